import type { SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { hasWord } from './naming';
import {
  type PlanContext,
  isBox,
  isButton,
  isInput,
  isSubmitLike,
  ownDescendants,
} from './plan-context';
import type { FormPlan } from './plan-types';

/**
 * A form in steps: boxes holding inputs shown one at a time, or the states of a multi-state box,
 * moved between by next and back buttons, with a state shown once it is sent.
 */

const NEXT_WORDS = ['next', 'continue', 'proceed', 'forward'];

/** The steps of a form rooted at `root`, the step each element is in, and its state box. */
export function formSteps(ctx: PlanContext, root: SiteElement | null) {
  const { structure } = ctx;
  const boxes = root ? stepBoxes(ctx, root) : [];
  const stepOf = (id: string) =>
    Math.max(
      0,
      boxes.findIndex(
        (s) => s.id === id || ownDescendants(structure, s.id).some((d) => d.id === id),
      ),
    );
  const steps: FormPlan['steps'] = boxes.map((box) => {
    const inside = ownDescendants(structure, box.id).filter(isButton);
    // 'step2Error' in the step: its problems show there, not in a text of a hidden step.
    const texts = ownDescendants(structure, box.id).filter((e) => e.veloType === 'Text');
    return {
      boxId: box.id,
      nextId: inside.find((b) => hasWord(b.id, NEXT_WORDS))?.id ?? null,
      backId: inside.find((b) => hasWord(b.id, ['back', 'previous', 'prev']))?.id ?? null,
      errorTextId:
        texts.find((t) => hasWord(t.id, ['error', 'errors', 'problem', 'warning']))?.id ?? null,
    };
  });
  const inStates = root !== null && isStateBox(root) && steps.length >= 2;
  if (inStates) return { steps, stepOf, stateBoxId: root.id, doneStateId: doneState(ctx, root) };
  // A one-step form that is itself a state: 'joinButton saves … and shows thanksState'.
  const holder = root?.parentId ? structure.byId.get(root.parentId) : undefined;
  const done = holder && isStateBox(holder) ? doneState(ctx, holder) : null;
  return { steps, stepOf, stateBoxId: done ? holder!.id : null, doneStateId: done };
}

/**
 * A multi-state box's states are one form's steps when a state moves on to the next and at most
 * one state sends: tabs that each hold their own form stay separate forms.
 */
export function statesAreSteps(ctx: PlanContext, box: SiteElement): boolean {
  const states = box.children
    .map((id) => ctx.structure.byId.get(id))
    .filter((e) => e !== undefined);
  const buttons = (state: SiteElement) => ownDescendants(ctx.structure, state.id).filter(isButton);
  const moves = states.some((s) => buttons(s).some((b) => hasWord(b.id, NEXT_WORDS)));
  // A thank-you state's 'bookAgainButton' sends nothing: only states with inputs count.
  const withInputs = states.filter((s) => ownDescendants(ctx.structure, s.id).some(isInput));
  const sending = withInputs.filter((s) =>
    buttons(s).some((b) => isSubmitLike(b) && !hasWord(b.id, [...NEXT_WORDS, 'back', 'previous'])),
  );
  return moves && sending.length <= 1;
}

/** A multi-state box: its states can be a form's steps. */
export function isStateBox(element: SiteElement): boolean {
  return element.veloType === 'MultiStateBox';
}

/**
 * The state of a multi-state form shown once it is sent: one without inputs the prompt names
 * ('shows the thankYou state') or named for it ('doneState', 'successState').
 */
function doneState(ctx: PlanContext, root: SiteElement): string | null {
  const states = root.children
    .map((id) => ctx.structure.byId.get(id))
    .filter(
      (e) => e !== undefined && isBox(e) && !ownDescendants(ctx.structure, e.id).some(isInput),
    );
  const said = states.find((e) =>
    new RegExp(
      `\\b(?:shows?|goes to|switch(?:es)? to|changes? to)\\s+(?:the\\s+)?${e?.id}\\b`,
      'i',
    ).test(ctx.promptText),
  );
  const named = states.find((e) =>
    hasWord(e?.id ?? '', [
      'thank',
      'thanks',
      'thankyou',
      'done',
      'success',
      'complete',
      'confirmation',
      'sent',
      'finished',
    ]),
  );
  return (said ?? named)?.id ?? null;
}

/** Direct box children holding inputs: a multi-step form shows one at a time. */
function stepBoxes(ctx: PlanContext, root: SiteElement): SiteElement[] {
  const children = root.children
    .map((id) => ctx.structure.byId.get(id))
    .filter((e) => e !== undefined);
  const inside = (c: SiteElement) => ownDescendants(ctx.structure, c.id);
  const withInputs = children.filter((c) => isBox(c) && inside(c).some(isInput));
  // 'confirmState has summaryText, backButton3 and finishButton': a last step to check and send.
  const sends = (c: SiteElement) =>
    inside(c).some(
      (b) => isButton(b) && isSubmitLike(b) && !hasWord(b.id, [...NEXT_WORDS, 'back', 'previous']),
    );
  const boxes = children.filter((c) => withInputs.includes(c) || (isBox(c) && sends(c)));
  return withInputs.length >= 2 ? boxes : [];
}

const REVIEWS =
  /\b(?:lists?|shows?|summari[sz]es?|displays?|recaps?|repeats?)\b[^.;]{0,40}\b(?:what (?:they|the visitor|you|the user) (?:entered|chose|typed|picked|filled in)|(?:their|the) (?:answers|details|entries|choices|values)|everything)\b/i;

/** A text in a step that shows what was entered before it: 'summaryText lists what they entered'. */
export function reviewText(
  ctx: PlanContext,
  steps: FormPlan['steps'],
): { textId: string; step: number } | null {
  for (const [step, s] of steps.entries()) {
    const text = ownDescendants(ctx.structure, s.boxId).find(
      (e) =>
        e.veloType === 'Text' &&
        sentencesOf(ctx.promptText).some(
          (sentence) =>
            new RegExp(String.raw`\b${e.id}\b`).test(sentence) && REVIEWS.test(sentence),
        ),
    );
    if (text && step > 0) return { textId: text.id, step };
  }
  return null;
}
