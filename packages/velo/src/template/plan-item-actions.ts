import type { SiteCollection, SiteElement } from '../structure';
import { escapeRegExp } from '../regexp';
import {
  clausesOf,
  idPattern,
  lightboxFor,
  namedLightbox,
  sentenceNaming,
  sentencesOf,
} from './keywords';
import { displayField } from './matching';
import { hasWord, isDefaultId, humanize, keyWords, singularLabel, words } from './naming';
import { itemRemoval, itemUpdate, ownClause } from './plan-item-changes';
import { joinOf } from './plan-item-joins';
import { rowOpens, selectedRow } from './plan-row-buttons';
import { itemBoxOpen, rowBoxOpen } from './plan-item-boxes';
import { contactLink } from './contact-links';
import { clickedToToggle, saidToggle, toggle, toggleTarget } from './plan-item-toggles';
import { shareOf } from './share-links';
import { lightboxUse } from './lightbox-answers';
import {
  OPEN_WORDS,
  type PlanContext,
  TOGGLE_WORDS,
  isBox,
  isButton,
  isInput,
  pageLevel,
} from './plan-context';
import type { Binding, ItemAction, ListPlan } from './plan-types';

/**
 * What a list's items do when clicked: an item button toggles a part, opens a lightbox or the
 * item's page; a repeated title or photo the prompt makes clickable, or a table row, opens it.
 */

/** What each unbound button inside an item does: toggle a part, open a lightbox or the item page. */
export function itemActions(
  ctx: PlanContext,
  children: SiteElement[],
  bindings: Binding[],
  collection: SiteCollection | null,
): ItemAction[] {
  const bound = new Set(bindings.map((b) => b.elementId));
  const actions: ItemAction[] = [];
  for (const button of children.filter((c) => isButton(c) && !bound.has(c.id))) {
    const action = itemAction(ctx, button, children, collection);
    if (!action) continue;
    actions.push(action);
    ctx.claimed.add(button.id);
    if (action.kind === 'toggle') ctx.claimed.add(action.targetId);
  }
  const toggled = clickedToToggle(ctx, bindings);
  if (toggled && !actions.some((a) => a.kind === 'toggle' && a.buttonId === toggled.buttonId))
    actions.push(toggled);
  if (collection && !actions.some((a) => a.kind === 'navigate')) {
    const clicked = clickedToOpen(ctx, bindings, collection, children);
    if (clicked) actions.push(clickedAction(ctx, clicked, collection));
  }
  return actions;
}

/**
 * What the clicked title or photo opens, as its sentence says: a lightbox ('opens the "Quick
 * View" lightbox'), the item's own link ('opens their website'), else the item's page.
 */
function clickedAction(
  ctx: PlanContext,
  clicked: { elementId: string; sentence: string },
  collection: SiteCollection,
): ItemAction {
  const { elementId, sentence } = clicked;
  // A box on the page the sentence names ('opens the lightbox: … inside lightboxBox').
  const box = itemBoxOpen(ctx, elementId, collection);
  if (box) return box;
  if (/\b(?:lightbox|popup|pop-up|modal)\b/i.test(sentence)) {
    const name =
      ctx.prompt.lightboxes.find((l) => sentence.includes(l.name))?.name ??
      lightboxFor(ctx.prompt, elementId) ??
      'Details';
    return { kind: 'lightbox', buttonId: elementId, name, ...lightboxUse(ctx, name, collection) };
  }
  const said = keyWords(sentence);
  const link = collection.fields.find(
    (f) =>
      f.type === 'url' &&
      (keyWords(f.key).some((w) => said.includes(w)) ||
        /\b(?:website|site|link|url)\b/i.test(sentence)),
  );
  if (link) return { kind: 'link', buttonId: elementId, field: link.key };
  return { kind: 'navigate', buttonId: elementId, ...itemPath(ctx, collection) };
}

/**
 * The repeated text, image or box the prompt says opens the item ('clicking a news item's title
 * goes to /news/ + its slug', 'click the photo to open the product page', 'clicking anywhere on
 * an item (propertyBox) opens its page'), or null.
 */
