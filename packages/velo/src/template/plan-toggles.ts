import { quotedTexts, sentencesOf, sentenceNaming } from './keywords';
import { hasWord, keyWords, wordScore } from './naming';
import { type PlanContext, TOGGLE_WORDS, isBox, isButton, pageLevel } from './plan-context';

/**
 * Buttons that show and hide page elements, and elements that appear by themselves after a
 * while ('Show promoBox 5 seconds after the page loads'), remembering a visitor's close for the
 * session or for good when the prompt asks.
 */

export interface TogglePlan {
  buttonId: string;
  targetId: string;
  mode: 'toggle' | 'show' | 'hide';
  startCollapsed: boolean;
  /** A hide the prompt says is remembered ('so it does not show again during the session'). */
  remember: 'session' | 'local' | null;
  /** The button's label while the target is shown and while it is hidden ('Show less' / 'Show more'). */
  labels?: { shown: string; hidden: string };
}

/** A page element shown by itself after a delay ('Show promoBox 5 seconds after the page loads'). */
export interface RevealPlan {
  targetId: string;
  afterMs: number;
  /** Where a visitor's close of it is kept, so it stays hidden (the toggle that hides it). */
  remember: 'session' | 'local' | null;
  /** The storage key of that close. */
  closedKey: string;
}

const START_HIDDEN =
  /(start|starts|initially|at first|by default)\s+(hidden|collapsed|closed)|(hidden|collapsed|closed)\s+(at first|initially|by default|on load)/i;

export function planToggles(ctx: PlanContext): TogglePlan[] {
  const { structure } = ctx;
  const page = pageLevel(structure);
  const toggles: TogglePlan[] = [];
  const free = page.filter((e) => isButton(e) && !ctx.claimed.has(e.id));
  const buttons = free.filter((e) => hasWord(e.id, TOGGLE_WORDS));
  // 'readMoreButton expands longText': a button whose sentence names what it shows and hides.
  const named = new Map(
    free.flatMap((b) => {
      const target = namedTarget(ctx, b.id);
      return target ? [[b.id, target] as const] : [];
    }),
  );
  for (const button of free.filter((b) => buttons.includes(b) || named.has(b.id))) {
    const own = keyWords(button.id).filter((w) => !TOGGLE_WORDS.includes(w) && w !== 'less');
    let target: string | null = named.get(button.id) ?? null;
    let bestScore = 0;
    for (const candidate of target ? [] : page) {
      if (candidate === button || isButton(candidate) || candidate.type === 'dataset') continue;
      const score = wordScore(own, keyWords(candidate.id));
      if (score > bestScore) [target, bestScore] = [candidate.id, score];
    }
    // A bare 'closeButton' inside a box ('closeButton hides it') acts on that box.
    const parent = button.parentId ? ctx.structure.byId.get(button.parentId) : undefined;
    if (!target && own.length === 0 && parent && isBox(parent)) target = parent.id;
    if (!target) continue;
    const w = keyWords(button.id);
    const hides = w.some((x) => ['hide', 'close', 'collapse', 'less'].includes(x));
    const shows = w.some((x) => ['show', 'open', 'expand'].includes(x));
    const counterpart = buttons.some((b) => b !== button && wordScore(own, keyWords(b.id)) > 0);
    const labels = switchedLabels(ctx.promptText, button.id);
    const mode: TogglePlan['mode'] = labels
      ? 'toggle'
      : (saidMode(ctx.promptText, button.id) ??
        (hides && !shows && counterpart
          ? 'hide'
          : shows && !hides && counterpart
            ? 'show'
            : 'toggle'));
    toggles.push({
      buttonId: button.id,
      targetId: target,
      mode,
      // A 'Show more' button starts with its target hidden.
      startCollapsed: START_HIDDEN.test(ctx.promptText) || labels !== null,
      remember: mode === 'hide' ? remembered(ctx.promptText, button.id) : null,
      ...(labels ? { labels } : {}),
    });
    ctx.claimed.add(button.id);
    ctx.claimed.add(target);
  }
  return toggles;
}

const SHOWS_AND_HIDES =
  'shows and hides|hides and shows|toggles|expands and collapses|collapses and expands|expands|collapses|reveals';

