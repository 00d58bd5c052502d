import { planAutoNumber } from './form-auto-number';
import { escapeRegExp } from '../regexp';
import { ancestorsOf, type SiteCollection, type SiteElement } from '../structure';
import { elementFieldWords, fieldScore } from './matching';
import { idPattern, sentencesOf } from './keywords';
import { hasWord, nameScore, pascal, singularLabel } from './naming';
import {
  type PlanContext,
  isBox,
  isButton,
  isInput,
  isSubmitLike,
  ownDescendants,
  inRepeater,
  pageLevel,
} from './plan-context';
import { describeInput } from './plan-form-inputs';
import { formDeadline } from './plan-form-deadline';
import { quotedSuccess, successMessage } from './plan-form-messages';
import { failureMessageOf } from './plan-list-states';
import { formSuccess } from './form-success';
import { otherStatusText, pickErrorText, pickStatusText } from './plan-form-wording';
import { mapInputs, namedTypesFor } from './plan-form-fields';
import { formLimit } from './plan-form-limits';
import { ownItemImages } from './own-item-images';
import { formRows } from './plan-form-rows';
import { fixedValues } from './plan-form-fixed';
import { formSteps, isStateBox, reviewText, statesAreSteps } from './plan-form-steps';
import type { FormPlan } from './plan-types';
import { type FormGroup, isSearchLike, looseForms } from './plan-loose-forms';

/**
 * Forms: a `form` element, a container holding inputs and a submit-like button, or (ids only)
 * page-level inputs plus a submit-like button. Inputs map to the best-matching collection's
 * fields by name and type.
 */
export function planForms(ctx: PlanContext, hasLists: boolean): FormPlan[] {
  const { structure } = ctx;
  const groups: FormGroup[] = [];
  // Shallowest first, so a form absorbs the step containers inside it.
  const candidates = structure.elements
    .filter(
      (e) =>
        !inRepeater(structure, e.id) &&
        (e.type === 'form' ||
          (isBox(e) && looksLikeForm(ctx, e)) ||
          (isStateBox(e) && looksLikeForm(ctx, e) && statesAreSteps(ctx, e))),
    )
    .map((e) => ({ e, depth: ancestorsOf(structure, e.id).length }))
    .sort((a, b) => a.depth - b.depth)
    .map((x) => x.e);
  for (const root of candidates) {
    if (ctx.claimed.has(root.id)) continue;
    const inner = candidates.some(
      (c) => c !== root && ownDescendants(structure, root.id).includes(c),
    );
    // A form element, or a multi-state box whose states are steps, takes in the boxes inside it.
    if (inner && root.type !== 'form' && !isStateBox(root)) continue;
    const members = ownDescendants(structure, root.id).filter(
      (d) =>
        !ctx.claimed.has(d.id) &&
        !candidates.some(
          (c) =>
            c !== root &&
            (c.type === 'form' || isStateBox(c)) &&
            ownDescendants(structure, c.id).includes(d),
        ),
    );
    // An empty form element ('#contactForm' beside the inputs, not around them) holds no form:
    // the inputs make theirs below. Before, it was a second form of the same name.
    if (members.length === 0) continue;
    groups.push({ root, members });
    for (const m of members) ctx.claimed.add(m.id);
    ctx.claimed.add(root.id);
  }
  groups.push(...looseForms(ctx, hasLists));
  // A form none of whose inputs fills a field of its collection would save empty items ('types a
  // code in couponInput … record it in CouponRedemptions'): its elements stay free for a lookup.
  const built = groups.map((g) => ({ group: g, form: buildForm(ctx, g.root, g.members) }));
  const empty = ({ group, form }: (typeof built)[number]) =>
    group.root === null && savesNothing(form);
  for (const b of built.filter(empty)) for (const m of b.group.members) ctx.claimed.delete(m.id);
  const kept = built.filter((b) => !empty(b));
  groups.splice(0, groups.length, ...kept.map((k) => k.group));
  const forms = kept.map((k) => k.form);
  // Two forms of one collection: each keeps its own functions (submitEnquiry, submitEnquiry2).
  forms.forEach((form, i) => {
    const before = forms.slice(0, i).filter((f) => f.name.replace(/\d+$/, '') === form.name).length;
    if (before === 0) return;
    form.name = `${form.name}${before + 1}`;
    form.fnName = `${form.fnName}${before + 1}`;
    if (form.editsOwn) form.editsOwn.loadFnName = `${form.editsOwn.loadFnName}${before + 1}`;
  });
  // A button in the form's box that neither sends nor steps ('closeButton hides it') is free for
  // the planners after this one.
  for (const form of forms) {
    const used = new Set([form.submitId, ...form.steps.flatMap((s) => [s.nextId, s.backId])]);
    const group = groups[forms.indexOf(form)];
    for (const m of group?.members ?? [])
      if (isButton(m) && !used.has(m.id)) ctx.claimed.delete(m.id);
  }
  return forms;
}

