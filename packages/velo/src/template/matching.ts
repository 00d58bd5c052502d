import type { FieldType } from '@veloforge/shared';

import type { SiteCollection, SiteElement, SiteField, SiteStructure } from '../structure';
import { hasWord, isDefaultId, keyWords, singular, words, wordScore } from './naming';
import type { Binding } from './plan-types';
import { progressBinding } from './progress-bars';
import { fieldShownBy, fieldsNamedIn, fieldsSaidFor } from './field-names';
import { sentencesOf } from './keywords';
import { referencedCollection, referencedDate } from './references';
import { isPlainLabel, isStatusText } from './text-roles';

/** Words of a text that says something was done ('noteSavedText'). */
const SAID_DONE = ['saved', 'sent', 'posted', 'submitted', 'added'];

export { fieldsInPromptOrder, fieldsNamedIn } from './field-names';

/** Deciding which collection and which field an element shows, by name and type. */

/** What an element can show, from its Wix type; null for types the engine leaves alone. */
export function bindingKind(element: SiteElement): Binding['element'] | null {
  switch (element.veloType) {
    case 'Text':
      return 'text';
    case 'Image':
      return 'image';
    case 'Button':
      return 'button';
    case 'Checkbox':
      return 'checkbox';
    case 'VideoPlayer':
      return 'video';
    case 'Gallery':
      return 'gallery';
    case 'ProgressBar':
      return 'progress';
    case 'RatingsDisplay':
      return 'rating';
    case 'RadioButtonGroup':
    case 'Dropdown':
    case 'CheckboxGroup':
      return 'choices';
    case 'Box':
    case 'Container':
    case 'Section':
    case 'Column':
      return 'box';
    default:
      return null;
  }
}

const TEXT_SHOWABLE: FieldType[] = [
  'text',
  'address',
  'rich-text',
  'number',
  'date',
  'time',
  'tags',
  'boolean',
  'url',
  'reference',
  'multi-reference',
  'color',
];

export function compatible(kind: Binding['element'], type: FieldType): boolean {
  switch (kind) {
    case 'text':
      return TEXT_SHOWABLE.includes(type);
    case 'image':
      return type === 'image' || type === 'media-gallery';
    case 'button':
      return type === 'url';
    case 'checkbox':
    case 'box':
      return type === 'boolean';
    case 'video':
      return type === 'video';
    case 'gallery':
      return type === 'media-gallery';
    case 'progress':
    case 'rating':
      return type === 'number';
    case 'choices':
      return type === 'tags';
  }
}

/** Words an id uses to name a field type: 'postDate' hints a date field. */
const TYPE_HINTS: Partial<Record<FieldType, string[]>> = {
  date: ['date', 'when', 'day', 'posted', 'published'],
  time: ['time', 'clock'],
  number: ['price', 'count', 'number', 'amount', 'total', 'quantity', 'qty', 'age', 'rating'],
  image: ['image', 'photo', 'picture'],
  'media-gallery': ['gallery', 'photos', 'images', 'pictures', 'media'],
  url: ['link', 'url', 'website'],
  tags: ['tag', 'tags'],
};

/**
 * The words of an element id that may name a field: the collection's own words are dropped, and
 * their short forms ('propBeds' in Properties), and `shared`, a word every sibling's id starts
 * with ('listingBeds', 'listingPrice' …).
 */
export function elementFieldWords(
  elementId: string,
  collection: SiteCollection | null,
  shared?: string,
): string[] {
  // 'orderNo', 'invoiceNo': a trailing 'No' is a number ('no' alone says nothing).
  const said = keyWords(elementId);
  const all = said.length > 1 && said.at(-1) === 'no' ? [...said.slice(0, -1), 'number'] : said;
  if (!collection) return all;
  const own = keyWords(collection.name);
  const rest = all.filter(
    (w) => w !== shared && !own.some((o) => o === w || (w.length >= 3 && o.startsWith(w))),
  );
  return rest.length > 0 ? rest : all;
}

/** The first word of every id when at least three share it and it names no field. */
function sharedFirstWord(ids: string[], collection: SiteCollection): string | undefined {
  const first = ids.map((id) => keyWords(id)[0]);
  const word = first[0];
  if (ids.length < 3 || !word || first.some((w) => w !== word)) return undefined;
  return collection.fields.some((f) => wordScore([word], keyWords(f.key)) > 0) ? undefined : word;
}

/** How well an element id names a field; unmatched words on either side cost a little. */
export function fieldScore(elementWords: string[], field: SiteField): number {
  const fieldWords = keyWords(field.key);
  const base = wordScore(elementWords, fieldWords);
  if (base === 0) return 0;
  const hint = elementWords.some((w) => TYPE_HINTS[field.type]?.includes(w)) ? 5 : 0;
  const unmatchedElement = elementWords.filter((w) => wordScore([w], fieldWords) === 0).length;
  const unmatchedField = fieldWords.filter((w) => wordScore([w], elementWords) === 0).length;
  return base + hint - 3 * unmatchedElement - unmatchedField;
}