function clickedToOpen(
  ctx: PlanContext,
  bindings: Binding[],
  collection: SiteCollection,
  children: SiteElement[],
): { elementId: string; sentence: string } | null {
  const title = displayField(collection);
  for (const sentence of sentencesOf(ctx.promptText)) {
    if (
      !/\bclick|\btap/i.test(sentence) ||
      !/\b(?:go|goes|open|opens|navigate|navigates|take|takes|lead|leads|link|links)\b/i.test(
        sentence,
      )
    )
      continue;
    // A box of the item the sentence names by id: 'clicking anywhere on an item (propertyBox)'.
    const box = children.find(
      (c) => isBox(c) && !ctx.claimed.has(c.id) && new RegExp(`\\b${c.id}\\b`).test(sentence),
    );
    if (box) return { elementId: box.id, sentence };
    // About a button of the item ('Clicking applyButton on a job opens applyBox'), or a form's
    // inputs ('members open a ticket by filling subjectInput … and clicking submitTicketButton').
    if (
      ctx.structure.elements.some(
        (c) =>
          ((isButton(c) && children.includes(c)) || (isInput(c) && !children.includes(c))) &&
          new RegExp(`\\b${c.id}\\b`).test(sentence),
      )
    )
      continue;
    const said = keyWords(sentence);
    // About this list's items: the sentence names the collection ('a news item's title'), or one
    // of the item's elements ('When you click #memberPhoto open …').
    const nouns = keyWords(collection.name.split('/').pop() ?? collection.name);
    const ownElement = bindings.some((b) => idPattern(b.elementId).test(sentence));
    if (!ownElement && !nouns.some((n) => said.includes(n))) continue;
    const hit = bindings.find((b) => {
      const names = [...keyWords(b.elementId), ...keyWords(b.field.key)].filter(
        (n) => !nouns.includes(n),
      );
      if (b.element === 'image') names.push('image', 'photo', 'picture', 'thumbnail');
      if (b.field.key === title) names.push('title', 'name', 'headline');
      return (b.element === 'text' || b.element === 'image') && names.some((n) => said.includes(n));
    });
    if (hit) return { elementId: hit.elementId, sentence };
  }
  return null;
}

/** Item buttons that would change data rather than open the item. */
const DESTRUCTIVE_WORDS = ['remove', 'delete', 'trash', 'discard', 'erase'];

function itemAction(
  ctx: PlanContext,
  button: SiteElement,
  children: SiteElement[],
  collection: SiteCollection | null,
): ItemAction | null {
  const w = words(button.id);
  const toggleWords = w.filter((x) => TOGGLE_WORDS.includes(x) && x !== 'open');
  // 'the #hidePostButton … sets isHidden to true': a change of the item, not a part folded away.
  const setsField =
    collection !== null &&
    collection.fields.some((f) =>
      new RegExp(String.raw`\bsets?\s+(?:its\s+|the\s+)?${f.key}\s+to\b`, 'i').test(
        sentenceNaming(ctx.promptText, button.id) ?? '',
      ),
    );
  if (
    !setsField &&
    (toggleWords.length > 0 || (ctx.prompt.toggle && hasWord(button.id, ['question', 'answer'])))
  ) {
    const target = toggleTarget(button, children);
    if (target) return toggle(ctx, button.id, target.id);
  }
  const said = saidToggle(ctx, button, children);
  if (said) return said;
  // 'add the session to MyAgenda, or remove it if it's already there': the member's row is
  // what goes, never the session (plan-item-joins.ts).
  const joins = collection !== null && joinOf(ctx, button.id, collection) !== null;
  // A delete button removes its item, after a confirming lightbox when the prompt names one.
  if (
    collection &&
    !joins &&
    (hasWord(button.id, DESTRUCTIVE_WORDS) || saysRemoves(ctx, button, collection))
  )
    return itemRemoval(ctx, button, collection);
  const lightboxWords = ['lightbox', 'popup', 'modal', 'quick', 'preview', ...OPEN_WORDS];
  // By its id ('quickViewButton'), or as the prompt says ('an Apply button that opens "Apply"').
  if (
    ctx.prompt.lightbox &&
    (hasWord(button.id, lightboxWords) || namedLightbox(ctx.prompt, button.id))
  ) {
    const name = lightboxFor(ctx.prompt, button.id) ?? titleCase(humanize(button.id));
    return { kind: 'lightbox', buttonId: button.id, name, ...lightboxUse(ctx, name, collection) };
  }
  if (!collection) return null;
  // 'clicking likeButton adds a row to Likes … and increments the post's likeCount': the
  // member's row is the action (plan-item-joins.ts), its count goes with it.
  if (joins) return null;
  const update = itemUpdate(ctx, button, collection);
  if (update) return update;
  const box =
    itemBoxOpen(ctx, button.id, collection) ??
    contactLink(ctx, button, collection) ??
    shareOf(button, sentenceNaming(ctx.promptText, button.id) ?? '');
  if (box) return box;
  // 'approveButton', 'registerButton' act on the item: sending them to an invented item page
  // would be wrong, so only a button that opens something does ('viewButton', 'button1' when
  // the prompt speaks of the item's details).
  if (!opensItem(ctx, button)) return null;
  return { kind: 'navigate', buttonId: button.id, ...itemPath(ctx, collection) };
}

