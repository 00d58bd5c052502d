import type { SiteElement } from '../structure';
import { clausesOf, sentencesOf } from './keywords';
import { hasWord, keyWords, wordScore } from './naming';
import { type PlanContext, TOGGLE_WORDS } from './plan-context';
import type { Binding, ItemAction } from './plan-types';

/** Item parts shown and hidden by a click (plan-item-actions.ts): accordions and toggle buttons. */

/**
 * An accordion: 'clicking a question expands its answer' — the repeated text clicked shows and
 * hides the other, which starts collapsed. Both are named by their element or field words.
 */
export function clickedToToggle(ctx: PlanContext, bindings: Binding[]): ItemAction | null {
  if (!ctx.prompt.toggle) return null;
  const named = (b: Binding, said: string[]) =>
    [...keyWords(b.elementId), ...keyWords(b.field.key)].some((n) => said.includes(n));
  for (const sentence of sentencesOf(ctx.promptText)) {
    if (
      !/\bclick|\btap/i.test(sentence) ||
      !/\b(?:expand|expands|toggle|toggles|reveal|reveals|open|opens|show|shows)\b/i.test(sentence)
    )
      continue;
    // The clicked one comes first: 'clicking a question expands its answer'.
    const [clicked, shown] = clausesOf(sentence)
      .flatMap((c) =>
        c.split(/\b(?:expands|expand|toggles|toggle|reveals|reveal|opens|open|shows|show)\b/i),
      )
      .map((part) => keyWords(part));
    const button = clicked
      ? bindings.find((b) => b.element === 'text' && named(b, clicked))
      : undefined;
    const target = shown ? bindings.find((b) => b !== button && named(b, shown)) : undefined;
    if (button && target) return toggle(ctx, button.elementId, target.elementId);
  }
  // 'the answerText is collapsed until the visitor clicks the question', '… is collapsed and
  // expands when the visitor clicks the question': the shown one first.
  for (const [, shown = '', clicked = ''] of ctx.promptText.matchAll(COLLAPSED_UNTIL)) {
    const target = bindings.find((b) => named(b, keyWords(shown)));
    const button = bindings.find(
      (b) => b !== target && b.element === 'text' && named(b, keyWords(clicked)),
    );
    if (button && target) return toggle(ctx, button.elementId, target.elementId);
  }
  return null;
}

const COLLAPSED_UNTIL =
  /\b(\w+(?:\s+\w+)?)\s+(?:is|are|stays?|starts?)\s+(?:collapsed|hidden|closed)\s+(?:until|and\s+(?:expands?|opens?|shows?)\s+(?:up\s+)?(?:when|once|after)|and\s+(?:expands?|opens?)\s+on)\s+(?:the\s+\w+\s+|someone\s+|they\s+|you\s+|an?\s+)?(?:clicks?|taps?)\s+(?:on\s+|of\s+)?(?:the\s+|its\s+|their\s+)?(\w+)/gi;

const ONLY_ONE_OPEN =
  /\bonly one (?:\w+ )?(?:is |can be )?(?:open|expanded|shown|visible)\b|\bcollapses? (?:any|all|the) other\b|\bone (?:\w+ )?at a time\b/i;

export function toggle(ctx: PlanContext, buttonId: string, targetId: string): ItemAction {
  return { kind: 'toggle', buttonId, targetId, onlyOne: ONLY_ONE_OPEN.test(ctx.promptText) };
}

const TOGGLE_VERBS = /\b(?:expands|expand|toggles|toggle|reveals|reveal|shows|show)\b/i;

/**
 * A button the prompt says toggles a part ('clicking questionText or the arrowButton expands the
 * answer'): named before the verb, the part after it, by the words of its id.
 */
export function saidToggle(
  ctx: PlanContext,
  button: SiteElement,
  children: SiteElement[],
): ItemAction | null {
  if (!ctx.prompt.toggle) return null;
  const named = new RegExp(`\\b${button.id}\\b`, 'i');
  for (const clause of sentencesOf(ctx.promptText).flatMap(clausesOf)) {
    const verb = TOGGLE_VERBS.exec(clause);
    if (!verb || !/\bclick|\btap|\bpress/i.test(clause)) continue;
    if (!named.test(clause.slice(0, verb.index))) continue;
    const shown = keyWords(clause.slice(verb.index + verb[0].length));
    const target = children.find(
      (c) =>
        c !== button &&
        (c.veloType === 'Text' || c.veloType === 'Box') &&
        keyWords(c.id).some((w) => shown.includes(w)),
    );
    if (target) return toggle(ctx, button.id, target.id);
  }
  return null;
}

/** The repeated element a toggle button shows and hides: by name, else the last text or box. */
export function toggleTarget(button: SiteElement, children: SiteElement[]): SiteElement | null {
  const own = keyWords(button.id).filter((x) => !TOGGLE_WORDS.includes(x));
  const targets = children.filter(
    (c) => c !== button && (c.veloType === 'Text' || c.veloType === 'Box'),
  );
  let best: SiteElement | null = null;
  let bestScore = 0;
  for (const t of targets) {
    const score = wordScore(own, keyWords(t.id));
    if (score > bestScore) [best, bestScore] = [t, score];
  }
  return (
    best ??
    targets
      .filter((t) => hasWord(t.id, ['answer', 'details', 'body', 'content', 'description']))
      .pop() ??
    null
  );
}
