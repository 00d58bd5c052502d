import type { FieldType } from '@veloforge/shared';

import { escapeRegExp } from '../regexp';
import { ancestorsOf, type SiteCollection, type SiteElement, type SiteField } from '../structure';
import { displayField, elementFieldWords, fieldScore } from './matching';
import { sentencesOf } from './keywords';
import { hasWord, isDefaultId, nameScore, pascal, singularLabel } from './naming';
import {
  type PlanContext,
  isBox,
  isButton,
  isInput,
  isSubmitLike,
  ownDescendants,
  pageLevel,
  inRepeater,
} from './plan-context';
import { CONSENT_WORDS, describeInput } from './plan-form-inputs';
import { quotedSuccess, successMessage } from './plan-form-messages';
import { formSuccess } from './form-success';
import {
  namedIn,
  otherStatusText,
  pickErrorText,
  pickStatusText,
  saidFieldOf,
  saidToFill,
  saidToSend,
} from './plan-form-wording';
import { formLimit } from './plan-form-limits';
import { fixedValues } from './plan-form-fixed';
import { formSteps, isStateBox, reviewText, statesAreSteps } from './plan-form-steps';
import type { FormPlan } from './plan-types';

/**
 * Forms: a `form` element, a container holding inputs and a submit-like button, or (ids only)
 * page-level inputs plus a submit-like button. Inputs map to the best-matching collection's
 * fields by name and type.
 */
export function planForms(ctx: PlanContext, hasLists: boolean): FormPlan[] {
  const { structure } = ctx;
  const groups: { root: SiteElement | null; members: SiteElement[] }[] = [];
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
    groups.push({ root, members });
    for (const m of members) ctx.claimed.add(m.id);
    ctx.claimed.add(root.id);
  }
  const loose = pageLevel(structure).filter((e) => !ctx.claimed.has(e.id));
  const looseButtons = loose.filter((e) => isButton(e) && e.parentId === null);
  // A prompt about submitting and one button left with its default id: it submits ('button7'). A
  // named button ('checkButton') does what its name says, which is not saving.
  const [onlyButton] = looseButtons;
  const looseSubmit =
    looseButtons.find(isSubmitLike) ??
    looseButtons.find((b) => isDefaultId(b.id) && saidToSend(ctx.promptText, b.id)) ??
    (ctx.prompt.submit &&
    !hasLists &&
    looseButtons.length === 1 &&
    isDefaultId(onlyButton?.id ?? '')
      ? onlyButton
      : undefined);
  if (looseSubmit) {
    const inputs = loose.filter(
      (e) =>
        isInput(e) &&
        !isSearchLike(e) &&
        // 'input3 searches the titles': a default id the prompt gives another job is not the form's.
        (!isDefaultId(e.id) || !namedIn(ctx.promptText, e.id) || saidToFill(ctx.promptText, e)) &&
        (!hasLists ||
          e.veloType === 'TextInput' ||
          e.veloType === 'TextBox' ||
          saidToFill(ctx.promptText, e)),
    );
    if (inputs.length > 0) {
      groups.push({ root: null, members: [...inputs, looseSubmit] });
      for (const m of [...inputs, looseSubmit]) ctx.claimed.add(m.id);
    }
  }
  const forms = groups.map((g) => buildForm(ctx, g.root, g.members));
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

/**
 * Whether the form's problems show as Wix's invalid outline on its inputs: it has no text for
 * them, or its only text is in the thank-you state, out of sight while the form shows. The
 * browser console is no place for a visitor's message.
 */
