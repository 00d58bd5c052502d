import type { SiteCollection, SiteField } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { fieldsNamedIn, referenceFieldTo } from './matching';
import { keyWords, pascal, singularLabel, nounForms } from './naming';
import { type PlanContext, isInput, planItemButtons } from './plan-context';
import type { ListPlan } from './plan-types';

/**
 * A button in each item that saves a row about that item with what the visitor typed on the page:
 * 'bookSlotButton books it: it saves a booking with the date, the slot and the visitor's email
 * from emailInput'. The row names the item in its reference field and takes the page inputs the
 * sentence names; 'the server must check that the slot is still free' refuses a second row with
 * the same item and values, with the prompt's quoted words.
 */
export interface ItemRowAdd {
  kind: 'addRow';
  buttonId: string;
  collection: SiteCollection;
  /** The reference field naming the item. */
  field: SiteField;
  /** Page inputs and the fields they fill: a date picker, an email input. */
  inputs: { elementId: string; field: SiteField }[];
  /** Refused when a row with the same item and these fields exists; `message` says so. */
  unique: { fields: SiteField[]; message: string } | null;
  fnName: string;
  /**
   * The list shows only the items with no row on the day chosen ('shows the time slots … that
   * are not already booked for that date'): that date input, and the web method reading them.
   */
  hidesTaken: { dateInputId: string; fnName: string } | null;
}

const SAVES = /\b(?:saves?|adds?|creates?|books?|reserves?|inserts?|stores?)\b/i;
const STILL_FREE =
  /\b(?:still (?:free|available|open)|not (?:already )?(?:booked|taken|reserved)|already (?:booked|taken|reserved)|double[- ]book|was (?:just )?taken)\b/i;

export function planItemRows(ctx: PlanContext, lists: ListPlan[]): void {
  planItemButtons(ctx, lists, (buttonId, listed) => rowAddOf(ctx, buttonId, listed));
}

function rowAddOf(ctx: PlanContext, buttonId: string, listed: SiteCollection): ItemRowAdd | null {
  const sentences = sentencesOf(ctx.promptText);
  const at = sentences.findIndex((s) => new RegExp(String.raw`\b${buttonId}\b`).test(s));
  const sentence = sentences[at];
  if (!sentence || !SAVES.test(sentence)) return null;
  for (const collection of ctx.structure.collections) {
    const field = referenceFieldTo(collection, listed.name, ctx.structure);
    const noun = keyWords(singularLabel(collection.name));
    if (!field || !noun.some((w) => keyWords(sentence).includes(w))) continue;
    const inputs = ctx.structure.elements
      .filter((e) => isInput(e) && new RegExp(String.raw`\b${e.id}\b`).test(ctx.promptText))
      .flatMap((e) => {
        const [named] = fieldsNamedIn(e.id.replace(/(?:Input|Picker|Field|Box)$/, ''), collection);
        const typed =
          named ??
          (e.veloType === 'DatePicker'
            ? collection.fields.find((f) => f.type === 'date')
            : undefined);
        return typed && typed !== field ? [{ elementId: e.id, field: typed }] : [];
      });
    if (inputs.length === 0) return null;
    const about = sentences.slice(at).join(' ');
    const free = STILL_FREE.test(about);
    const quoted = anyQuotedTexts(about)[0];
    const dates = inputs.filter((i) => i.field.type === 'date').map((i) => i.field);
    return {
      kind: 'addRow',
      buttonId,
      collection,
      field,
      inputs,
      unique: free
        ? {
            fields: dates,
            message:
              quoted ??
              `That ${singularLabel(listed.name)} is already booked${dates.length ? ' for that date' : ''}.`,
          }
        : null,
      fnName: `add${pascal(singularLabel(collection.name))}`,
      hidesTaken: hidesTaken(ctx.promptText, listed, inputs),
    };
  }
  return null;
}

/** 'slotsRepeater shows the slots that are not already booked for that date': by its date input. */
function hidesTaken(
  prompt: string,
  listed: SiteCollection,
  inputs: ItemRowAdd['inputs'],
): ItemRowAdd['hidesTaken'] {
  const date = inputs.find((i) => i.field.type === 'date');
  const items = nounForms(listed.name).join('|');
  const said = new RegExp(
    String.raw`\b(?:${items})\b[^.]{0,80}\b(?:not (?:already |yet )?(?:booked|taken|reserved)|still (?:free|available|open)|(?:free|available|open) (?:on|for) (?:that|the (?:chosen|selected|picked)) (?:date|day))\b|\b(?:free|available|open|unbooked) (?:${items})\b`,
    'i',
  );
  if (!date || !said.test(prompt)) return null;
  return {
    dateInputId: date.elementId,
    fnName: `getTaken${pascal(nounForms(listed.name)[0] ?? listed.name)}`,
  };
}
