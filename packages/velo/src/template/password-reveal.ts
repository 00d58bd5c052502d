import type { SiteElement } from '../structure';
import { hasWord } from './naming';

/**
 * A box that shows the password typed: 'Show password checkbox: when ticked, the password input
 * shows the text; untick hides it again'. The input is a password field until the box is ticked
 * (its inputType), and again when it is unticked. Before, both were left out.
 */
export interface PasswordReveal {
  kind: 'reveal';
  /** The checkbox or switch that shows the password while on. */
  boxId: string;
  inputId: string;
}

const SHOWS =
  /\b(?:show|shows|showing|reveal|reveals|see|display|displays|unmask|unmasks)\b[^.;]{0,30}\b(?:password|text|characters|what (?:is|was) typed)\b|\bshow[- ]password\b/i;

export function passwordReveal(sentence: string, named: SiteElement[]): PasswordReveal | null {
  const input = named.find(
    (e) => e.veloType === 'TextInput' && hasWord(e.id, ['password', 'pass', 'pwd']),
  );
  const box = named.find((e) => e.veloType === 'Checkbox' || e.veloType === 'Switch');
  if (!input || !box || !SHOWS.test(sentence)) return null;
  return { kind: 'reveal', boxId: box.id, inputId: input.id };
}

export function revealLines(w: PasswordReveal): { comment: string; lines: string[] } {
  const input = `$w('#${w.inputId}')`;
  const box = `$w('#${w.boxId}')`;
  return {
    comment: `#${w.inputId} hides what is typed; ticking #${w.boxId} shows it, unticking hides it again.`,
    lines: [
      `${input}.inputType = 'password';`,
      `${box}.onChange(() => {`,
      `  ${input}.inputType = ${box}.checked ? 'text' : 'password';`,
      '});',
    ],
  };
}

export function revealStep(w: PasswordReveal): string {
  return `Type in \`${w.inputId}\`: dots show. Tick \`${w.boxId}\`: the text shows; untick it: dots again.`;
}
