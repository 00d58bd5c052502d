import type { SiteElement } from '../structure';
import { idPattern, sentencesOf } from './keywords';
import { hasWord, isDefaultId, nounForms } from './naming';
import { type PlanContext, isButton, isInput, isSubmitLike, pageLevel } from './plan-context';
import { isFormControl } from './plan-form-controls';
import {
  filledBeforeClick,
  namedIn,
  saidToCreate,
  saidToFill,
  saidToSend,
} from './plan-form-wording';

/** The elements of one form: its box (none for page-level inputs) and what it holds. */
export interface FormGroup {
  root: SiteElement | null;
  members: SiteElement[];
}

export function isSearchLike(element: SiteElement): boolean {
  return hasWord(element.id, [
    'search',
    'query',
    'keyword',
    'keywords',
    'find',
    'filter',
    'lookup',
  ]);
}

/**
 * Forms of page-level inputs and a button, with no box around them. The first takes the loose
 * inputs no other button's sentences claim; each further one only the inputs named in a sentence
 * with its button ('subscribe with #subscribeEmail and #subscribeBtn' below a contact form).
 * Before, one loose button made a form and the other form was dropped.
 */
export function looseForms(ctx: PlanContext, hasLists: boolean): FormGroup[] {
  const first = firstLooseForm(ctx, hasLists);
  if (!first) return [];
  const groups = [first];
  const tried = new Set<string>();
  for (;;) {
    const { inputs, buttons } = looseElements(ctx);
    const tests = sendingTests(ctx, inputs);
    const next = buttons.find((b) => !tried.has(b.id) && tests.some((sends) => sends(b)));
    if (!next) return groups;
    tried.add(next.id);
    const sentences = sentencesOf(ctx.promptText).filter((s) => idPattern(next.id).test(s));
    const own = inputs.filter(
      (e) => formInput(ctx, e, hasLists, []) && sentences.some((s) => idPattern(e.id).test(s)),
    );
    if (own.length > 0) groups.push(claimed(ctx, { root: null, members: [...own, next] }));
  }
}

function looseElements(ctx: PlanContext) {
  const loose = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  return {
    inputs: loose.filter(isInput),
    // 'clicks searchBtn' after filling inputs runs a search, which saves nothing.
    buttons: loose.filter(
      (e) => isButton(e) && e.parentId === null && !isSearchLike(e) && !writesPerItem(ctx, e),
    ),
  };
}

/**
 * '#saveAttendanceBtn writes one Attendance row per student': a row for each item of a list, with
 * each item's own values, which is not built; sending the page's inputs as one row would add a
 * blank student at each click.
 */
function writesPerItem(ctx: PlanContext, button: SiteElement): boolean {
  const items = ctx.structure.collections.flatMap((c) => nounForms(c.name)).join('|');
  const perItem = new RegExp(
    String.raw`\b(?:one|a|an)\s+(?:\w+\s+){0,2}(?:per|for each|for every)\s+(?:${items})\b`,
    'i',
  );
  return sentencesOf(ctx.promptText).some((s) => idPattern(button.id).test(s) && perItem.test(s));
}

/**
 * The ways a prompt has a button send what is typed, strongest first: its name, then the words
 * around it ('… saves a task', 'fill #a and #b and hit #sendBtn', 'button1 to post it').
 */
function sendingTests(ctx: PlanContext, inputs: SiteElement[]): ((b: SiteElement) => boolean)[] {
  const ids = inputs.map((e) => e.id);
  return [
    isSubmitLike,
    (b) => saidToCreate(ctx.promptText, b.id),
    (b) => filledBeforeClick(ctx.promptText, b.id, ids).length >= 2,
    (b) => isDefaultId(b.id) && saidToSend(ctx.promptText, b.id),
  ];
}

function firstLooseForm(ctx: PlanContext, hasLists: boolean): FormGroup | null {
  const { inputs: looseInputs, buttons } = looseElements(ctx);
  // A prompt about submitting and one button left with its default id: it submits ('button7'). A
  // named button ('checkButton') does what its name says, which is not saving.
  const [onlyButton] = buttons;
  const ids = looseInputs.map((e) => e.id);
  const submit =
    sendingTests(ctx, looseInputs).reduce<SiteElement | undefined>(
      (found, sends) => found ?? buttons.find(sends),
      undefined,
    ) ??
    (ctx.prompt.submit && !hasLists && buttons.length === 1 && isDefaultId(onlyButton?.id ?? '')
      ? onlyButton
      : undefined);
  if (!submit) return null;
  // 'choose in #attendingRadio … and press #sendRsvpBtn': the form's, not a list's filter.
  const filled = filledBeforeClick(ctx.promptText, submit.id, ids);
  // '#statusDropdown and #updateBtn on the manager page': another button's input.
  const sentences = sentencesOf(ctx.promptText);
  const othersInput = (e: SiteElement) => {
    const own = sentences.filter((s) => idPattern(e.id).test(s));
    return (
      own.length > 0 &&
      own.every(
        (s) =>
          !idPattern(submit.id).test(s) &&
          buttons.some((b) => b !== submit && idPattern(b.id).test(s)),
      )
    );
  };
  const inputs = looseInputs.filter((e) => !othersInput(e) && formInput(ctx, e, hasLists, filled));
  return inputs.length > 0 ? claimed(ctx, { root: null, members: [...inputs, submit] }) : null;
}

/** Whether a loose input can be a form's: not a search box, nor a list's control. */
function formInput(ctx: PlanContext, e: SiteElement, hasLists: boolean, filled: string[]): boolean {
  return (
    !isSearchLike(e) &&
    // 'input3 searches the titles': a default id the prompt gives another job is not the form's.
    (!isDefaultId(e.id) || !namedIn(ctx.promptText, e.id) || saidToFill(ctx.promptText, e)) &&
    (!hasLists ||
      e.veloType === 'TextInput' ||
      e.veloType === 'TextBox' ||
      saidToFill(ctx.promptText, e) ||
      filled.includes(e.id) ||
      isFormControl(ctx, e))
  );
}

function claimed(ctx: PlanContext, group: FormGroup): FormGroup {
  for (const m of group.members) ctx.claimed.add(m.id);
  return group;
}