function savesNothing(form: FormPlan): boolean {
  return (
    form.collection !== null &&
    form.inputs.length > 0 &&
    form.inputs.every((i) => i.field === null) &&
    form.fixedValues.length === 0 &&
    !form.memberKey
  );
}

/**
 * Whether the form's problems show as Wix's invalid outline on its inputs: it has no text for
 * them, or its only text is in the thank-you state, out of sight while the form shows. The
 * browser console is no place for a visitor's message.
 */
export function outlinesProblems(form: FormPlan): boolean {
  return !form.errorTextId && (form.confirmsOnly || form.statusTextId === null);
}

function looksLikeForm(ctx: PlanContext, box: SiteElement): boolean {
  const inside = ownDescendants(ctx.structure, box.id);
  return (
    inside.some((d) => isInput(d) && !isSearchLike(d)) &&
    inside.some((d) => isButton(d) && isSubmitLike(d)) &&
    !inside.some((d) => d.type === 'repeater' || d.type === 'table' || d.type === 'gallery')
  );
}

function buildForm(ctx: PlanContext, root: SiteElement | null, members: SiteElement[]): FormPlan {
  const { structure } = ctx;
  const { steps, stepOf, stateBoxId, doneStateId } = formSteps(ctx, root);
  const inputs = members.filter(isInput);
  const buttons = members.filter(isButton);
  const collection = chooseCollection(ctx, root, members);
  const fields = mapInputs(inputs, collection, ctx.promptText);
  const stepButtons = new Set(steps.flatMap((s) => [s.nextId, s.backId]));
  const submit =
    buttons.find((b) => isSubmitLike(b) && !stepButtons.has(b.id)) ??
    buttons.find((b) => !stepButtons.has(b.id));
  const picked = pickStatusText(ctx, root, members);
  // 'Show errors in errorText' beside a successText: each message goes to its own text.
  const errorText = pickErrorText(ctx, root, members, picked);
  const status =
    errorText && picked === errorText ? otherStatusText(ctx, members, errorText) : picked;
  const inDoneState = (id: string | null) =>
    doneStateId !== null && ownDescendants(structure, doneStateId).some((d) => d.id === id);
  const name = collection ? pascal(singularLabel(collection.name)) : pascal(root?.id ?? 'form');
  // Only a stored item can be edited, one per member: a profile-like collection. A support
  // request or a review form on the same page keeps adding items.
  const editsOwn =
    ctx.prompt.editsOwn &&
    collection !== null &&
    (hasWord(collection.name, [
      'profile',
      'account',
      'setting',
      'preference',
      'detail',
      'member',
      'user',
      'customer',
      'bio',
    ]) ||
      storesProfile(ctx.promptText, collection.name) ||
      // 'their own exchange profile … One profile per member' of Partners.
      /\bone (?:profile|account|record|entry) (?:per|for each|for every) (?:member|user|person)\b/i.test(
        ctx.promptText,
      ));
  const limit = editsOwn ? null : formLimit(ctx.promptText, collection, [...fields.values()]);
  const described = inputs.map((input) => {
    const field = fields.get(input) ?? null;
    const one = describeInput(ctx, input, field, collection, stepOf(input.id), editsOwn);
    // Editing a saved item keeps its file unless a new one is chosen: no upload is required.
    if (editsOwn && one.control === 'upload') return { ...one, required: false };
    // A value the limit compares ('the same room + date + time slot') can't be left out.
    return field && limit?.fields.includes(field) ? { ...one, required: true } : one;
  });
  const deadline = submit ? formDeadline(ctx.promptText, collection?.name ?? null) : null;
  const numbered = editsOwn
    ? null
    : planAutoNumber(
        ctx.promptText,
        collection,
        new Set(fields.values()),
        pageLevel(ctx.structure)
          .filter((e) => e.veloType === 'Text' && !ctx.claimed.has(e.id))
          .map((e) => e.id),
      );
  if (numbered?.textId) ctx.claimed.add(numbered.textId);
  // A refusal's own words are never the thanks: a value taken, a code outside the area.
  const quoted = quotedSuccess(ctx.promptText, status, [
    limit?.message,
    deadline?.message,
    ...described.flatMap((i) => [i.pattern?.refusal, i.pattern?.digits?.refusal]),
  ]);
  const message =
    quoted ??
    (editsOwn
      ? `Saved! Your ${singularLabel(collection?.name ?? 'details')} is up to date.`
      : // Without a collection nothing is stored or sent: the visitor is not told it was.
        collection
        ? successMessage(collection.name)
        : 'All fields look good.');
  return {
    id: root?.id ?? null,
    name,
    collection,
    inputs: described,
    // One item per group filled in; never where items are counted or edited one at a time.
    rows: editsOwn || limit ? [] : formRows(described),
    submitId: submit?.id ?? null,
    statusTextId: status,
    errorTextId: errorText && errorText !== status && !inDoneState(errorText) ? errorText : null,
    steps,
    stateBoxId,
    doneStateId,
    confirmsOnly: inDoneState(status),
    successMessage: message,
    ...(deadline ? { deadline } : {}),
    ...(numbered ? { autoNumber: numbered } : {}),
    failureMessage: failureMessageOf(ctx.promptText, errorText ?? status, 'saving'),
    review: reviewText(ctx, steps),
    ...(quoted ? { success: formSuccess(ctx.promptText, quoted, submit?.id ?? null) } : {}),
    hidesAfter: root && status && hidesOnceSent(ctx, root, status) ? root.id : null,
    fnName: editsOwn ? `save${name}` : `submit${name}`,
    editsOwn:
      editsOwn && collection
        ? { loadFnName: `getMy${name}`, images: ownItemImages(ctx, collection) }
        : null,
    linkedField: null,
    fixedValues: editsOwn ? [] : fixedValues(ctx.promptText, collection, [...fields.values()]),
    total: null,
    limit,
  };
}

