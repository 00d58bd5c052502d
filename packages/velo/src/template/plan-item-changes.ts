import { idsIn, roleSaves } from './access-role';
import { enclosingRepeater, type SiteCollection, type SiteElement } from '../structure';
import { changeDeadline } from './plan-change-deadline';
import {
  collectionRead,
  idPattern,
  mentionSource,
  sentencesOf,
  wholeSentencesOf,
} from './keywords';
import { camel, hasWord, keyWords, singularLabel, str, words } from './naming';
import { isButton, type PlanContext } from './plan-context';
import { constantsOf, onlyReactions, stateOfButton, typedAmountField } from './change-values';
import { sentenceAccess } from './plan-functions';
import type { ItemAction, ListPlan, PromptFunction } from './plan-types';

/** Item buttons and inputs that change their item: an update, a removal, and who may make them. */

/**
 * An item button the prompt says changes its item ('The restockButton on an item sets that
 * product's stock to 50'): an update with those values, admins only unless its sentence says.
 */
export function itemUpdate(
  ctx: PlanContext,
  button: SiteElement,
  collection: SiteCollection,
  /** The words about this button when its sentence names others too. */
  said?: string,
): Extract<ItemAction, { kind: 'update' }> | null {
  const own = new RegExp(mentionSource(button.id), 'i');
  // '#approveBtn / #rejectBtn set status to Approved / Rejected': each its value; else the words
  // up to another button's.
  const about = (s: string) => {
    const each = respectively(s, button.id);
    return said ?? (each !== s ? each : ownClause(ctx, s, button.id));
  };
  // The sentence naming it that changes something: not 'each item has playsText and playButton';
  // else one naming an approveButton beside a status field (it approves).
  const changes = (s: string) => {
    const said = constantsOf(about(s), collection);
    return said.length > 0 ? said : stateOfButton(button.id, collection, ctx.promptText);
  };
  const sentence = toldOf(ctx.promptText, own).find((s) => changes(s).length > 0);
  const constants = sentence ? changes(sentence) : [];
  if (!sentence || constants.length === 0) return typedUpdate(ctx, button, collection, own, said);
  const verb = keyWords(button.id)[0] ?? 'update';
  const opens = collection.fields.find(
    (f) =>
      f.type === 'url' &&
      new RegExp(
        String.raw`\b(?:go(?:es)? to|opens?|navigates? to|(?:takes?|sends?) \w+ to)\s+(?:the\s+|its\s+|their\s+|(?:that|the|this)\s+\w+'s\s+)?(?:${f.key}|${words(f.key).join(' ')})\b`,
        'i',
      ).test(said ?? sentence),
  );
  const requires = changeRequires(about(sentence), collection);
  // 'sets status to "cancelled" but only if the appointment is more than 24 hours away'.
  const deadline = changeDeadline(
    about(sentence),
    collection,
    hasWord(button.id, ['cancel']) ? 'cancelled' : 'changed',
  );
  return {
    kind: 'update',
    buttonId: button.id,
    ...(opens ? { thenOpens: opens.key } : {}),
    secondClick: secondClickLabel(said ?? wordsAbout(ctx, button)),
    fn: {
      name: camel(`${verb} ${singularLabel(collection.name.split('/').pop() ?? collection.name)}`),
      kind: 'update',
      collection,
      idParam: 'itemId',
      fields: [],
      constants,
      // 'likeButton adds a like' is for whoever sees the button (a members-only page's members),
      // unless the sentence says who.
      ...(onlyReactions(constants) && !sentenceAccess(sentence.toLowerCase())
        ? {
            access:
              ctx.prompt.access.read === 'anyone' ? ('anyone' as const) : ('members' as const),
          }
        : changeAccess(ctx, sentence, collection)),
      limit: 1,
      sort: { field: '_createdDate', order: 'desc' },
      ...(requires ? { requires } : {}),
      ...(deadline ? { deadline } : {}),
    },
  };
}

/**
 * 'a #restockInput + #restockBtn in each card: typing 25 and clicking restock adds 25 to that
 * product's stock': the number typed in the item's input is added to the field. Before, 25 was
 * added whatever was typed.
 */