export function outlinesProblems(form: FormPlan): boolean {
  return !form.errorTextId && (form.confirmsOnly || form.statusTextId === null);
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
  const collection = chooseCollection(ctx, root, inputs);
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
      storesProfile(ctx.promptText, collection.name));
  const quoted = quotedSuccess(ctx.promptText, status);
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
    inputs: inputs.map((input) => {
      const field = fields.get(input) ?? null;
      const described = describeInput(ctx, input, field, collection, stepOf(input.id));
      // Editing a saved item keeps its file unless a new one is chosen: no upload is required.
      return editsOwn && described.control === 'upload'
        ? { ...described, required: false }
        : described;
    }),
    submitId: submit?.id ?? null,
    statusTextId: status,
    errorTextId: errorText && errorText !== status && !inDoneState(errorText) ? errorText : null,
    steps,
    stateBoxId,
    doneStateId,
    confirmsOnly: inDoneState(status),
    successMessage: message,
    review: reviewText(ctx, steps),
    ...(quoted ? { success: formSuccess(ctx.promptText, quoted, submit?.id ?? null) } : {}),
    hidesAfter: root && status && hidesOnceSent(ctx, root, status) ? root.id : null,
    fnName: editsOwn ? `save${name}` : `submit${name}`,
    editsOwn: editsOwn ? { loadFnName: `getMy${name}` } : null,
    linkedField: null,
    fixedValues: editsOwn ? [] : fixedValues(ctx.promptText, collection, [...fields.values()]),
    total: null,
    limit: editsOwn ? null : formLimit(ctx.promptText, collection, [...fields.values()]),
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
  inputs: SiteElement[],
): SiteCollection | null {
  const { collections } = ctx.structure;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of collections) {
    const matched = mapInputs(inputs, c, ctx.promptText).size;
    // An input named for a field ('commentInput' → comment) counts before one that would fill
    // the display field for lack of another ('name' of Products).
    const named = inputs.filter((input) => namedField(input, c)).length;
    const mentioned = ctx.promptText.toLowerCase().includes(c.name.toLowerCase()) ? 5 : 0;
    const score =
      (root ? nameScore(root.id, c.name) * 2 : 0) + matched * 10 + named * 5 + mentioned;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  // None: no input fills a field of any collection and none is named, so saving would store an
  // empty item ('Contact form with name and email' on a site whose one collection is Products).
  return best;
}

/** Field types each input element can fill. */
const FIELD_TYPES_FOR: Record<string, FieldType[]> = {
  TextInput: ['text', 'rich-text', 'url', 'number', 'date', 'time', 'tags', 'address'],
  TextBox: ['text', 'rich-text'],
  Dropdown: ['text', 'reference', 'tags', 'number'],
  RadioButtonGroup: ['text', 'reference', 'tags', 'number'],
  Checkbox: ['boolean'],
  Switch: ['boolean'],
  CheckboxGroup: ['tags'],
  Slider: ['number'],
  DatePicker: ['date'],
  TimePicker: ['time', 'text'],
  UploadButton: ['image', 'document', 'video', 'audio', 'url'],
  AddressInput: ['address', 'text'],
  RatingsInput: ['number'],
};

/** Whether the input's id names a field of the collection its type can fill. */
function namedField(input: SiteElement, collection: SiteCollection): boolean {
  const types = FIELD_TYPES_FOR[input.veloType ?? ''] ?? [];
  const elementWords = elementFieldWords(input.id, collection);
  return collection.fields.some((f) => types.includes(f.type) && fieldScore(elementWords, f) >= 5);
}

const BODY_WORDS = ['text', 'body', 'comment', 'message', 'content', 'review', 'description'];