/**
 * 'Afterwards hide applicationForm and show thankYouText …': the form's box goes once it is sent,
 * when the status text is outside it (a message in the box would go with it).
 */
function hidesOnceSent(ctx: PlanContext, root: SiteElement, statusId: string): boolean {
  if (ownDescendants(ctx.structure, root.id).some((d) => d.id === statusId)) return false;
  return sentencesOf(ctx.promptText).some(
    (s) =>
      new RegExp(
        String.raw`\b(?:hide|hides|hiding|collapse|collapses)\s+(?:the\s+)?${root.id}\b`,
      ).test(s) && !/\b(?:fail|fails|failed|error|invalid|until|before)\b/i.test(s),
  );
}

/** 'their profile stored in Students': the prompt puts a member's profile in this collection. */
function storesProfile(prompt: string, collection: string): boolean {
  const name = collection.split('/').pop() ?? collection;
  return new RegExp(
    String.raw`\b(?:profile|account|details|settings|preferences|bio)\b[^.]{0,30}\b(?:in|to|into|as)\s+(?:the\s+)?${escapeRegExp(name)}\b`,
    'i',
  ).test(prompt);
}

function chooseCollection(
  ctx: PlanContext,
  root: SiteElement | null,
  members: SiteElement[],
): SiteCollection | null {
  const inputs = members.filter(isInput);
  const { collections } = ctx.structure;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  const ownSentences = sentencesOf(ctx.promptText).filter((s) =>
    members.some((m) => idPattern(m.id).test(s)),
  );
  for (const c of collections) {
    const matched = mapInputs(inputs, c, ctx.promptText).size;
    // An input named for a field ('commentInput' → comment) counts before one that would fill
    // the display field for lack of another ('name' of Products).
    const named = inputs.filter((input) => namedField(input, c)).length;
    const mentioned = ctx.promptText.toLowerCase().includes(c.name.toLowerCase()) ? 5 : 0;
    // '(saved to Suggestions)', 'bookNowButton saves to Appointments': named as where it goes.
    const savedTo = new RegExp(
      String.raw`\b(?:sav|stor|insert|add|submit|record|writ|sen[dt]|go)\w*\s+(?:it\s+|them\s+|everything\s+|(?:the|a|an)\s+\w+\s+)?(?:in|into|to)\s+(?:the\s+|a\s+new\s+)?(?:\w+\s*(?:,|\band\b|\bor\b)\s*){0,3}\b${escapeRegExp(c.name)}\b`,
      'i',
    );
    // Two forms on a page, each 'saved to' its own collection: the one said beside its elements.
    const saved =
      (savedTo.test(ctx.promptText) ? 30 : 0) +
      (ownSentences.some((s) => savedTo.test(s)) ? 30 : 0);
    // 'add a task with #taskInput and #addTaskButton': the elements' own names say which.
    const ids = Math.max(0, ...inputs.map((e) => nameScore(e.id, c.name)).filter((n) => n >= 10));
    const score =
      (root ? nameScore(root.id, c.name) * 2 : 0) +
      matched * 10 +
      named * 5 +
      mentioned +
      saved +
      ids;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  // None: no input fills a field of any collection and none is named, so saving would store an
  // empty item ('Contact form with name and email' on a site whose one collection is Products).
  return best;
}

/** Whether the input's id names a field of the collection its type can fill. */
function namedField(input: SiteElement, collection: SiteCollection): boolean {
  const types = namedTypesFor(input);
  const elementWords = elementFieldWords(input.id, collection);
  return collection.fields.some((f) => types.includes(f.type) && fieldScore(elementWords, f) >= 5);
}