function typedUpdate(
  ctx: PlanContext,
  button: SiteElement,
  collection: SiteCollection,
  own: RegExp,
  said?: string,
): Extract<ItemAction, { kind: 'update' }> | null {
  const repeater = enclosingRepeater(ctx.structure, button.id);
  for (const sentence of said ? [said] : toldOf(ctx.promptText, own)) {
    const field = typedAmountField(sentence, collection);
    const input = ctx.structure.elements.find(
      (e) =>
        e.veloType === 'TextInput' &&
        repeater !== null &&
        enclosingRepeater(ctx.structure, e.id) === repeater &&
        idPattern(e.id).test(sentence),
    );
    if (!field || !input) continue;
    ctx.claimed.add(input.id);
    const verb = keyWords(button.id)[0] ?? 'update';
    return {
      kind: 'update',
      buttonId: button.id,
      typedIn: input.id,
      secondClick: null,
      fn: {
        name: camel(
          `${verb} ${singularLabel(collection.name.split('/').pop() ?? collection.name)}`,
        ),
        kind: 'update',
        collection,
        idParam: 'itemId',
        fields: [{ param: 'amount', field, adds: true }],
        constants: [],
        ...changeAccess(ctx, sentence, collection),
        limit: 1,
        sort: { field: '_createdDate', order: 'desc' },
      },
    };
  }
  return null;
}

/**
 * The sentences naming a button, each with those that go on about it: '… sees #markSoldButton
 * on their own ads only; clicking it sets sold to true'.
 */
function toldOf(prompt: string, own: RegExp): string[] {
  const sentences = sentencesOf(prompt);
  return sentences.flatMap((s, i) => {
    if (!own.test(s)) return [];
    const next = sentences.slice(i + 1);
    const goesOn = next.findIndex((n) => !GOES_ON_CLICK.test(n));
    return [[s, ...next.slice(0, goesOn < 0 ? next.length : goesOn)].join(' ')];
  });
}

const GOES_ON_CLICK =
  /^\s*(?:clicking|tapping|pressing|once clicked|when clicked)\s+(?:it|on it)\b/i;

/**
 * 'sets status to "Cancelled" (… only if status is "Scheduled")', 'a cancelBtn only while the
 * status is still 'new'': what the item must hold.
 */
function changeRequires(
  sentence: string,
  collection: SiteCollection,
): PromptFunction['requires'] | undefined {
  const said =
    /\bonly\s+(?:if|when|while)\s+(?:the\s+|its\s+)?(\w+)\s+(?:is|=|==|===)\s+(?:still\s+)?["'“‘]([^"'”’]{1,40})["'”’]/i.exec(
      sentence,
    );
  const field = collection.fields.find(
    (f) => f.type === 'text' && f.key.toLowerCase() === said?.[1]?.toLowerCase(),
  );
  return field && said?.[2] ? { field: field.key, value: str(said[2]) } : undefined;
}

/** Ids or values listed with slashes: '#approveBtn / #rejectBtn', 'Approved / Rejected'. */
const SLASHED = /["“']?#?[\w-]+["”']?(?:\s*\/\s*["“']?#?[\w-]+["”']?)+/g;
/** Or with words: '#acceptButton and #declineButton', 'accepted or declined'. */
const JOINED = /#?[\w-]+(?:(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+)#?[\w-]+)+/g;

/**
 * The sentence as it is about one of the buttons it lists with slashes: '#approveBtn /
 * #rejectBtn that set status to Approved / Rejected' is, for rejectBtn, '… set status to
 * Rejected'. Unchanged when no list of values as long as the buttons' follows them.
 */
