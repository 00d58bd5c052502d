import type { SiteField, SiteStructure } from '../structure';
import { quotedTexts, sentencesOf } from './keywords';
import { referencedCollection } from './references';
import { FULL } from './plan-form-limits';
import { hasWord, singularLabel } from './naming';
import type { PromptFunction } from './plan-types';

/**
 * An add function that refuses once the item it joins is full ('registerForEvent(eventId, …) adds
 * a row to Registrations; it fails with "This event is full" if the event already has as many
 * registrations as its capacity'): the rows naming that item are counted against its number field.
 */
export interface FunctionCapacity {
  /** The reference field the caller fills: the item joined. */
  reference: SiteField;
  /** The joined item's collection and its number field holding how many may join. */
  of: string;
  field: string;
  message: string;
}

const CAPACITY = ['capacity', 'seats', 'spots', 'places', 'max', 'maximum', 'limit'];

export function capacityOf(
  structure: SiteStructure,
  promptText: string,
  own: string,
  fn: PromptFunction,
): FunctionCapacity | null {
  // The function's sentence and the next when it goes on about it ('…; it fails if …').
  const sentences = sentencesOf(promptText);
  const next = sentences[sentences.indexOf(own) + 1] ?? '';
  const goesOn = new RegExp(String.raw`^(?:it|this|that|the function|${fn.name})\b`, 'i');
  const sentence = goesOn.test(next) ? `${own} ${next}` : own;
  if (fn.kind !== 'create' || !FULL.test(sentence)) return null;
  for (const { field } of fn.fields) {
    const joined = referencedCollection(field, structure, fn.collection);
    const limit = joined?.fields.find((f) => f.type === 'number' && hasWord(f.key, CAPACITY));
    if (!joined || !limit) continue;
    return {
      reference: field,
      of: joined.name,
      field: limit.key,
      message: quotedTexts(sentence)[0] ?? `Sorry, this ${singularLabel(joined.name)} is full.`,
    };
  }
  return null;
}
