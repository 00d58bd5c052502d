import {
  enclosingRepeater,
  type SiteCollection,
  type SiteElement,
  type SiteField,
} from '../structure';
import { anyQuotedTexts, idPattern, sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { referenceFieldTo } from './references';
import { humanize, keyWords, pascal, singularLabel, nounForms } from './naming';
import { isStatusText } from './text-roles';
import {
  type PlanContext,
  isButton,
  isInput,
  ownDescendants,
  planItemButtons,
} from './plan-context';
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
  /**
   * Inputs and the fields they fill: a date picker, an email input on the page, or one in the
   * button's own item ('#answerBox'), read from that item; `label` names it in a refusal.
   */
  inputs: {
    elementId: string;
    field: SiteField;
    label: string;
    inItem?: true;
    long?: true;
    /** A dropdown or radio buttons: its value is picked, not typed. */
    picked?: true;
  }[];
  /** A text in the item that says how the save went ('#answerStatus'). */
  itemTextId?: string | null;
  /** What the visitor is told once it is saved: the prompt's words for that text, or a thanks. */
  success: string;
  /** 'Members type an answer': only signed-in members save one; a visitor logs in first. */
  membersOnly?: true;
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

const MEMBERS = /\b(?:members?|logged[- ]in|signed[- ]in)\b/i;
/** 'Visitors aren't logged in', 'no login needed': said of those who need not be members. */
const NOT_MEMBERS =
  /\b(?:aren't|are not|isn't|is not|not|without being|no need to be|needn't be|don't need to be)\s+(?:logged|signed)[- ]in\b|\bno (?:login|account|sign[- ]in)\b/gi;

export function planItemRows(ctx: PlanContext, lists: ListPlan[]): void {
  planItemButtons(ctx, lists, (buttonId, listed) => rowAddOf(ctx, buttonId, listed));
}

function rowAddOf(ctx: PlanContext, buttonId: string, listed: SiteCollection): ItemRowAdd | null {
  const sentences = sentencesOf(ctx.promptText);
  const repeater = enclosingRepeater(ctx.structure, buttonId);
  const inItem = (id: string) =>
    repeater !== null && enclosingRepeater(ctx.structure, id) === repeater;
  // 'Each item has commentInput and postButton. postButton saves a comment …': the one saving.
  let at = sentences.findIndex(
    (s) => new RegExp(String.raw`\b${buttonId}\b`).test(s) && SAVES.test(s),
  );
  // 'Members can add a note per task': said in words, of the item's one button the prompt
  // never names; the inputs beside it are the ones it sends.
  const inWords = at < 0 && repeater !== null && onlyUnnamedButton(ctx, repeater, buttonId);
  if (inWords) at = sentences.findIndex((s) => perItemWrite(listed).test(s));
  const sentence = sentences[at];
  if (!sentence) return null;
  for (const collection of ctx.structure.collections) {
    const field = referenceFieldTo(collection, listed.name, ctx.structure);
    const noun = keyWords(singularLabel(collection.name));
    if (!field || !noun.some((w) => keyWords(sentence).includes(w))) continue;
    const inputs = ctx.structure.elements
      .filter(
        (e) =>
          isInput(e) &&
          (new RegExp(String.raw`\b${e.id}\b`).test(ctx.promptText) ||
            (inWords && inItem(e.id) && !ctx.claimed.has(e.id))),
      )
      .flatMap((e) => {
        const said = e.id.replace(/(?:Input|Picker|Field|Box|Area|Dropdown|Radio|Select)$/, '');
        const picked = e.veloType === 'Dropdown' || e.veloType === 'RadioButtonGroup';
        // 'with the stars from ratingDropdown': the field said to come from it, else its name's.
        const from = new RegExp(
          String.raw`\b(?:the|a|an|their|its)\s+(\w+(?:\s+\w+)?)\s+(?:from|in|typed in|chosen in|picked in)\s+(?:the\s+)?#?${e.id}\b`,
          'i',
        ).exec(ctx.promptText)?.[1];
        const [named] = [
          ...(from ? fieldsNamedIn(from, collection) : []),
          ...fieldsNamedIn(said, collection),
        ];
        const typed =
          named ??
          (e.veloType === 'DatePicker'
            ? collection.fields.find((f) => f.type === 'date')
            : inItem(e.id)
              ? onlyTextField(collection, field)
              : undefined);
        if (!typed || typed === field) return [];
        return [
          {
            elementId: e.id,
            field: typed,
            // A choice is asked for by its own name ('ratingDropdown': a rating).
            label: humanize(named && !picked ? typed.key : said).toLowerCase(),
            ...(inItem(e.id) ? { inItem: true as const } : {}),
            ...(e.veloType === 'TextBox' ? { long: true as const } : {}),
            ...(picked ? { picked: true as const } : {}),
          },
        ];
      });
    if (inputs.length === 0) return null;
    for (const i of inputs) if (i.inItem) ctx.claimed.add(i.elementId);
    const about = sentences.slice(at).join(' ');
    const itemText = repeater ? itemStatusText(ctx, repeater, buttonId, inputs) : null;
    if (itemText) ctx.claimed.add(itemText.id);
    const said = itemText
      ? sentencesOf(ctx.promptText).filter((s) => idPattern(itemText.id).test(s))
      : [];
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
      itemTextId: itemText?.id ?? null,
      success:
        said.flatMap(anyQuotedTexts)[0] ??
        `Thanks! Your ${singularLabel(collection.name)} is saved.`,
      ...(MEMBERS.test(about.replace(NOT_MEMBERS, ' ')) ? { membersOnly: true as const } : {}),
    };
  }
  return null;
}

