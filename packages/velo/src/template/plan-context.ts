import {
  ancestorsOf,
  descendantsOf,
  enclosingRepeater,
  type SiteCollection,
  type SiteElement,
  type SiteStructure,
} from '../structure';
import { type PromptFeatures, clausesOf } from './keywords';
import { hasWord, keyWords, wordScore, words } from './naming';
import type { ItemAction, ListPlan } from './plan-types';

/** State the planning steps share: which ids are taken, and tree helpers. */
export interface PlanContext {
  structure: SiteStructure;
  prompt: PromptFeatures;
  promptText: string;
  /** Ids already given a role; later steps skip them. */
  claimed: Set<string>;
  /** Names the prompt gives page-level default ids ('button2' → the login button), once read. */
  defaultNames?: Map<string, string>;
}

export const SUBMIT_WORDS = [
  'submit',
  'send',
  'save',
  'book',
  'booking',
  'register',
  'apply',
  'subscribe',
  'signup',
  'join',
  'reserve',
  'create',
  'confirm',
  'finish',
  'done',
  'request',
  'contact',
  'enquire',
  'rsvp',
];

export const INPUT_TYPES = [
  'TextInput',
  'TextBox',
  'Dropdown',
  'RadioButtonGroup',
  'Checkbox',
  'CheckboxGroup',
  'Switch',
  'Slider',
  'DatePicker',
  'TimePicker',
  'UploadButton',
  'AddressInput',
  'RatingsInput',
];

export const BOX_TYPES = ['Box', 'Section', 'Column', 'Container', 'State'];

export function isInput(element: SiteElement): boolean {
  return element.veloType !== null && INPUT_TYPES.includes(element.veloType);
}

export function isButton(element: SiteElement): boolean {
  return element.veloType === 'Button';
}

export function isBox(element: SiteElement): boolean {
  return (
    element.veloType !== null &&
    BOX_TYPES.includes(element.veloType) &&
    // A multi-state box's states are declared by their Wix type.
    (element.type !== 'custom' || element.veloType === 'State')
  );
}

export function isSubmitLike(element: SiteElement): boolean {
  const list = words(element.id);
  // 'contactTabButton', 'bookingMenuLink' go somewhere; they do not send a form. A strong word
  // wins: 'saveMenuItemButton', 'submitLinkButton', 'pageSubmitButton' send.
  if (
    hasWord(element.id, ['tab', 'menu', 'nav', 'link', 'page']) &&
    !hasWord(element.id, ['submit', 'save', 'send'])
  )
    return false;
  return (
    hasWord(element.id, SUBMIT_WORDS) ||
    (VERB_FIRST.includes(list[0] ?? '') && !hasWord(element.id, NOT_SENDING)) ||
    (list.includes('sign') && list.includes('up')) ||
    (list.includes('check') && list.includes('out'))
  );
}

/**
 * Verbs that send only when they lead the id ('postButton', 'placeOrderButton', 'addTaskButton'):
 * elsewhere they name things ('postsButton', 'sortOrderButton', 'orderByPriceButton').
 */
const VERB_FIRST = [
  'post',
  'order',
  'add',
  'place',
  'publish',
  'donate',
  'enroll',
  'enrol',
  'ask',
  'bid',
  'suggest',
  'nominate',
];
/**
 * Words that make such an id look something up or arrange things ('orderLookupButton'), or act on
 * something other than a collection ('addToCartButton': a store's cart).
 */
const NOT_SENDING = [
  'by',
  'sort',
  'lookup',
  'look',
  'search',
  'find',
  'track',
  'tracking',
  'check',
  'status',
  'view',
  'detail',
  'details',
  'history',
  'filter',
  'cart',
  'basket',
];

export function inRepeater(structure: SiteStructure, id: string): boolean {
  return enclosingRepeater(structure, id) !== null;
}

/** Elements that are not inside any repeater (page-level), in declaration order. */
export function pageLevel(structure: SiteStructure): SiteElement[] {
  return structure.elements.filter((e) => !inRepeater(structure, e.id));
}

/**
 * What a sentence shows and hides ('hide countdownBox and show launchButton', 'show yearlyBox,
 * priceNote and saveBadge'): each element named after a verb, by the last verb before it, added
 * to `found`.
 */
