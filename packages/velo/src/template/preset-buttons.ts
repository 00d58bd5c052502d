import type { SiteElement } from '../structure';
import { isButton } from './plan-context';

/**
 * Buttons that fill an input with the amount in their name: 'Visitors pick an amount with
 * amount10Button, amount25Button or amount50Button, or type their own in customAmountInput'.
 * The input stays free for the form that reads it. Before, the buttons were left out.
 */
export interface PresetButtons {
  kind: 'presets';
  inputId: string;
  buttons: { id: string; value: string }[];
}

const CHOOSES = /\b(?:pick|picks|choose|chooses|select|selects|click|clicks|tap|taps)\b/i;
const OWN = /\b(?:type|types|enter|enters|their own|your own|custom|other)\b/i;

export function presetsOf(sentence: string, named: SiteElement[]): PresetButtons | null {
  const buttons = named.filter((e) => isButton(e) && /\d/.test(e.id));
  const at = (e: SiteElement) => sentence.search(new RegExp(String.raw`\b${e.id}\b`));
  const last = Math.max(...buttons.map(at));
  // The input named next after the buttons: 'or type their own in customAmountInput'.
  const input = named
    .filter((e) => e.veloType === 'TextInput' && at(e) > last)
    .sort((a, b) => at(a) - at(b))[0];
  if (!input || buttons.length < 2) return null;
  if (!CHOOSES.test(sentence) || !OWN.test(sentence)) return null;
  const values = buttons.map((b) => /\d+(?:_\d+)?/.exec(b.id)?.[0].replace('_', '.') ?? '');
  if (new Set(values).size < buttons.length) return null;
  return {
    kind: 'presets',
    inputId: input.id,
    buttons: buttons.map((b, i) => ({ id: b.id, value: values[i] ?? '' })),
  };
}

/** The page code: each button puts its amount in the input. */
export function presetLines(p: PresetButtons): { comment: string; lines: string[] } {
  const ids = p.buttons.map((b) => `#${b.id}`);
  return {
    comment: `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)} fill #${p.inputId} with their amount; the visitor can still type another.`,
    lines: p.buttons.map(
      (b) => `$w('#${b.id}').onClick(() => {\n  $w('#${p.inputId}').value = '${b.value}';\n});`,
    ),
  };
}

export function presetStep(p: PresetButtons): string {
  const [first] = p.buttons;
  return `Click \`${first?.id}\`: \`${p.inputId}\` shows ${first?.value}; each of the other buttons puts its own amount there.`;
}