/** The field that names an item: title/name first, else the first text field. */
export function displayField(collection: SiteCollection): string | null {
  const texts = collection.fields.filter((f) => f.type === 'text');
  const named = texts.find((f) =>
    hasWord(f.key, ['title', 'name', 'question', 'label', 'heading']),
  );
  return (named ?? texts[0])?.key ?? null;
}

interface Candidate {
  element: SiteElement;
  kind: Binding['element'];
}

/**
 * The field types an unmatched element may take, in order: a text whose id hints a type
 * ('recipeDate') takes a field of that type before any text field, so it does not show the
 * next free text field instead.
 */
function fallbackTypes(c: Candidate): FieldType[] {
  if (c.kind === 'image') return ['image'];
  const own = keyWords(c.element.id);
  const hinted = (Object.keys(TYPE_HINTS) as FieldType[]).filter(
    (type) => compatible('text', type) && own.some((w) => TYPE_HINTS[type]?.includes(w)),
  );
  // 'petAge' hints a number: with none left it shows nothing, never the next text (vetNotes).
  return hinted.length > 0 ? hinted : ['text'];
}

/**
 * Binds elements to fields of one collection: best name matches first (each field used once),
 * then unnamed texts and images take the remaining fields of their type in declaration order.
 */
export function assignBindings(
  elements: SiteElement[],
  collection: SiteCollection,
  structure: SiteStructure,
  options: {
    fallback: boolean;
    mentioned?: SiteField[];
    prompt?: string;
    /** Choice controls take an item's own choices: only in a repeater, per item. */
    itemChoices?: boolean;
  },
): Binding[] {
  const candidates: Candidate[] = [];
  for (const element of elements) {
    const kind = bindingKind(element);
    if (kind && (kind !== 'choices' || options.itemChoices)) candidates.push({ element, kind });
  }
  const pairs: { c: Candidate; field: SiteField; score: number; order: number }[] = [];
  const shared = sharedFirstWord(
    candidates.map((c) => c.element.id),
    collection,
  );
  candidates.forEach((c, index) => {
    const elementWords = elementFieldWords(c.element.id, collection, shared);
    // '#kayakPrice shows the daily rate', '#guideRate shows guideFee': the field its clause names
    // comes before the one its id's words name (price ~ fee, rate).
    const said = options.prompt ? fieldShownBy(options.prompt, c.element.id, collection) : null;
    // 'wallDate' names a day: never a yes/no field it shares another word with (shareOnWall).
    const day = c.kind === 'text' && fallbackTypes(c).includes('date');
    for (const field of collection.fields) {
      if (!compatible(c.kind, field.type) || (day && field.type === 'boolean')) continue;
      if (
        field.type === 'reference' &&
        c.kind === 'text' &&
        !referencedCollection(field, structure, collection)
      ) {
        continue;
      }
      // A field whose key is a role word ('item' of FoundItems) is named by that word in the id.
      const roleKey =
        keyWords(field.key).length === 0 &&
        words(c.element.id).map(singular).includes(field.key.toLowerCase());
      const score = (roleKey ? 12 : fieldScore(elementWords, field)) + (field === said ? 20 : 0);
      if (score >= 5) pairs.push({ c, field, score, order: index });
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.order - b.order);
  const bound = new Map<SiteElement, SiteField>();
  const targets = new Map<SiteElement, string | undefined>();
  const choiceFields = new Map<SiteElement, SiteField[]>();
  /** A reference bound to show a field of its item other than the title ('signupShiftDate'). */
  const shownOfRef = new Map<SiteElement, SiteField>();
  const used = new Set<string>();
  for (const pair of pairs) {
    if (bound.has(pair.c.element) || used.has(pair.field.key)) continue;
    bound.set(pair.c.element, pair.field);
    used.add(pair.field.key);
  }
  // A progress bar its sentence gives a figure and its goal ('shows how much of the goal has
  // been raised').
  for (const c of candidates) {
    if (c.kind === 'choices' && !bound.has(c.element) && options.prompt !== undefined) {
      // 'answerRadio (options from the question's choices)': the tags field its sentence names.
      const sentence = sentencesOf(options.prompt).find((s) => s.includes(c.element.id)) ?? '';
      const after = sentence.slice(sentence.indexOf(c.element.id) + c.element.id.length);
      const named = fieldsNamedIn(after, collection);
      const tags = named.find((f) => f.type === 'tags');
      // 'answerRadio with the options optionA, optionB, optionC': one field per option.
      const optionFields = named.filter((f) => f.type === 'text' && !used.has(f.key));
      const [firstOption] = optionFields;
      if (tags) bound.set(c.element, tags);
      else if (
        firstOption &&
        optionFields.length >= 2 &&
        /\b(?:options?|choices?)\b/i.test(after)
      ) {
        bound.set(c.element, firstOption);
        choiceFields.set(c.element, optionFields);
      }
      continue;
    }
    if (c.kind !== 'progress' || options.prompt === undefined) continue;
    const progress = progressBinding(options.prompt, c.element, collection);
    if (!progress) continue;
    // The sentence's figures over the bar's name ('lessonsBar showing completedLessons of …').
    const byName = bound.get(c.element);
    if (byName) used.delete(byName.key);
    bound.set(c.element, progress.field);
    targets.set(c.element, progress.target);
  }
  // 'bedrooms in listingBeds', 'bedsText shows the bedrooms': the field its clause names, where
  // the id's words name none (before, the next free text field: listingBeds showed the title).
  for (const c of candidates) {
    if (bound.has(c.element) || (c.kind !== 'text' && c.kind !== 'image') || !options.prompt)
      continue;
    const said = fieldsSaidFor(options.prompt, c.element.id, collection).find(
      (f) => compatible(c.kind, f.type) && !used.has(f.key),
    );
    if (!said) continue;
    bound.set(c.element, said);
    used.add(said.key);
  }
  if (options.fallback) {
    for (const c of candidates) {
      if (bound.has(c.element) || (c.kind !== 'text' && c.kind !== 'image')) continue;
      if (c.kind === 'text' && isPlainLabel(c.element.id)) continue;
      // 'noteSavedText', 'errorMsg': a text that says how something went shows no field.
      if (c.kind === 'text' && (isStatusText(c.element.id) || hasWord(c.element.id, SAID_DONE)))
        continue;
      const typed = fallbackTypes(c).reduce<SiteField | undefined>(
        (found, type) =>
          found ?? collection.fields.find((f) => f.type === type && !used.has(f.key)),
        undefined,
      );
      // 'text2' says nothing: the next field the prompt lists ('with name, price and image');
      // so does 'itemArea', which would take a field by its type ('with title, price and
      // neighborhood' is the neighborhood, not the first text field declared).
      const said =
        c.kind !== 'text'
          ? undefined
          : isDefaultId(c.element.id)
            ? options.mentioned?.find((f) => compatible('text', f.type) && !used.has(f.key))
            : typed &&
              options.mentioned?.find(
                (f) => f.type === typed.type && !used.has(f.key) && !isIdField(f),
              );
      // 'signupShiftDate' in a list of Signups with a `shift` reference: the shift's date.
      const linked = c.kind === 'text' ? referencedDate(c.element, collection, structure) : null;
      if (linked) {
        bound.set(c.element, linked.reference);
        shownOfRef.set(c.element, linked.date);
        continue;
      }
      // 'reqDate … with the date submitted' where the collection has no date: the day it was saved.
      const saved =
        c.kind === 'text' &&
        fallbackTypes(c).includes('date') &&
        !collection.fields.some((f) => f.type === 'date')
          ? ({ key: '_createdDate', type: 'date' } as const)
          : undefined;
      const free =
        said ??
        saved ??
        typed ??
        // Nothing else left for 'text2': any field a text can show, as declared.
        (isDefaultId(c.element.id) && c.kind === 'text'
          ? collection.fields.find((f) => compatible('text', f.type) && !used.has(f.key))
          : undefined);
      if (!free) continue;
      bound.set(c.element, free);
      used.add(free.key);
    }
  }
  return candidates.flatMap((c) => {
    const field = bound.get(c.element);
    if (!field) return [];
    const target = referencedCollection(field, structure, collection);
    const refDate = shownOfRef.get(c.element);
    const refDisplay = c.kind === 'text' && target ? (refDate?.key ?? displayField(target)) : null;
    const goal = c.kind === 'progress' ? targets.get(c.element) : undefined;
    const options = choiceFields.get(c.element);
    return [
      {
        elementId: c.element.id,
        element: c.kind,
        field,
        ...(refDisplay ? { refDisplay } : {}),
        ...(refDate ? { refDisplayType: refDate.type } : {}),
        ...(goal ? { target: goal } : {}),
        ...(options ? { choiceFields: options } : {}),
      },
    ];
  });
}

/** The field of one of `types` that `own` words name best (score above 4), or null. */
export function bestField(
  own: string[],
  fields: SiteField[],
  types: FieldType[],
): SiteField | null {
  let best: SiteField | null = null;
  let bestScore = 4;
  for (const field of fields) {
    if (!types.includes(field.type)) continue;
    const score = fieldScore(own, field);
    if (score > bestScore) [best, bestScore] = [field, score];
  }
  return best;
}

/** A field holding an id ('patientId'): said beside a list to say whose items, not shown. */
function isIdField(field: SiteField): boolean {
  return words(field.key).at(-1)?.toLowerCase() === 'id';
}
