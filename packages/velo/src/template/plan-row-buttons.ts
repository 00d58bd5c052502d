import type { SiteCollection, SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { hasWord, keyWords } from './naming';
import { type PlanContext, isButton, pageLevel } from './plan-context';
import { itemRemoval, itemUpdate } from './plan-item-changes';
import type { ItemAction } from './plan-types';

/** What clicking a table row does: open the row's item page, or a lightbox with the row. */
export type RowAction =
  | { kind: 'navigate'; pathPrefix: string; fields: string[] }
  | { kind: 'lightbox'; name: string }
  /** Buttons beside the table act on the row selected ('markShippedButton'). */
  | { kind: 'select'; buttons: RowButton[] }
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
}

const REMOVE_WORDS = ['remove', 'delete', 'trash', 'discard', 'erase'];

/** The page's buttons the prompt says act on the selected row of a table of `collection`. */
export function selectedRowButtons(ctx: PlanContext, collection: SiteCollection): RowButton[] {
  // 'checkInButton in each row sets checkedIn true': a Table holds no buttons, so a button
  // beside it acts on the row selected.
  const sentence = sentencesOf(ctx.promptText).find((s) =>
    /\bselect(?:s|ed|ing)?\b[^.]{0,40}\brows?\b|\bselected (?:row|item)\b|\b(?:in|on|for|beside|next to)\s+(?:each|every|a|the)\s+row\b|\bper row\b/i.test(
      s,
    ),
  );
  if (!sentence) return [];
  const buttons = pageLevel(ctx.structure).filter(
    (e) => isButton(e) && !ctx.claimed.has(e.id) && new RegExp(`\\b${e.id}\\b`).test(sentence),
  );
  const found: RowButton[] = [];
  let lastField: string | null = null;
  for (const [button, words] of partsAbout(sentence, buttons)) {
    // 'cancelButton sets it to cancelled': the field the button before set.
    const said: string = lastField
      ? words.replace(/\bsets? (?:it|them) to\b/i, `sets its ${lastField} to`)
      : words;
    const action: RowButton['action'] | null = hasWord(button.id, REMOVE_WORDS)
      ? itemRemoval(ctx, button, collection, said)
      : itemUpdate(ctx, button, collection, said);
    if (!action) continue;
    if (action.kind === 'update') lastField = action.fn.constants[0]?.field.key ?? lastField;
    found.push({ action });
    ctx.claimed.add(button.id);
  }
  return found;
}

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
