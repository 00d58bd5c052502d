import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { bestField } from './matching';
import { isStatusText } from './text-roles';
import { idPattern, sentencesOf } from './keywords';
import { hasWord, keyWords } from './naming';
import { type PlanContext, isButton, isInput, pageLevel } from './plan-context';
import { itemRemoval, itemUpdate } from './plan-item-changes';
import type { ItemAction } from './plan-types';

/** What clicking a table row does: open the row's item page, or a lightbox with the row. */
export type RowAction =
  | { kind: 'navigate'; pathPrefix: string; fields: string[] }
  | { kind: 'lightbox'; name: string }
  /** 'When they select a row in myJobsTable, applicationsRepeater shows its Applications'. */
  | { kind: 'children'; listId: string; listName: string; key: string }
  /**
   * Buttons beside the table act on the row selected ('markShippedButton'); `shows` are texts
   * the selection fills ('show its details in detailsText').
   */
  | { kind: 'select'; buttons: RowButton[]; shows: { elementId: string; field: string }[] }
  /** 'Clicking a row fills jobTitleText and shows applyBox': as an item button's openBox. */
  | {
      kind: 'openBox';
      boxId: string;
      shows: { elementId: string; field: string }[];
      itemVar: string;
    };

/**
 * Buttons beside a table that act on the row selected in it: 'When the admin selects a row,
 * markShippedButton sets its status to shipped and cancelButton sets it to cancelled after a
 * confirmation.' Each is an update or a removal of that row's item, like an item button's.
 */
export interface RowButton {
  action: Extract<ItemAction, { kind: 'update' | 'remove' }>;
  /** Inputs beside the table whose values the update saves ('type a reply in replyBox'). */
  inputs: { elementId: string; field: SiteField }[];
}

const REMOVE_WORDS = ['remove', 'delete', 'trash', 'discard', 'erase'];

/** The page's buttons the prompt says act on the selected row of a table of `collection`. */
export function selectedRow(
  ctx: PlanContext,
  collection: SiteCollection,
): Extract<RowAction, { kind: 'select' }> | null {
  const sentence = sentencesOf(ctx.promptText).find((s) => SELECTS_ROW.test(s));
  if (!sentence) return null;
  const free = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  const named = (e: SiteElement, text: string) => idPattern(e.id).test(text);
  const found: RowButton[] = [];
  let lastField: string | null = null;
  // The sentence about selecting, then sentences of their own about a button beside the table
  // ('closeButton sets status to 'Closed'').
  const said = [
    sentence,
    ...sentencesOf(ctx.promptText).filter(
      (s) => s !== sentence && free.some((e) => isButton(e) && s.trim().startsWith(e.id)),
    ),
  ];
  for (const text of said) {
    const buttons = free.filter((e) => isButton(e) && !ctx.claimed.has(e.id) && named(e, text));
    for (const [button, words] of partsAbout(text, buttons)) {
      // 'cancelButton sets it to cancelled': the field the button before set.
      const change: string = lastField
        ? words.replace(/\bsets? (?:it|them) to\b/i, `sets its ${lastField} to`)
        : words;
      const action: RowButton['action'] | null = hasWord(button.id, REMOVE_WORDS)
        ? itemRemoval(ctx, button, collection, change)
        : itemUpdate(ctx, button, collection, change);
      if (!action) continue;
      if (action.kind === 'update') lastField = action.fn.constants[0]?.field.key ?? lastField;
      found.push({ action, inputs: [] });
      ctx.claimed.add(button.id);
    }
  }
  if (found.length === 0) return null;
  // 'they type a reply in replyBox and click replyButton': the next button saves the input's field.
  for (const input of free.filter((e) => isInput(e) && named(e, sentence))) {
    const field = bestField(keyWords(input.id), collection.fields, ['text']);
    const at = sentence.search(idPattern(input.id));
    const next = found
      .map((b) => ({ b, i: sentence.search(idPattern(b.action.buttonId)) }))
      .filter(({ i }) => i > at)
      .sort((x, y) => x.i - y.i)[0]?.b;
    if (!field || next?.action.kind !== 'update') continue;
    next.inputs.push({ elementId: input.id, field });
    next.action.fn.fields.push({ param: field.key, field });
    ctx.claimed.add(input.id);
  }
  // 'show its details in detailsText': texts the selection fills.
  const shows = free
    // Not the page's message text ('show what happened in statusText').
    .filter((e) => e.veloType === 'Text' && !isStatusText(e.id) && named(e, sentence))
    .flatMap((text) => {
      const field = bestField(keyWords(text.id), collection.fields, ['text', 'number', 'date']);
      if (!field) return [];
      ctx.claimed.add(text.id);
      return [{ elementId: text.id, field: field.key }];
    });
  return { kind: 'select', buttons: found, shows };
}

/** 'When the admin selects a row', 'the selected row', and a table's 'button in each row'. */
const SELECTS_ROW =
  /\bselect(?:s|ed|ing)?\b[^.]{0,40}\brows?\b|\bselected (?:row|item)\b|\b(?:in|on|for|beside|next to)\s+(?:each|every|a|the)\s+row\b|\bper row\b/i;

/** Each button named in a sentence with the words from its name to the next one's. */
function partsAbout(sentence: string, buttons: SiteElement[]): [SiteElement, string][] {
  const at = buttons
    .map((b) => ({ b, i: sentence.search(new RegExp(`\\b${b.id}\\b`)) }))
    .sort((x, y) => x.i - y.i);
  return at.map(({ b, i }, n) => [b, sentence.slice(i, at[n + 1]?.i ?? sentence.length)]);
}

/** Whether the sentence about rows asks a row to open something rather than be selected. */
export function rowOpens(prompt: string): boolean {
  return sentencesOf(prompt).some(
    (s) =>
      /\brows?\b/i.test(s) &&
      /\b(?:go|goes|open|opens|navigate|navigates|take|takes|lead|leads)\b/i.test(s) &&
      !keyWords(s).includes('selected'),
  );
}