/** Each input to its best-matching field (each field used once). */
function mapInputs(
  inputs: SiteElement[],
  collection: SiteCollection | null,
  prompt: string,
): Map<SiteElement, SiteField> {
  const result = new Map<SiteElement, SiteField>();
  if (!collection) return result;
  const pairs: { input: SiteElement; field: SiteField; score: number; order: number }[] = [];
  inputs.forEach((input, order) => {
    const types = FIELD_TYPES_FOR[input.veloType ?? ''] ?? [];
    const elementWords = elementFieldWords(input.id, collection);
    for (const field of collection.fields) {
      if (!types.includes(field.type)) continue;
      const score = fieldScore(elementWords, field);
      if (score >= 5) pairs.push({ input, field, score, order });
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.order - b.order);
  const used = new Set<string>();
  for (const p of pairs) {
    if (result.has(p.input) || used.has(p.field.key)) continue;
    result.set(p.input, p.field);
    used.add(p.field.key);
  }
  // A switch or checkbox can fill nothing but a boolean: 'availableSwitch' fills the one left
  // ('onCall'), when only one is; an agreement box fills only an agreement.
  const booleans = (collection?.fields ?? []).filter(
    (f) => f.type === 'boolean' && !used.has(f.key),
  );
  const toggles = inputs.filter(
    (i) => !result.has(i) && (i.veloType === 'Switch' || i.veloType === 'Checkbox'),
  );
  const [onlyBoolean] = booleans;
  const consent = (name: string) => hasWord(name, CONSENT_WORDS);
  if (
    booleans.length === 1 &&
    toggles.length === 1 &&
    toggles[0] &&
    onlyBoolean &&
    consent(toggles[0].id) === consent(onlyBoolean.key)
  ) {
    result.set(toggles[0], onlyBoolean);
    used.add(onlyBoolean.key);
  }
  // An upload button fills a file field: 'artUpload' the one left it can fill ('artwork').
  const uploads = inputs.filter((i) => !result.has(i) && i.veloType === 'UploadButton');
  const [upload] = uploads;
  const files = collection.fields.filter(
    (f) => FIELD_TYPES_FOR['UploadButton']?.includes(f.type) && !used.has(f.key),
  );
  const [onlyFile] = files;
  if (uploads.length === 1 && files.length === 1 && upload && onlyFile) {
    result.set(upload, onlyFile);
    used.add(onlyFile.key);
  }
  // An input the prompt tells the field of: 'input1 (their name)', 'a time slot in
  // timeDropdown', 'write in input2 … the message' (a default id).
  for (const input of inputs) {
    if (result.has(input)) continue;
    const types = FIELD_TYPES_FOR[input.veloType ?? ''] ?? [];
    const field = saidFieldOf(prompt, input.id, collection).find(
      (f) => types.includes(f.type) && !used.has(f.key),
    );
    if (!field) continue;
    result.set(input, field);
    used.add(field.key);
  }
  // One text input left and the item's name field unfilled: 'addTaskButton adds a task from
  // newTaskInput' names the task by its title.
  const textInputs = inputs.filter(
    (i) => !result.has(i) && (i.veloType === 'TextInput' || i.veloType === 'TextBox'),
  );
  // A text box left is the item's body ('leave a review with ratingInput and reviewBox': its
  // text), not its name.
  const title = displayField(collection);
  const body =
    textInputs[0]?.veloType === 'TextBox'
      ? collection.fields.find(
          (f) =>
            (f.type === 'text' || f.type === 'rich-text') &&
            !used.has(f.key) &&
            hasWord(f.key, BODY_WORDS),
        )
      : undefined;
  const titleField = body ?? collection.fields.find((f) => f.key === title && !used.has(f.key));
  if (textInputs.length === 1 && inputs.length === result.size + 1 && titleField && textInputs[0]) {
    result.set(textInputs[0], titleField);
    used.add(titleField.key);
  }
  // Wix's default ids ('input1', 'checkbox2') say nothing: in the order they were added, each
  // takes the next field left that its type can fill, as the fields were declared. A named
  // input that matched nothing keeps its own key instead.
  for (const input of inputs) {
    if (result.has(input) || !isDefaultId(input.id)) continue;
    const types = FIELD_TYPES_FOR[input.veloType ?? ''] ?? [];
    const next = collection.fields.find((f) => types.includes(f.type) && !used.has(f.key));
    if (!next) continue;
    result.set(input, next);
    used.add(next.key);
  }
  return result;
}
