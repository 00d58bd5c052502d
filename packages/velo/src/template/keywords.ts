/**
 * What the prompt asks for, read from plain keywords. The declared elements decide most wiring;
 * these switch on features an element's name alone doesn't reveal (a count, pagination, a
 * lightbox, upcoming-only events) and tune it (page size, sort hints, auto-advance delay).
 */
export interface PromptFeatures {
  search: boolean;
  filter: boolean;
  sort: boolean;
  loadMore: boolean;
  pagination: boolean;
  count: boolean;
  toggle: boolean;
  lightbox: boolean;
  /** A lightbox name the prompt gives, e.g. 'lightbox named "Member Profile"'. */
  lightboxName: string | null;
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
  /** Who the generated web methods serve ('admin only', 'members only', 'their own bookings'). */
  access: Access;
}

/**
 * 'anyone': visitors; 'members': signed-in site members; 'owner': signed-in members, each seeing
 * only the items they own; 'admin': site admins.
 */
export type Access = 'anyone' | 'members' | 'owner' | 'admin';

const has = (prompt: string, pattern: RegExp): boolean => pattern.test(prompt);

export function readPrompt(prompt: string): PromptFeatures {
  const p = prompt.toLowerCase();
  const pageSize =
    /(\d{1,3})\s*(?:at a time|per page|per load|items? per|results? per)/.exec(p) ??
    /(?:load|show|append|add)s?\s+(\d{1,3})\s+more\b/.exec(p);
  const every = /every\s+(\d{1,3})\s*(s|sec|secs|seconds?)\b/.exec(p);
  const sortBy =
    /(?:sort(?:ed|s)?|order(?:ed)?)\s+(?:them\s+)?by\s+(?:the\s+|their\s+|its\s+)?([a-z ]{2,40})/.exec(
      p,
    );
  return {
    search: has(p, /\bsearch/),
    filter: has(p, /\bfilter/),
    sort: has(p, /\bsort|\border(ed)? by|low to high|high to low|a-z\b/),
    loadMore: has(p, /load more|show more|see more|load the next|infinite scroll/),
    pagination: has(
      p,
      /paginat|next page|previous page|page \d|pages\b|per page|page [a-z\d]+ of\b|previous and next|prev(?:ious)?\/next/,
    ),
    count: has(
      p,
      /\bcount\b|\bcount of|number of (results|matches|items)|how many|\btotal\b|results found/,
    ),
    toggle: has(p, /\btoggle|show or hide|show\/hide|hide or show|collaps|expand|accordion/),
    lightbox: has(p, /lightbox|popup|pop-up|modal/),
    lightboxName: lightboxName(prompt),
    submit: has(p, /submit|send|sign ?up|subscribe|register|book|contact|apply|enquir|inquir/),
    upcoming: has(p, /upcoming|future|not yet (happened|passed)|from today/),
    newestFirst: has(p, /newest|latest|most recent|recent first|descending/),
    oldestFirst: has(p, /soonest|oldest|chronolog|earliest|ascending/),
    pageSize: pageSize ? clamp(Number(pageSize[1]), 1, 100) : null,
    sortWords:
      sortBy?.[1]?.split(/\s*(?:[,.;(]|\band\b|\bthen\b|\bwith\b)\s*/)[0]?.split(' ') ?? [],
    autoAdvanceMs: every ? clamp(Number(every[1]), 2, 60) * 1000 : null,
    carousel: has(p, /slider|carousel|slideshow|one at a time|rotat/),
    access: access(p),
  };
}

const ADMIN_ONLY =
  /\b(?:admin(?:istrator)?s?|site owners?)[- ]only\b|\bonly (?:for )?(?:the )?(?:site owners?|(?:site )?admin(?:istrator)?s?)\b|\badmin(?:istrator)? (?:dashboard|panel|area)\b/;
const MEMBERS_ONLY =
  /\bmembers?[- ]only\b|\bonly (?:for )?(?:site )?members\b|\b(?:logged|signed)[- ]in (?:site )?members?\b/;
const OWN_ITEMS = /\btheir own\b|\bowned by\b/;
const MEMBER_WORDS = /\bmembers?\b|\b(?:log|logged|sign|signed)[- ]in\b/;

/**
 * The strictest access the prompt asks for; an admin-only page ignores ownership. An item's owner
 * ('only the owner of a booking') is a member, so only 'site owner' means the admin.
 */
function access(p: string): Access {
  if (has(p, ADMIN_ONLY)) return 'admin';
  // A site owner's "my own products" means the whole site's items, so "my own" needs members.
  if (has(p, OWN_ITEMS) || (has(p, /\bmy own\b/) && has(p, MEMBER_WORDS))) return 'owner';
  if (has(p, MEMBERS_ONLY)) return 'members';
  return 'anyone';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** 'the lightbox named "Member Profile"' / "popup called 'Quick View'" → the quoted name. */
function lightboxName(prompt: string): string | null {
  const match =
    /(?:lightbox|popup|pop-up|modal)\s+(?:named|called|titled)?\s*["“'‘]([A-Za-z0-9][A-Za-z0-9 _-]{0,40})["”'’]/i.exec(
      prompt,
    ) ??
    /["“'‘]([A-Za-z0-9][A-Za-z0-9 _-]{0,40})["”'’]\s+(?:lightbox|popup|pop-up|modal)/i.exec(prompt);
  return match?.[1]?.trim() ?? null;
}
