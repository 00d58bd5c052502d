import { loadsAndSavesOwn, saysEditsOwn } from './edits-own';
import { keyWords, words } from './naming';
import { escapeRegExp } from '../regexp';
import { MEMBER_WORDS, promptAccess } from './access-words';
import { type MemberRole, roleReads } from './access-role';
import { ownedCollectionsOf, ownedThroughOf } from './owned-collections';

/**
 * What the prompt asks for, read from plain keywords. The declared elements decide most wiring;
 * these switch on features an element's name alone doesn't reveal (a count, pagination, a
 * lightbox, upcoming-only events) and tune it (page size, sort hints, auto-advance delay).
 */
export interface PromptFeatures {
  /** Only items whose date has passed ('past events'). */
  past: boolean;
  search: boolean;
  filter: boolean;
  sort: boolean;
  loadMore: boolean;
  pagination: boolean;
  count: boolean;
  toggle: boolean;
  lightbox: boolean;
  /** The code is a lightbox's own ('This is the code of the "Details" lightbox', 'getContext'). */
  inLightbox: boolean;
  /** Links open in a new tab ('opens their LinkedIn in a new tab'). */
  newTab: boolean;
  /** A member edits their own item through the form ('members update their profile'). */
  editsOwn: boolean;
  /** Clicking a table row does something ('clicking a row opens the product page'). */
  rowSelect: boolean;
  /**
   * The lightboxes the prompt names ('lightbox named "Member Profile"'), each with the words of
   * the clause naming it, so 'the "Quick view" button opens the "Gallery" popup' ties the name to
   * its button.
   */
  lightboxes: NamedLightbox[];
  submit: boolean;
  /** Only items dated today or later ('upcoming', 'future'). */
  upcoming: boolean;
  /** Newest first ('latest', 'newest', 'recent'). */
  newestFirst: boolean;
  /** Soonest/oldest first ('soonest', 'oldest', 'chronological'). */
  oldestFirst: boolean;
  /** Items per page ('6 at a time', '12 per page'). */
  pageSize: number | null;
  /** Words after 'sort(ed) by' / 'order by', e.g. ['price'] or ['order', 'number']. */
  sortWords: string[];
  /** Auto-advance delay for one-at-a-time displays ('every 6 seconds'). */
  autoAdvanceMs: number | null;
  /** Previous/next navigation for one-at-a-time displays ('slider', 'carousel'). */
  carousel: boolean;
  /**
   * Who may read what the page lists, and who may save its forms ('admin only', 'members only',
   * 'their own bookings'; 'only admins can add products' restricts saving alone).
   */
  /** adminCollections: read by admins alone, whatever the page's read ('only I should see …'). */
  /** role: a member role beside Wix's own that the page's reading or saving needs. */
  access: { read: Access; write: Access; adminCollections?: string[]; role?: MemberRole };
  /**
   * Collections the prompt says each member reads only their own of, beside others it opens:
   * "the member's own signups", 'their own bookings' (read access of those alone).
   */
  ownedCollections: string[];
  /** 'applications for their own jobs': each member reads those whose reference is theirs. */
  ownedThrough: { collection: string; through: string }[];
}

/**
 * 'anyone': visitors; 'members': signed-in site members; 'owner': signed-in members, each seeing
 * only the items they own; 'admin': site admins.
 */
export type Access = 'anyone' | 'members' | 'owner' | 'admin';

/** Who may read one collection's items: the page's access, or each member their own. */
export function collectionRead(prompt: PromptFeatures, collection: string): Access {
  const read = prompt.access.read;
  if (prompt.access.adminCollections?.includes(collection)) return 'admin';
  // 'Only members with the Teacher role can see the submissions': members, then the role.
  if (read === 'anyone' && roleReads(prompt.access.role, collection)) return 'members';
  return read !== 'admin' && prompt.ownedCollections.includes(collection) ? 'owner' : read;
}

const has = (prompt: string, pattern: RegExp): boolean => pattern.test(prompt);

const CAROUSEL = /slider|carousel|slideshow|one at a time|rotat/;

/** 'the top 10 Donations by amount': the items ranked by that field, highest first. */
export const TOP_BY =
  /\btop\s+(?:\d{1,3}\s+(?:[a-z]+\s+){0,2}?|(?:[a-z]+\s+){1,2}?)by\s+(?:the\s+|their\s+|its\s+)?([a-z ]{2,40})/i;

/** 'N per page' with up to two words between: '6 products per page', '20 rows on each page'. */
export const PER_PAGE =
  /(\d{1,3})\s*(?:[a-z]+\s+){0,2}?(?:per page|on each page|on every page|a page)\b/;