export function shownAndHidden(
  text: string,
  elements: SiteElement[],
  found: { show: string[]; hide: string[] } = { show: [], hide: [] },
): { show: string[]; hide: string[] } {
  let verb: 'show' | 'hide' | null = null;
  for (const clause of text.split(/,|;|\band\b/)) {
    const said = /\b(shows?|expands?|reveals?|hides?|collapses?)\b/i.exec(clause)?.[1];
    if (said) verb = /^(?:hide|collapse)/i.test(said) ? 'hide' : 'show';
    if (!verb) continue;
    for (const e of elements)
      if (
        new RegExp(String.raw`(?<![\w#-])#?${e.id}\b`).test(clause) &&
        !found[verb].includes(e.id)
      )
        found[verb].push(e.id);
  }
  return found;
}

/** Descendants of a container that belong to it rather than to a nested repeater. */
export function ownDescendants(structure: SiteStructure, id: string): SiteElement[] {
  return descendantsOf(structure, id).filter((d) => {
    const repeater = enclosingRepeater(structure, d.id);
    return repeater === null || repeater.id === id || !isBelow(structure, repeater.id, id);
  });
}

function isBelow(structure: SiteStructure, id: string, ancestorId: string): boolean {
  return ancestorsOf(structure, id).some((a) => a.id === ancestorId);
}

/** How close two elements sit in the tree: the number of ancestors they share. */
export function closeness(structure: SiteStructure, a: string, b: string): number {
  const chainA = [a, ...ancestorsOf(structure, a).map((e) => e.id)].reverse();
  const chainB = [b, ...ancestorsOf(structure, b).map((e) => e.id)].reverse();
  let shared = 0;
  while (shared < chainA.length && chainA[shared] === chainB[shared]) shared++;
  return shared;
}

/** Of `candidates`, the one closest to `id` in the tree (first on ties); null when none. */
export function nearest<T extends { id: string }>(
  structure: SiteStructure,
  id: string,
  candidates: T[],
): T | null {
  let best: T | null = null;
  let bestScore = -1;
  for (const c of candidates) {
    const score = closeness(structure, id, c.id);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

export function isAncestor(structure: SiteStructure, ancestorId: string, id: string): boolean {
  return isBelow(structure, id, ancestorId);
}

/** 'read more', 'view', 'details': a button that opens the item rather than changing the page. */
export const OPEN_WORDS = [
  'read',
  'more',
  'view',
  'details',
  'detail',
  'open',
  'learn',
  'see',
  'go',
  'visit',
  'profile',
];

export const TOGGLE_WORDS = [
  'toggle',
  'show',
  'hide',
  'expand',
  'collapse',
  'open',
  'close',
  'less',
  'accordion',
];

/**
 * The list a control names, by its id ('loadMorePostsButton') or in the prompt's clause about it
 * ('a load more button under the posts'); null when none is named, and the nearest list is used.
 */
export function namedList(
  ctx: PlanContext,
  control: SiteElement,
  lists: ListPlan[],
): ListPlan | null {
  const own = keyWords(control.id);
  const clauseWords = clausesOf(ctx.promptText.toLowerCase())
    .map(keyWords)
    .filter((words) => own.length > 0 && own.every((w) => words.includes(w)))
    .flat();
  let best: ListPlan | null = null;
  let bestScore = 0;
  for (const list of lists) {
    const words = keyWords(list.id);
    const score = wordScore(words, own) + wordScore(words, clauseWords);
    if (score > bestScore) [best, bestScore] = [list, score];
  }
  return best;
}

/** The list a control belongs to: the one the prompt names for it, else the nearest. */
export function listFor(
  ctx: PlanContext,
  element: SiteElement,
  as: SiteElement,
  candidates: ListPlan[],
): ListPlan | null {
  return namedList(ctx, as, candidates) ?? nearest(ctx.structure, element.id, candidates);
}

/**
 * Gives each unclaimed button in a repeater's items the action `actionOf` finds for it (a join,
 * a row saved with the page's inputs), claiming the buttons it gives one.
 */
export function planItemButtons(
  ctx: PlanContext,
  lists: ListPlan[],
  actionOf: (buttonId: string, listed: SiteCollection) => ItemAction | null,
): void {
  for (const list of lists) {
    if (list.kind !== 'repeater' || !list.collection) continue;
    const buttons = ownDescendants(ctx.structure, list.id).filter(
      (e) => isButton(e) && !ctx.claimed.has(e.id),
    );
    for (const button of buttons) {
      const action = actionOf(button.id, list.collection);
      if (!action) continue;
      list.actions.push(action);
      ctx.claimed.add(button.id);
    }
  }
}