const NAVIGATE_WORDS = [...OPEN_WORDS, 'buy', 'shop', 'info', 'page', 'link', 'explore'];

const RECORDS =
  /\b(?:records?|saves?|adds?|creates?|inserts?|logs?)\s+(?:a|an|one)\s+(?:new\s+)?\w+\s+(?:row|record|entry|item)\b/i;

/**
 * 'cancelButton removes the booking': a button not named for it that the prompt says removes its
 * item. Not 'removes it from the wishlist', which removes another collection's item.
 */
function saysRemoves(ctx: PlanContext, button: SiteElement, collection: SiteCollection): boolean {
  // 'approveButton sets status to Approved, deleteButton removes the comment': only the words
  // about this button count.
  const sentence = ownClause(ctx, sentenceNaming(ctx.promptText, button.id) ?? '', button.id);
  const item = singularLabel(collection.name.split('/').pop() ?? collection.name);
  // 'deletes that booking' of RoomBookings: its last word names it too.
  const names = [...new Set([item, item.split(' ').pop() ?? item])].map(escapeRegExp).join('|');
  return new RegExp(
    String.raw`\b${button.id}\b[^.;]*?\b(?:removes?|deletes?)\s+(?:it|(?:the|that|this)\s+(?:${names}))\b(?!\s+from)`,
    'i',
  ).test(sentence);
}

/** Whether an item button opens its item: by name, or as said ('opens the product page'). */
function opensItem(ctx: PlanContext, button: SiteElement): boolean {
  const said = sentencesOf(ctx.promptText).filter((s) =>
    isDefaultId(button.id) ? true : new RegExp(`\\b${button.id}\\b`, 'i').test(s),
  );
  // '#buyBtn records a TicketOrders row': it saves something, it opens no page.
  if (!isDefaultId(button.id) && said.some((s) => RECORDS.test(s))) return false;
  if (hasWord(button.id, NAVIGATE_WORDS)) return true;
  return said.some((s) =>
    /\b(?:details?|read more|learn more|more info|item page|(?:its|their) (?:own )?page|\w+'s (?:own )?page|product page|profile|full (?:details?|article|story|post|recipe|description|profile|page|info|listing|text)|(?:shows?|see|sees|reads?|views?) (?:the |its |their )?full|opens?(?= (?:its|the|their|his|her|that|this|it|them|up|in)\b)|goes to|go to|leads? to|(?:takes?|sends?|brings?) (?:you|them|visitors|people|the visitor|members) to|links? to|navigates?)\b/i.test(
      s,
    ),
  );
}

