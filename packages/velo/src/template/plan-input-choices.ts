import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { anyQuotedTexts, sentenceNaming } from './keywords';
import { displayField } from './matching';
import { nameScore, nounForms } from './naming';
import { itemChoices } from './options-lookup';
import { memberKeyIn } from './own-items-key';
import type { PlanContext } from './plan-context';
import { listedChoices } from './plan-input-rules';
import type { FormInput, OptionsSource } from './plan-types';

/** The choices of a dropdown, radio or checkbox group input, and how a chosen one is sent. */

/**
 * A choice input's options: the items of the collection it names ('serviceDropdown' → Services),
 * or of the collection a reference field points to; otherwise the editor's own options stay.
 */
export function choiceOptions(
  ctx: PlanContext,
  input: SiteElement,
  field: SiteField | null,
  owner: SiteCollection | null,
): OptionsSource | null {
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of ctx.structure.collections) {
    if (c === owner) continue;
    const score = Math.max(nameScore(input.id, c.name), field ? nameScore(field.key, c.name) : 0);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (!best || bestScore < 10) return null;
  // '(options from the Students collection: label name, value memberId)': the fields it names.
  const sentence = sentenceNaming(ctx.promptText, input.id) ?? '';
  const source = best;
  const said = (word: 'label' | 'value') => {
    const key = new RegExp(String.raw`\b${word}s?\s*(?:=|:|is|are|from)?\s*(?:the\s+)?(\w+)`, 'i')
      .exec(sentence)?.[1]
      ?.toLowerCase();
    return source.fields.find((f) => f.key.toLowerCase() === key)?.key;
  };
  const label = said('label') ?? displayField(best);
  if (!label) return null;
  const valueField = field?.type === 'reference' ? '_id' : (said('value') ?? label);
  const choices = itemChoices(best.name, label, valueField);
  const ownedBy = ownChoicesField(ctx, input, best);
  return ownedBy ? { ...choices, ownedBy } : choices;
}

/**
 * Where the member's id is, when the input's words keep its choices to the member's own items
 * ('#dogDropdown (only their own dogs)', '#childDropdown (their own Children rows only)', "filled
 * with the member's own Pets").
 */
function ownChoicesField(
  ctx: PlanContext,
  input: SiteElement,
  collection: SiteCollection,
): string | null {
  const sentence = sentenceNaming(ctx.promptText, input.id) ?? '';
  const at = sentence.search(new RegExp(String.raw`\b${input.id}\b`));
  const about = sentence.slice(at, at + 120);
  // "filled with the member's own Pets", "lists the signed-in member's pets".
  const member = String.raw`(?:the\s+)?(?:signed[- ]in\s+|logged[- ]in\s+|current\s+)?(?:member|user|customer|client)(?:'s|’s)`;
  const own = new RegExp(
    String.raw`\b(?:their|his|her|my|your|${member}) own\b|\b${member}\s+(?:${nounForms(collection.name).join('|')})\b`,
    'i',
  );
  if (!own.test(about)) return null;
  return memberKeyIn(collection)?.key ?? '_owner';
}

/** The choices the prompt lists for the input, else those of the collection it names. */
export function choicesOf(
  ctx: PlanContext,
  input: SiteElement,
  field: SiteField | null,
  owner: SiteCollection | null,
  ids: string[],
): OptionsSource | null {
  const listed = listedChoices(ctx.promptText, input.id, ids);
  if (field?.type === 'boolean') return yesNoChoices(listed);
  if (!listed) return choiceOptions(ctx, input, field, owner);
  // '(Low / Normal / Urgent, default Normal)': a choice picked at the start, not a fourth one.
  const said = listed.find((v) => /^default\s+\S/i.test(v));
  const values = listed.filter((v) => v !== said);
  const chosen = said?.replace(/^default\s+/i, '');
  const stored = storedChoices(ctx.promptText, input.id, values);
  if (stored) return { kind: 'fixed', values: stored, labels: values };
  return chosen && values.includes(chosen)
    ? { kind: 'fixed', values, defaultValue: chosen }
    : { kind: 'fixed', values };
}

/**
 * "(Small $25/wk, Medium $35/wk, Large $45/wk) — store 'Small', 'Medium' or 'Large'": the words
 * saved for each listed choice, each the start of its label, in order. Null unless all are.
 */
function storedChoices(prompt: string, id: string, labels: string[]): string[] | null {
  const sentence = sentenceNaming(prompt, id) ?? '';
  const said =
    /\b(?:store|stores|stored as|save|saves|saved as|values? (?:are|is))\s+((?:'[^'\n]{1,40}'|"[^"\n]{1,40}")(?:\s*(?:,|or|and|,\s*or)\s*(?:'[^'\n]{1,40}'|"[^"\n]{1,40}"))+)/i.exec(
      sentence,
    );
  const stored = said ? anyQuotedTexts(said[1] ?? '') : [];
  return stored.length === labels.length &&
    stored.every((v, i) => labels[i]?.toLowerCase().startsWith(v.toLowerCase()))
    ? stored
    : null;
}

/** A listed choice that means no: 'No', 'Not attending', "Can't make it". */
const NEGATIVE_CHOICE = /^(?:no|not|nope|decline[sd]?|can'?t|cannot|won'?t|unable|absent|false)\b/i;

/**
 * The two choices of a Yes/No field, in the prompt's words when it lists two ('Going / Not
 * going'): the page sends 'yes' or 'no' and the item stores true or false.
 */
function yesNoChoices(listed: string[] | null): OptionsSource {
  const labels = listed?.length === 2 ? listed : ['Yes', 'No'];
  const negative = labels.map((label) => NEGATIVE_CHOICE.test(label));
  // The one that says no is false; otherwise the first listed is yes.
  const noAt = negative[0] && !negative[1] ? 0 : 1;
  const values = labels.map((_, i) => (i === noAt ? 'no' : 'yes'));
  return { kind: 'fixed', values, labels, yesNo: true };
}

/** A dropdown or radio group filling a Yes/No field: 'yes' or 'no', saved as true or false. */
export function isYesNoChoice(input: FormInput): boolean {
  return input.kind === 'choice' && input.field?.type === 'boolean';
}

/** A dropdown or radio group whose choices are stored in a Number field: sent as a number. */
export function isNumberChoice(input: FormInput): boolean {
  return input.kind === 'choice' && input.field?.type === 'number';
}