/** The element a button's sentence says it shows and hides: 'readMoreButton expands the longText box'. */
function namedTarget(ctx: PlanContext, buttonId: string): string | null {
  const word = new RegExp(
    String.raw`\b${buttonId}\b[^.;]{0,20}?\b(?:${SHOWS_AND_HIDES})\s+(?:the\s+)?#?(\w+)`,
    'i',
  ).exec(ctx.promptText)?.[1];
  const target = word ? ctx.structure.byId.get(word) : undefined;
  if (!target || isButton(target) || target.type === 'dataset' || ctx.claimed.has(target.id))
    return null;
  return pageLevel(ctx.structure).includes(target) ? target.id : null;
}

/**
 * The labels a button's sentence says it switches between: 'its label switches between "Show
 * more" and "Show less"', 'the label changes to "Read less" (and back to "Read more")'. The one
 * that offers less is the label while the target is shown.
 */
function switchedLabels(prompt: string, buttonId: string): TogglePlan['labels'] | null {
  const sentence = sentenceNaming(prompt, buttonId);
  if (!sentence || !/\blabel|\btext\b|\breads?\b|\bswitch|\bchanges? to\b/i.test(sentence))
    return null;
  const said = quotedTexts(sentence);
  if (said.length !== 2) return null;
  const less = (label: string) => /\b(?:less|fewer|hide|close|collapse)\b/i.test(label);
  const [first = '', second = ''] = said;
  if (less(first) === less(second)) return null;
  return less(first) ? { shown: first, hidden: second } : { shown: second, hidden: first };
}

/** What the prompt says the button does: 'closePromoButton hides it' → 'hide'. */
function saidMode(prompt: string, buttonId: string): TogglePlan['mode'] | null {
  const said = new RegExp(
    String.raw`\b${buttonId}\b[^.;]{0,20}?\b(shows and hides|hides and shows|toggles|expands and collapses|collapses and expands|hides|closes|collapses|dismisses|shows|opens|expands|reveals)\b`,
    'i',
  ).exec(prompt)?.[1];
  if (!said) return null;
  if (/\band\b|toggles/i.test(said)) return 'toggle';
  return /hides|closes|collapses|dismisses/i.test(said) ? 'hide' : 'show';
}

/**
 * Whether a close is kept, from the sentence naming the button (or any that says so): 'remembers
 * in session storage', 'for the rest of the session' → session; 'never again', 'local storage',
 * 'on later visits' → local.
 */
function remembered(prompt: string, id: string): RevealPlan['remember'] {
  const about = sentencesOf(prompt).filter(
    (s) => new RegExp(`\\b${id}\\b`).test(s) || /\bremember/i.test(s),
  );
  for (const sentence of about) {
    if (!/\bremember|\b(?:not|never|n't) (?:show|appear)\w* (?:it )?again\b/i.test(sentence))
      continue;
    if (/\bsession\b/i.test(sentence)) return 'session';
    return 'local';
  }
  return null;
}

const SECONDS = String.raw`(\d{1,3})\s*(?:s|secs?|seconds?)\b`;

/**
 * Page elements the prompt shows after a delay: 'Show promoBox 5 seconds after the page loads',
 * 'after 3 seconds, newsletterBox appears'. Each starts hidden; a close the prompt remembers
 * (the toggle that hides it) keeps it hidden.
 */
export function planReveals(ctx: PlanContext, toggles: TogglePlan[]): RevealPlan[] {
  const reveals: RevealPlan[] = [];
  const elements = pageLevel(ctx.structure).filter((e) => !isButton(e) && e.type !== 'dataset');
  for (const sentence of sentencesOf(ctx.promptText)) {
    const delay =
      new RegExp(String.raw`\b${SECONDS}\s+after\b`, 'i').exec(sentence) ??
      new RegExp(String.raw`\bafter\s+${SECONDS}`, 'i').exec(sentence);
    if (
      !delay ||
      !/\b(?:show|shows|appear|appears|reveal|reveals|pops? up|fades? in|slides? in|display|displays)\b/i.test(
        sentence,
      )
    )
      continue;
    const target = elements.find((e) => new RegExp(`\\b${e.id}\\b`).test(sentence));
    if (!target || reveals.some((r) => r.targetId === target.id)) continue;
    const closer = toggles.find((t) => t.targetId === target.id && t.mode === 'hide');
    reveals.push({
      targetId: target.id,
      afterMs: Number(delay[1]) * 1000,
      remember: closer?.remember ?? null,
      closedKey: `${target.id}Closed`,
    });
    ctx.claimed.add(target.id);
  }
  return reveals;
}
