import type { FieldType } from '@veloforge/shared';

import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { displayField, elementFieldWords, fieldScore } from './matching';
import { hasWord, isDefaultId, nounForms } from './naming';
import { CONSENT_WORDS } from './plan-form-inputs';
import { saidFieldOf } from './plan-form-wording';
import { fieldByPlace, keyOfId } from './plan-form-gaps';

/** Which field of the collection each form input fills. */

/** Field types each input element can fill. */
export const FIELD_TYPES_FOR: Record<string, FieldType[]> = {
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

/**
 * A Yes/No field named by a dropdown or radio group ('attendingRadio' for attending): the choice
 * is saved as true or false; a Time field's choice as that time. Only by name or the prompt's
 * words, never by order alone.
 */
const NAMED_TYPES_FOR: Record<string, FieldType[]> = {
  // '#time' dropdown of 09:00, 09:30 …: the appointment's Time field.
  Dropdown: ['boolean', 'time'],
  RadioButtonGroup: ['boolean', 'time'],
};

/** Field types `input` can fill once its name or the prompt says which field it is. */
export function namedTypesFor(input: SiteElement): FieldType[] {
  const type = input.veloType ?? '';
  return [...(FIELD_TYPES_FOR[type] ?? []), ...(NAMED_TYPES_FOR[type] ?? [])];
}

/** Words of an input's id that say it takes a count: 'qtyInput', 'howManyInput'. */
const COUNT_WORDS = ['qty', 'quantity', 'count', 'number', 'num', 'amount', 'many'];

const BODY_WORDS = ['text', 'body', 'comment', 'message', 'content', 'review', 'description'];

/** Each input to its best-matching field (each field used once). */
/** Fields a form's fixed values or later steps set ('status'), which no leftover input fills. */
const STATE_WORDS = ['status', 'state', 'stage', 'approved', 'published', 'owner', 'member', 'id'];

export function mapInputs(
  inputs: SiteElement[],
  collection: SiteCollection | null,
  prompt: string,
): Map<SiteElement, SiteField> {
  const result = new Map<SiteElement, SiteField>();
  if (!collection) return result;
  const pairs: { input: SiteElement; field: SiteField; score: number; order: number }[] = [];
  inputs.forEach((input, order) => {
    const types = namedTypesFor(input);
    const elementWords = elementFieldWords(input.id, collection);
    const exact = keyOfId(input, collection.fields);
    for (const field of collection.fields) {
      if (!types.includes(field.type)) continue;
      const score = field === exact ? 100 : fieldScore(elementWords, field);
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
  // An upload button fills a file field: 'artUpload' the one left it can fill ('artwork'); a
  // date picker the one date left ('#kidBirthday' for birthDate: the child's birthday was lost).
  for (const veloType of ['UploadButton', 'DatePicker']) {
    const [input, ...moreInputs] = inputs.filter((i) => !result.has(i) && i.veloType === veloType);
    const [onlyField, ...moreFields] = collection.fields.filter(
      (f) => FIELD_TYPES_FOR[veloType]?.includes(f.type) && !used.has(f.key),
    );
    if (input && onlyField && moreInputs.length + moreFields.length === 0) {
      result.set(input, onlyField);
      used.add(onlyField.key);
    }
  }
  // An input the prompt tells the field of: 'input1 (their name)', 'a time slot in
  // timeDropdown', 'write in input2 … the message' (a default id).
  for (const input of inputs) {
    if (result.has(input)) continue;
    const types = namedTypesFor(input);
    const field = saidFieldOf(prompt, input.id, collection).find(
      (f) => types.includes(f.type) && !used.has(f.key),
    );
    if (!field) continue;
    result.set(input, field);
    used.add(field.key);
  }
  // 'name, email, product, quantity': the one field between those of the inputs around it.
  for (const input of inputs) {
    if (result.has(input)) continue;
    const types = FIELD_TYPES_FOR[input.veloType ?? ''] ?? [];
    const usable = (f: SiteField) => types.includes(f.type) && !used.has(f.key);
    const field = fieldByPlace(input, inputs, result, usable, prompt, collection);
    if (!field) continue;
    result.set(input, field);
    used.add(field.key);
  }
  // 'pollDropdown has the options from PollOptions' beside Votes' one reference ('option'): the
  // item chosen is what the form saves, whatever the two are called.
  const [choice, ...moreChoices] = inputs.filter(
    (i) => !result.has(i) && (i.veloType === 'Dropdown' || i.veloType === 'RadioButtonGroup'),
  );
  const [reference, ...moreReferences] = collection.fields.filter(
    (f) => f.type === 'reference' && !used.has(f.key),
  );
  if (choice && reference && moreChoices.length + moreReferences.length === 0) {
    result.set(choice, reference);
    used.add(reference.key);
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
  // 'qName, qText and askBtn save to GuestQuestions': one named text input and one text field
  // left ('question'), which the prompt says nothing else of, are each other's. The typed
  // question was cleared on sending and never saved.
  const textLeft = inputs.filter(
    (i) =>
      !result.has(i) &&
      !isDefaultId(i.id) &&
      (i.veloType === 'TextInput' || i.veloType === 'TextBox'),
  );
  const fieldsLeft = collection.fields.filter(
    (f) =>
      (f.type === 'text' || f.type === 'rich-text') &&
      !used.has(f.key) &&
      !hasWord(f.key, STATE_WORDS) &&
      // 'request' of PrayerRequests is said of the items too ('submit a prayer request').
      (nounForms(collection.name).includes(f.key.toLowerCase()) ||
        !new RegExp(String.raw`\b${f.key}\b`, 'i').test(prompt)),
  );
  const [onlyText] = textLeft;
  const [onlyField] = fieldsLeft;
  if (textLeft.length === 1 && fieldsLeft.length === 1 && onlyText && onlyField) {
    result.set(onlyText, onlyField);
    used.add(onlyField.key);
  }
  // '#qtyInput' beside the one number field left ('cakes'): the count typed is that count. It
  // was read, checked and never saved.
  const [count, ...moreCounts] = inputs.filter(
    (i) => !result.has(i) && i.veloType === 'TextInput' && hasWord(i.id, COUNT_WORDS),
  );
  const [number, ...moreNumbers] = collection.fields.filter(
    (f) => f.type === 'number' && !used.has(f.key),
  );
  if (count && number && moreCounts.length + moreNumbers.length === 0) {
    result.set(count, number);
    used.add(number.key);
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