export function respectively(sentence: string, buttonId: string): string {
  const listed = (pattern: RegExp, separator: RegExp) =>
    [...sentence.matchAll(pattern)].map((m) => ({
      at: m.index,
      text: m[0],
      parts: m[0].split(separator).map((part) => part.trim().replace(/^#/, '')),
      // Every part an id ('#approveBtn', 'rejectBtn'): 'approved and #rejectBtn' lists no buttons.
      ids: m[0].split(separator).every((part) => /^#|[a-z][A-Z0-9]/.test(part.trim())),
      // 'set the status to accepted or declined': values said as what it is set to.
      set: /\b(?:to|as)\s+$|=\s*$/.test(sentence.slice(0, m.index)),
    }));
  const lists = [
    ...listed(SLASHED, /\//),
    // '#acceptButton and #declineButton that set the status to accepted or declined'.
    ...listed(JOINED, /\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/).filter(
      (l) => l.parts.includes(buttonId) || l.set,
    ),
  ];
  const buttons = lists.find((l) => l.ids && l.parts.includes(buttonId));
  if (!buttons) return sentence;
  // '#approveBtn and #rejectBtn - approve sets status to Approved and stamps …, reject sets …':
  // each said again on its own, not a list of values.
  const after = sentence.slice(buttons.at + buttons.text.length);
  if (new RegExp(mentionSource(buttonId), 'i').test(after)) return sentence;
  const values = lists.find((l) => l.at > buttons.at && l.parts.length === buttons.parts.length);
  if (!values) return sentence;
  const value = values.parts[buttons.parts.indexOf(buttonId)] ?? '';
  return `${sentence.slice(0, values.at)}${value}${sentence.slice(values.at + values.text.length)}`;
}

/**
 * The words of a sentence about one button when it names other buttons too: from each mention up
 * to the next other button ('a likeButton that adds 1 to likes and a reportButton that sets
 * reported to true': the like adds, only the report sets).
 */
export function ownClause(ctx: PlanContext, sentence: string, buttonId: string): string {
  const others = ctx.structure.elements.filter((e) => isButton(e) && e.id !== buttonId);
  // By id, or in words: 'an Approve button that sets … and an Archive button that sets …'.
  const next = new RegExp(others.map((e) => mentionSource(e.id)).join('|'), 'i');
  if (others.length === 0 || !next.test(sentence)) return sentence;
  return [...sentence.matchAll(new RegExp(mentionSource(buttonId), 'gi'))]
    .map((m) => {
      const rest = sentence.slice(m.index);
      const end = rest.slice(m[0].length).search(next);
      return end < 0 ? rest : rest.slice(0, m[0].length + end);
    })
    .join(' ');
}

/**
 * A delete button in each item removes that item, admins only unless its sentence (or the
 * page's owned items) says; a lightbox its sentence names asks first, and only the value it is
 * to close with ('closes with "confirm"'), or any answer, goes on.
 */
export function itemRemoval(
  ctx: PlanContext,
  button: SiteElement,
  collection: SiteCollection,
  /** The words about this button when its sentence names others too. */
  saidOfButton?: string,
): Extract<ItemAction, { kind: 'remove' }> {
  const own = new RegExp(`\\b${button.id}\\b`, 'i');
  const sentences = sentencesOf(ctx.promptText);
  const at = sentences.findIndex((s) => own.test(s));
  // 'Clicking it opens the "Confirm Delete" lightbox; only if …': the next sentences go on.
  const said = at >= 0 ? sentences.slice(at, at + 3).join(' ') : '';
  const lightbox = /lightbox|popup|pop-up|modal/i.test(said) ? namedLightboxIn(said) : null;
  const value = /\bclos(?:es|ed|ing)? with\s+["“'‘]([^"”'’]{1,40})["”'’]/i.exec(said)?.[1] ?? null;
  const deadline = changeDeadline(
    said,
    collection,
    hasWord(button.id, ['cancel']) ? 'cancelled' : 'removed',
  );
  return {
    kind: 'remove',
    buttonId: button.id,
    confirm: lightbox ? { lightbox, value } : null,
    // A lightbox the prompt names asks first; otherwise a second click confirms.
    secondClick: lightbox ? null : secondClickLabel(saidOfButton ?? wordsAbout(ctx, button)),
    fn: {
      name: camel(`remove ${singularLabel(collection.name.split('/').pop() ?? collection.name)}`),
      kind: 'remove',
      collection,
      idParam: 'itemId',
      fields: [],
      constants: [],
      ...changeAccess(ctx, sentences[at] ?? '', collection),
      limit: 1,
      sort: { field: '_createdDate', order: 'desc' },
      ...(deadline ? { deadline } : {}),
    },
  };
}

/**
 * The whole sentence naming the button, and the next one when it names no other element:
 * 'cancelButton cancels it; clicking it once asks …', '… Clicking it twice deletes it.'
 */
function wordsAbout(ctx: PlanContext, button: SiteElement): string {
  const sentences = wholeSentencesOf(ctx.promptText);
  const at = sentences.findIndex((s) => new RegExp(`\\b${button.id}\\b`).test(s));
  if (at < 0) return '';
  const next = sentences[at + 1] ?? '';
  const namesOther = ctx.structure.elements.some((e) => new RegExp(`\\b${e.id}\\b`).test(next));
  return namesOther ? (sentences[at] ?? '') : `${sentences[at]} ${next}`;
}

const CONFIRMS = new RegExp(
  [
    String.raw`\b(?:after|with|asks? for|on|needs?|requires?) (?:a |the )?(?:(?:member|user|visitor|admin|customer|owner)(?:'s)? )?confirm(?:s|ation|ing)?\b`,
    String.raw`\bconfirm(?:s|ed)? first\b|\bonce confirmed\b`,
    String.raw`\b(?:click|press|tap)(?:s|es|ed|ped|ing|ping)? (?:it |on it )?(?:again|twice|a second time)\b`,
    String.raw`\bsecond (?:click|press|tap)\b`,
  ].join('|'),
  'i',
);

/**
 * The label a button shows after a first click when the words ask for a confirmation without a
 * lightbox ('cancels it after a confirmation', 'only a second click cancels'): the quoted one
 * ("changes its label to 'Sure?'"), else 'Click again to confirm'. Null when none is asked.
 */
export function secondClickLabel(said: string): string | null {
  if (!CONFIRMS.test(said)) return null;
  const quotes = [...said.matchAll(/["“'‘]([^"”'’]{1,40})["”'’]/g)];
  const labelled = /\blabel\w*\b[^.'"‘“]{0,30}?["'‘“]([^"'’”]{1,40})["'’”]/i.exec(said)?.[1];
  return (
    labelled ??
    quotes.map((q) => q[1] ?? '').find((q) => /\b(?:again|confirm|sure)\b/i.test(q)) ??
    'Click again to confirm'
  );
}

/** The quoted name of the lightbox a text speaks of: 'the "Confirm Delete" lightbox'. */
function namedLightboxIn(text: string): string | null {
  return (
    /["“]([^"”]{1,40})["”]\s+(?:lightbox|popup|pop-up|modal)/i.exec(text)?.[1] ??
    /(?:lightbox|popup|pop-up|modal)\s+(?:named\s+|called\s+)?["“]([^"”]{1,40})["”]/i.exec(
      text,
    )?.[1] ??
    null
  );
}

/**
 * 'A member can delete their own thread', 'edit the posts they wrote', 'a deleteButton that only
 * the post's author can use': the author's alone.
 */
const THEIR_OWN =
  /\b(?:their|his or her|his|her) own\b|\b(?:they|he or she) (?:posted|wrote|created|added|made|submitted|sent|uploaded)\b|\b(?:to|for|by)\s+(?:the|its|their)\s+(?:\w+(?:['’]s)?\s+)?(?<!\bsite\s)(?:owner|seller|author|poster|creator|lister)\b|\bonly\s+(?:the|its|their)\s+(?:\w+(?:['’]s)?\s+)?(?<!\bsite\s)(?:owner|seller|author|poster|creator|lister)\b/i;

/**
 * Who may change an item from its own button or input: as the sentence says, else each member
 * their own item on a list of 'their own' items, else admins.
 */
export function changeAccess(
  ctx: PlanContext,
  sentence: string,
  collection: SiteCollection,
): Pick<PromptFunction, 'access' | 'ownItem'> {
  const said = sentenceAccess(sentence.toLowerCase());
  const owned =
    collectionRead(ctx.prompt, collection.name) === 'owner' ||
    (said !== 'admin' && THEIR_OWN.test(sentence));
  // 'after the member confirms' on a list of their own bookings: still only their own.
  if (said && !(said === 'members' && owned)) return { access: said };
  if (owned) return { access: 'members', ownItem: true };
  // 'Coordinator role only. … #approveBtn marks it Approved': the role's members, checked in code.
  return roleSaves(ctx.prompt.access.role, idsIn(sentence), collection.name)
    ? { access: 'members' }
    : { access: 'admin' };
}

/** The updates and removals a list's item buttons, item inputs and row buttons make. */
export function listChanges(list: ListPlan): PromptFunction[] {
  const rowButtons = list.rowAction?.kind === 'select' ? list.rowAction.buttons : [];
  return [
    ...list.actions.flatMap((a) => (a.kind === 'update' || a.kind === 'remove' ? [a.fn] : [])),
    ...list.edits.map((e) => e.fn),
    ...rowButtons.map((b) => b.action.fn),
  ];
}