/** 'add a note per task', 'leave a comment on each photo': a row written about each item. */
function perItemWrite(listed: SiteCollection): RegExp {
  const items = nounForms(listed.name).join('|');
  return new RegExp(
    String.raw`\b(?:add|leave|post|write|submit|attach)s?\b[^.;]{0,60}\b(?:per|on|to|for|under|about)\s+(?:a|an|the|each|every|any)?\s*(?:${items})\b`,
    'i',
  );
}

/** The button is the only one in its item that the prompt does not name. */
function onlyUnnamedButton(ctx: PlanContext, repeater: SiteElement, buttonId: string): boolean {
  const unnamed = ownDescendants(ctx.structure, repeater.id).filter(
    (e) => isButton(e) && !ctx.claimed.has(e.id) && !idPattern(e.id).test(ctx.promptText),
  );
  return unnamed.length === 1 && unnamed[0]?.id === buttonId;
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

/** 'Each item has #answerBox': the one text field of the row an input in the item fills. */
function onlyTextField(collection: SiteCollection, reference: SiteField): SiteField | undefined {
  const texts = collection.fields.filter(
    (f) => f !== reference && (f.type === 'text' || f.type === 'rich-text'),
  );
  return texts.length === 1 ? texts[0] : undefined;
}

/**
 * "Show 'Answer posted' in #answerStatus inside the item": a text in the button's item that the
 * prompt names with the button or its inputs, or by its name ('statusText').
 */
function itemStatusText(
  ctx: PlanContext,
  repeater: SiteElement,
  buttonId: string,
  inputs: ItemRowAdd['inputs'],
): SiteElement | null {
  const ids = [buttonId, ...inputs.filter((i) => i.inItem).map((i) => i.elementId)];
  const texts = ownDescendants(ctx.structure, repeater.id).filter(
    (e) => e.veloType === 'Text' && !ctx.claimed.has(e.id),
  );
  const said = (id: string) => sentencesOf(ctx.promptText).filter((s) => idPattern(id).test(s));
  return (
    texts.find((t) => said(t.id).some((s) => ids.some((id) => idPattern(id).test(s)))) ??
    texts.find((t) => isStatusText(t.id) && said(t.id).length > 0) ??
    null
  );
}