/** A table row click: the selected row's buttons, a box, a lightbox, else the row's item page. */
export function rowAction(
  ctx: PlanContext,
  table: SiteElement,
  collection: SiteCollection,
): ListPlan['rowAction'] {
  const selected = rowOpens(ctx.promptText) ? null : selectedRow(ctx, collection);
  if (selected) return selected;
  if (!ctx.prompt.rowSelect) return null;
  const box = rowBoxOpen(ctx, collection);
  if (box) return box;
  // A lightbox only when the sentence about rows asks for one: a popup elsewhere on the page
  // ('a Subscribe button opens the newsletter popup') is not what a row opens.
  const rowSentence = sentencesOf(ctx.promptText).find(
    (s) => /\brows?\b/i.test(s) && /lightbox|popup|pop-up|modal/i.test(s),
  );
  if (rowSentence) {
    const named = ctx.prompt.lightboxes.find((l) => rowSentence.includes(l.name))?.name;
    const name = named ?? `${titleCase(singularLabel(collection.name))} Details`;
    return { kind: 'lightbox', name };
  }
  // 'When I select a row and click #useLessonBtn': the row is for the button, not a page.
  const buttons = pageLevel(ctx.structure).filter((e) => isButton(e));
  if (
    sentencesOf(ctx.promptText).some(
      (s) =>
        /\bselect(?:s|ed|ing)?\b[^.]*\brows?\b|\brows?\b[^.]*\bselect/i.test(s) &&
        buttons.some((b) => idPattern(b.id).test(s)),
    )
  )
    return null;
  return { kind: 'navigate', ...itemPath(ctx, collection) };
}

/** The field a collection's item page URL uses: its slug text field, else the item id. */
function slugField(collection: SiteCollection): string {
  return collection.fields.find((f) => f.type === 'text' && hasWord(f.key, ['slug']))?.key ?? '_id';
}

/**
 * Where an item's page is: the path the prompt gives in a clause about the collection ('goes
 * to /blog/<slug>', '/news/ + its slug', '/post/ followed by its slug',
 * '/products/{category}/{slug}'), else
 * '/team-members/{slug or ID}' for TeamMembers.
 */
function itemPath(
  ctx: PlanContext,
  collection: SiteCollection,
): { pathPrefix: string; fields: string[] } {
  return (
    saidItemPath(ctx.promptText, collection) ?? {
      pathPrefix: itemPagePrefix(collection),
      fields: [slugField(collection)],
    }
  );
}

/** The item path the prompt writes out in a clause about the collection, or null. */
export function saidItemPath(
  prompt: string,
  collection: SiteCollection,
): { pathPrefix: string; fields: string[] } | null {
  const nouns = keyWords(collection.name.split('/').pop() ?? collection.name);
  for (const sentence of clausesOf(prompt)) {
    const path =
      /(?:^|\s)(\/[a-z0-9][\w-]*(?:\/[\w-]+)*(?:\?[a-z][\w-]*=)?)\/?\s*(?:(?:\+|followed by|plus)\s*|<|\{|\[|:)\s*(?:(?:its|the|their|that|this|each)\s+)?(?:\w+'s\s+|\w+\s+(?=id\b))?(\w+)((?:\s*[>}\]]?\s*\/\s*(?:<|\{|\[|:)\s*\w+)*)/i.exec(
        sentence,
      );
    if (!path?.[1] || !keyWords(sentence).some((w) => nouns.includes(w))) continue;
    // Every field of the path ('{category}/{slug}'): a token naming none makes it no item path.
    const fields = [path[2] ?? '', ...(path[3]?.match(/\w+/g) ?? [])].map((token) =>
      pathField(collection, token.toLowerCase()),
    );
    // A query parameter ('/apply?jobId=') takes one value.
    const query = path[1].endsWith('=');
    if (fields.every((f) => f !== null) && (!query || fields.length === 1))
      return { pathPrefix: path[1], fields };
  }
  return null;
}

function pathField(collection: SiteCollection, token: string): string | null {
  const named = collection.fields.find((f) => f.key.toLowerCase() === token)?.key;
  return named ?? (token === 'slug' ? slugField(collection) : /^_?id$/.test(token) ? '_id' : null);
}

/** '/team-members' for TeamMembers: the URL prefix of the collection's dynamic item page. */
export function itemPagePrefix(collection: SiteCollection): string {
  return `/${words(collection.name.split('/').pop() ?? collection.name).join('-')}`;
}

function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