export function readPrompt(
  prompt: string,
  collectionNames: readonly string[] = [],
): PromptFeatures {
  // Curly apostrophes read as straight ones: "the member’s own" (one character each, so indexes hold).
  const p = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const pageSize =
    // '6 per page', 'show 6 products per page', '12 recipes at a time', 'page size of 6'.
    PER_PAGE.exec(p) ??
    // Not 'can borrow at most 3 tools at a time': how many a member may have, not a page.
    /(?<!\b(?:borrow|rent|have|hold|keep|check out|reserve|book|take|loan)\s+(?:at most|up to|no more than|max(?:imum)?(?: of)?)\s+)(\d{1,3})\s*(?:[a-z]+\s+){0,2}?(?:at a time|per load|items? per|results? per|rows? per)\b/.exec(
      p,
    ) ??
    /\bpage size (?:of |is |: ?)?(\d{1,3})\b/.exec(p) ??
    /(?:load|show|append|add)s?\s+(\d{1,3})\s+more\b/.exec(p) ??
    /\b(?:latest|newest|last|top|first|next|(?:most )?recent|loads? the)\s+(\d{1,3})\b(?!\s*(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|characters?|chars?|words?|letters?|steps?|%))/.exec(
      p,
    ) ??
    /\b(\d{1,3})\s+(?:latest|newest|most recent|recent)\b/.exec(p) ??
    // 'Load 10 questions from Questions into quizRepeater'.
    /\b(?:load|loads|show|shows|display|displays|fetch|fetches)\s+(\d{1,3})\s+[a-z]+\s+from\b/.exec(
      p,
    ) ??
    // 'the 10 fastest teams', 'the 5 cheapest cars'.
    /\bthe\s+(\d{1,3})\s+(?:fastest|quickest|slowest|shortest|longest|cheapest|most expensive|priciest|smallest|largest|biggest|nearest|closest|lightest|heaviest)\s+[a-z]/.exec(
      p,
    ) ??
    // 'the 5 Tutors with highest averageRating'.
    /\bthe\s+(\d{1,3})\s+[a-z]+\s+with\s+(?:the\s+)?(?:highest|lowest|most|fewest|best|biggest|largest|smallest|longest|shortest)\b/.exec(
      p,
    ) ??
    // 'Max 20 results, cheapest first', 'max 12 results'; not 'can submit at most 3 entries'.
    /(?<!\b(?:submit|add|post|send|upload|create|make|enter|book)\w*\s+)\b(?:max(?:imum)?|at most|up to|no more than)\s+(\d{1,3})\s+(?:results|items|rows|entries|cards|listings)\b/.exec(
      p,
    ) ??
    // 'newest first, max 6.', 'newest first, max 20, with …': at most that many, a clause of its own.
    /,\s*(?:max(?:imum)?|at most|up to)\s+(\d{1,3})\s*(?=[.;),]|$)/.exec(p);
  const every = /every\s+(\d{1,3})\s*(s|sec|secs|seconds?)\b/.exec(p);
  // 'sorted alphabetically by name'; 'Alphabetical by name.', 'A-Z by name' say it without a verb.
  const sortBy =
    /(?:sort(?:ed|s)?|order(?:ed)?)\s+(?:them\s+|(?!by\b)[a-z]+\s+)?(?:(?:alphabetically|a\s*(?:to|-)\s*z|ascending|descending)\s+)?by\s+(?:the\s+|their\s+|its\s+)?([a-z ]{2,40})/.exec(
      p,
    ) ??
    /\b(?:alphabetical(?:ly)?|a\s*(?:to|-)\s*z)\s+by\s+(?:the\s+|their\s+|its\s+)?([a-z ]{2,40})/.exec(
      p,
    ) ??
    TOP_BY.exec(p) ??
    // 'the steps in stepnumber order', 'in order of position'.
    /\bin\s+(?:the\s+|their\s+)?([a-z]{3,30}(?:\s+[a-z]{3,30})?)\s+order\b(?<!\b(?:the|alphabetical|reverse|random|any|same|this|that|chronological|date|ascending|descending)\s+order)/.exec(
      p,
    ) ??
    /\bin\s+order\s+of\s+(?:the\s+|their\s+)?([a-z ]{2,40})/.exec(p);
  return {
    search: has(p, /\bsearch/),
    filter: has(p, /\bfilter/),
    sort: has(p, /\bsort|\border(ed)? by|low to high|high to low|a-z\b/),
    loadMore: has(p, /load more|show more|see more|load the next|infinite scroll/),
    pagination:
      has(p, /paginat|next page|previous page|page \d|pages\b|per page|page [a-z\d]+ of\b/) ||
      // Previous and next buttons belong to a slider when there is one.
      (has(p, /previous and next|prev(?:ious)?\/next/) && !has(p, CAROUSEL)),
    count: has(
      p,
      /\bcount\b|\bcount of|number of (results|matches|items)|how many|\btotal\b|results found/,
    ),
    toggle: has(
      p,
      /\btoggle|show or hide|show\/hide|hide or show|collaps|expand|accordion|\b(?:hidden|closed) (?:until|and (?:opens?|shows?))\b/,
    ),
    lightbox: has(p, /lightbox|popup|pop-up|modal/),
    // A page that opens a lightbox is not one: 'opens "Details" with the item as its context'.
    inLightbox: has(p, IN_LIGHTBOX) && !has(p, OPENS_LIGHTBOX),
    newTab: has(p, /\bnew (?:browser )?(?:tab|window)\b/),
    editsOwn: has(p, MEMBER_WORDS) && (saysEditsOwn(p) || loadsAndSavesOwn(p)),
    rowSelect: has(
      p,
      // 'Clicking a row', 'a row click', 'opens … from a row of productsTable', 'each row of it opens'
      /\b(?:click|clicks|clicking|clicked|select|selects|selecting|selected|tap|taps|tapping|choose|chooses|choosing)\s+(?:on\s+)?(?:a|the|any|each|one)?\s*(?:[a-z]+\s+)?rows?\b|\brow (?:click|select)|\bopens?\b[^.]{0,120}\bfrom (?:a|the|any|each) (?:[a-z]+ )?rows?\b|\b(?:a|any|each) rows? (?:of [a-z]+ )?opens\b/,
    ),
    lightboxes: namedLightboxes(prompt),
    submit: has(p, /submit|send|sign ?up|subscribe|register|book|contact|apply|enquir|inquir/),
    // 'max 14 days from today' bounds a date input, not the items shown.
    upcoming: has(
      p,
      // "birthDateInput (can't be in the future)", 'Date must be in the future, otherwise show
      // "Please pick a future date"': rules of an input, not which items show. 'not expired
      // yet' is from today on.
      /upcoming|(?<!\b(?:can'?t|cannot|can not|must not|mustn'?t|may not|should not|shouldn'?t|not|never|no|must|should|has to|have to|needs? to|a)\s+(?:be\s+)?(?:in\s+)?(?:the\s+)?)future|not yet (happened|passed)|\bnot (?:yet )?expired\b|\bunexpired\b|(?<!\b\d+\s+(?:days?|weeks?|months?)\s+)from today/,
    ),
    past: has(
      p,
      /\bpast (?:events?|classes|webinars?|shows?|sessions?|workshops?|meetings?|appointments?|bookings?)\b|(?<!\b(?:can'?t|cannot|can not|must not|mustn'?t|may not|should not|shouldn'?t|not|never|no)\s+(?:be\s+)?)\bin the past\b|\balready (?:happened|took place)\b/,
    ),
    newestFirst: has(
      p,
      /newest|latest|most recent|recent first|descending|\bz\s*(?:to|-)\s*a\b|high(?:est)? to low(?:est)?|\bhi(?:gh)?\s*(?:-+>|→)\s*lo(?:w)?\b|\b(?:highest|largest|biggest|most|best)\s+first\b/,
    ),
    oldestFirst: has(
      p,
      /soonest|oldest|chronolog|earliest|ascending|\blo(?:w)?\s*(?:-+>|→)\s*hi(?:gh)?\b|\b(?:lowest|smallest|fewest|least)\s+first\b/,
    ),
    pageSize: pageSize ? clamp(Number(pageSize[1]), 1, 100) : null,
    sortWords:
      sortBy?.[1]
        ?.split(/\s*(?:[,.;(]|\band\b|\bthen\b|\bwith\b)\s*/)[0]
        // 'name A to Z', 'price high to low': the field's words, not the direction's.
        ?.replace(SORT_DIRECTION, '')
        .trim()
        .split(' ') ?? [],
    autoAdvanceMs: every ? clamp(Number(every[1]), 2, 60) * 1000 : null,
    carousel: has(p, CAROUSEL),
    access: promptAccess(p, collectionNames, prompt),
    ownedCollections: ownedCollectionsOf(p, collectionNames, prompt),
    ownedThrough: ownedThroughOf(p, collectionNames),
  };
}

const BOX = String.raw`(?:lightbox|popup|pop-up|modal)`;
/** Words that say the code runs in a lightbox, not on a page that opens one. */
const IN_LIGHTBOX = new RegExp(
  [
    String.raw`\b(?:this is|code (?:of|for|in)) (?:the |a |this )?(?:code (?:of|for) )?(?:the |a |this )?(?:"[^"]{1,40}" |“[^”]{1,40}” )?${BOX}\b`,
    String.raw`\b${BOX}(?:'s)? (?:page )?code\b`,
    String.raw`\blightbox\.getcontext\b`,
    String.raw`\b(?:passed|sent|given) (?:in )?(?:with|to) (?:the |this )${BOX}(?:'s)? context\b`,
    String.raw`\b(?:the |its |this )${BOX}(?:'s)? context\b`,
    String.raw`\b(?:closes|dismisses) (?:the |this )${BOX}\b`,
    // 'This code runs in the Quick View lightbox'
    String.raw`\b(?:code|it) runs in (?:the |a |this )?(?:"[^"]{1,40}" |“[^”]{1,40}” )?(?:[\w-]+ ){0,3}?${BOX}\b`,
  ].join('|'),
);
/** 'Clicking quickViewButton opens a lightbox'; not 'the page that opens it (lightbox context)'. */
const OPENS_LIGHTBOX = new RegExp(
  String.raw`\bopen(?:s|ing)?\b(?! (?:it|this)\b)[^.]{0,60}\b${BOX}|openlightbox`,
);

/** How a 'sort by' phrase ends when it gives the direction: 'A to Z', 'high to low'. */
const SORT_DIRECTION =
  /\s+(?:from\s+)?(?:a\s*(?:to|-)\s*z|z\s*(?:to|-)\s*a|(?:high|low)(?:est)?\s+to\s+(?:high|low)(?:est)?|alphabetical(?:ly)?|ascending|descending|desc|asc|in (?:alphabetical|ascending|descending) order)\b.*$/;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export interface NamedLightbox {
  name: string;
  clauseWords: Set<string>;
}

/** Each clause ('…, and …' or a sentence) that names a lightbox, with its name. */
function namedLightboxes(prompt: string): NamedLightbox[] {
  return clausesOf(prompt).flatMap((clause) => {
    const name = lightboxName(clause);
    return name ? [{ name, clauseWords: new Set(keyWords(clause.replace(/["“”'‘’]/g, ' '))) }] : [];
  });
}

/**
 * Sentences, and their parts around ',' and 'and', except inside double quotes: a lightbox named
 * "Terms and Conditions" stays whole.
 */
/** The prompt's sentences (ended by . ! ? ; or a line break). */
export function sentencesOf(prompt: string): string[] {
  // 'grouped... well, just sorted by day' goes on: an ellipsis ends no sentence, nor does 'e.g.'.
  return prompt.split(/(?<=(?<!\.\.)[.!?;])(?<!\b(?:e\.g|i\.e)\.)\s+|\n+/);
}

/** Whole sentences, not cut at ';': 'letterDropdown with A to Z; picking a letter shows …'. */
export function wholeSentencesOf(prompt: string): string[] {
  return prompt.split(/(?<=[.!?])(?<!\b(?:e\.g|i\.e)\.)\s+|\n+/);
}

/** An element's id as a prompt writes it, bare or after '#': 'roomDropdown', '#roomDropdown'. */
export function idPattern(id: string): RegExp {
  return new RegExp(String.raw`(?<![\w$#-])#?${id}\b`);
}

/**
 * An element as a prompt names it, by id or in words, its label maybe quoted ('markPaidButton':
 * "a 'Mark paid' button", 'saveScoreButton': 'a Save score button'), or a button by its verb
 * before what it does ('#approveBtn and #rejectBtn - approve sets status to Approved, reject
 * sets …'). A pattern's source, to be used case-insensitively.
 */
export function mentionSource(id: string): string {
  const spelled = words(id);
  const verb =
    spelled.length === 2 && /^(?:btn|button)$/.test(spelled[1] ?? '')
      ? String.raw`|\b${spelled[0]}(?=\s+(?:button\s+)?(?:sets?|marks?|changes?|updates?|stamps?|moves?|adds?|removes?|deletes?)\b)`
      : '';
  return String.raw`\b${id}\b|\b${spelled.join(String.raw`['"‘’“”]?\s+['"‘’“”]?`)}\b${verb}`;
}

/**
 * Where the text names the element: by its id, or in its words when the id has two or more
 * ('the message box' for messageBox, 'a Book now button' for bookNowButton).
 */
export function elementMention(text: string, id: string): RegExpExecArray | null {
  const own = idPattern(id).exec(text);
  if (own) return own;
  const spelled = words(id);
  return spelled.length > 1
    ? new RegExp(String.raw`\b${spelled.map(escapeRegExp).join(String.raw`[\s-]+`)}\b`, 'i').exec(
        text,
      )
    : null;
}

export const namesElement = (text: string, id: string): boolean =>
  elementMention(text, id) !== null;

/**
 * The words around a figure out of a total in the sentence's quote: 'You scored X of Y' →
 * ['You scored ', ' of ', ''], 'X of Y lessons completed' → ['', ' of ', ' lessons completed'];
 * 'X/5' puts the total where Y would be.
 */
export function xOfYWords(sentence: string): [string, string, string] | null {
  const quote = anyQuotedTexts(sentence).find((q) => /\bX\b[^]*(?:\bY\b|\d)/.test(q));
  const match = quote ? /^(.*?)\bX\b(.*?)(?:\bY\b|\b\d+\b)(.*)$/.exec(quote) : null;
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : null;
}

/** The first sentence that names the element `id` (case-sensitive, as ids are). */
export function sentenceNaming(prompt: string, id: string): string | undefined {
  const named = new RegExp(String.raw`\b${id}\b`);
  return sentencesOf(prompt).find((s) => named.test(s));
}

export function clausesOf(prompt: string): string[] {
  // Private-use characters stand in for the quoted separators while the prompt is split.
  const COMMA = '\uE000';
  const AND = '\uE001';
  const masked = prompt.replace(/"[^"\n]*"|“[^”\n]*”/g, (quoted) =>
    quoted.replace(/,|\band\b/g, (part) => (part === ',' ? COMMA : AND)),
  );
  return masked
    .split(/(?<=[.!?;])(?<!\b(?:e\.g|i\.e)\.)\s+|\n+|,|\band\b/)
    .map((clause) => clause.replaceAll(COMMA, ',').replaceAll(AND, 'and'));
}

/**
 * The lightbox a button opens: the one named in the clause that names the button, else the first
 * the prompt names; null when it names none.
 */
export function lightboxFor(prompt: PromptFeatures, buttonId: string): string | null {
  return namedLightbox(prompt, buttonId) ?? prompt.lightboxes[0]?.name ?? null;
}

/** The lightbox named in the clause that names the button ('an Apply button that opens "Apply"'). */
export function namedLightbox(prompt: PromptFeatures, buttonId: string): string | null {
  const own = keyWords(buttonId);
  const named = prompt.lightboxes.find(
    (l) => own.length > 0 && own.every((w) => l.clauseWords.has(w)),
  );
  return named?.name ?? null;
}

/**
 * 'the lightbox named "Member Profile"' / "popup called 'Quick View'" → the quoted name; 'the
 * TeamMember lightbox', 'the Member Details lightbox' → the name as written.
 */
function lightboxName(prompt: string): string | null {
  const match =
    /(?:lightbox|popup|pop-up|modal)\s+(?:named|called|titled)?\s*["“'‘]([A-Za-z0-9][A-Za-z0-9 _-]{0,40})["”'’]/i.exec(
      prompt,
    ) ??
    /["“'‘]([A-Za-z0-9][A-Za-z0-9 _-]{0,40})["”'’]\s+(?:lightbox|popup|pop-up|modal)/i.exec(
      prompt,
    ) ??
    // 'open the TeamMember lightbox': a capitalised name, unquoted.
    /\b(?:the|a|our|my)\s+([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+(?:\s[A-Z][a-z0-9]+)+)\s+(?:lightbox|popup|pop-up|modal)\b/.exec(
      prompt,
    );
  return match?.[1]?.trim() ?? null;
}

/** The texts a sentence puts in double or curly quotes ('labelled "Show more"'), in order. */
export function quotedTexts(text: string): string[] {
  return [...text.matchAll(/"([^"]{1,80})"|“([^”]{1,80})”/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** 'Billed yearly' in single quotes; an apostrophe inside a word ("don't") is not one. */
export function singleQuotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<![\w])['‘]([^'’\n]{1,80})['’](?![\w])/g)].map((m) => m[1] ?? '');
}

/**
 * A character of a single-quoted text: an apostrophe only inside a word, so 'You're on the list'
 * is one quote, not 'You' and a stray one.
 */
export const IN_SINGLE_QUOTES = String.raw`(?:[^'’\n]|(?<=\w)['’](?=\w))`;

/** Every quoted text, in double, curly or single quotes, in the order they are written. */
export function anyQuotedTexts(text: string): string[] {
  const quoted = new RegExp(
    String.raw`"([^"]{1,80})"|“([^”]{1,80})”|(?<![\w])['‘](${IN_SINGLE_QUOTES}{1,80})['’](?![\w])`,
    'g',
  );
  return [...text.matchAll(quoted)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}
