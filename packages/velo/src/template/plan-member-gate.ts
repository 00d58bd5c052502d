import { type SiteCollection, type SiteElement, ancestorsOf } from '../structure';
import { collectionRead, sentenceNaming } from './keywords';
import { hasWord, words } from './naming';
import { type PlanContext, isBox, isButton, ownDescendants, pageLevel } from './plan-context';
import { listShows } from './plan-lists';
import { ownItemTexts, visitorRedirect, welcomeTemplate } from './plan-member-own';
import type { Binding, FormPlan, ListPlan } from './plan-types';

/** Lists or a form of the member's own only members may use: visitors get the way to log in. */
export interface MemberGatePlan {
  loginButtonId: string | null;
  welcomeTextId: string | null;
  /** Logs the member out; hidden for visitors. */
  logoutButtonId: string | null;
  /** Texts showing the member's own details: their name, login email, or when they joined. */
  detailTexts: { id: string; shows: 'name' | 'email' | 'joined' }[];
  /** A box holding all the members' content ('dashboardBox'), collapsed for visitors. */
  areaId: string | null;
  /** 'Hi' / 'Welcome' …, and whether to use the member's first name over their nickname. */
  /** The greeting's word, whether it names the first name, and its quoted words around the name. */
  greeting: { word: string; firstName: boolean; around: [string, string] | null };
  /** The lists collapsed for visitors and loaded once a member is signed in. */
  listIds: string[];
  /**
   * The page-level controls of those lists (search, filters, sorting, paging, counts), collapsed
   * with them: a visitor typing a search would call web methods that refuse visitors.
   */
  controlIds: string[];
  /** The member's own item of a collection ('their points from Profiles') and its texts. */
  own: { collection: SiteCollection; texts: Binding[]; fnName: string } | null;
  /** Where a visitor is sent instead ('others are sent to the home page'): a path. */
  redirect: string | null;
  /** The welcome's own words, a field of that item in braces ('Welcome back, {name}'). */
  welcomeFrom: { template: string; field: string } | null;
  /** Texts for visitors alone ('visitors should see loginText instead'), hidden for members. */
  visitorTextIds: string[];
  /** 'visitors should be prompted to log in', 'get the login window': Wix's login opens. */
  promptsLogin: boolean;
}

/**
 * When only members may read what the lists show, a visitor's page would call web methods that
 * refuse them and keep the editor's placeholder items: the page checks for a member first, and a
 * page-level login button and welcome text ('loginButton', 'welcomeText') get those roles.
 */
export function planMemberGate(
  ctx: PlanContext,
  lists: ListPlan[],
  forms: FormPlan[],
): MemberGatePlan | null {
  // Lists only members may read: the page's, or one collection's ('the member's own signups').
  const gated = lists.filter(
    (l) =>
      l.collection !== null &&
      listShows(l) &&
      ['members', 'owner'].includes(collectionRead(ctx.prompt, l.collection.name)),
  );
  // A form of the member's own item ('edit their profile') beside a login button: its box is
  // theirs alone. Without one, the form itself asks a visitor to log in (page-form-edit.ts).
  const name = (e: SiteElement) => ctx.defaultNames?.get(e.id) ?? e.id;
  const loginFree = pageLevel(ctx.structure).some(
    (e) => !ctx.claimed.has(e.id) && isButton(e) && isLoginId(name(e)),
  );
  const ownForms = loginFree ? forms.filter((f) => f.editsOwn !== null && f.id !== null) : [];
  // Or just the login and logout buttons the prompt is about: 'logoutButton logs them out'.
  const authButtons = pageLevel(ctx.structure).some(
    (e) =>
      !ctx.claimed.has(e.id) &&
      isButton(e) &&
      (isLoginId(name(e)) || isLogoutId(name(e))) &&
      new RegExp(String.raw`\b${e.id}\b`).test(ctx.promptText),
  );
  if (gated.length === 0 && ownForms.length === 0 && !authButtons) return null;
  // The texts of such a form that it does not use show the member's details ('nameText').
  const formTexts = ownForms.flatMap((f) =>
    ownDescendants(ctx.structure, f.id ?? '').filter(
      (e) => e.veloType === 'Text' && e.id !== f.statusTextId && e.id !== f.errorTextId,
    ),
  );
  const free = [...pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id)), ...formTexts];
  // 'Visitors see the login button' names 'button2' when the page kept the editor's ids.
  const login = free.find((e) => isButton(e) && isLoginId(name(e)));
  const welcome = free.find(
    (e) => e.veloType === 'Text' && hasWord(name(e), ['welcome', 'greeting', 'hello']),
  );
  const logout = free.find((e) => isButton(e) && isLogoutId(name(e)));
  const own = ownItemTexts(ctx, free);
  const detailTexts = free.flatMap((e) => {
    const shows =
      e.veloType === 'Text' && e !== welcome && !own?.texts.some((t) => t.elementId === e.id)
        ? memberDetail(ctx.promptText, e.id)
        : null;
    return shows ? [{ id: e.id, shows }] : [];
  });
  const welcomeFrom = welcomeTemplate(ctx.promptText, welcome?.id ?? null, own);
  const welcomeText = own?.texts.find((t) => t.elementId === welcome?.id);
  const visitorTexts = free.filter(
    (e) => e.veloType === 'Text' && e !== welcome && forVisitors(ctx.promptText, e.id),
  );
  for (const e of [login, welcome, logout, ...visitorTexts]) if (e) ctx.claimed.add(e.id);
  for (const t of detailTexts) ctx.claimed.add(t.id);
  return {
    loginButtonId: login?.id ?? null,
    welcomeTextId: welcome?.id ?? null,
    logoutButtonId: logout?.id ?? null,
    detailTexts,
    areaId:
      gated.length > 0 ? memberArea(ctx, gated, login?.id ?? null) : (ownForms[0]?.id ?? null),
    greeting: greetingOf(ctx.promptText),
    listIds: gated.map((l) => l.id),
    controlIds: gated.flatMap(listControlIds),
    // The welcome text shows its own words with the field, not the field alone.
    own: own && welcomeFrom ? { ...own, texts: own.texts.filter((t) => t !== welcomeText) } : own,
    redirect: visitorRedirect(ctx.promptText),
    welcomeFrom,
    visitorTextIds: visitorTexts.map((e) => e.id),
    // A login button of the page's own opens it when clicked ('… which opens the login prompt').
    promptsLogin: !login && PROMPTS_LOGIN.test(ctx.promptText),
  };
}

/** 'Visitors should be prompted to log in', 'visitors … should get the login window'. */
const PROMPTS_LOGIN =
  /\b(?:prompt(?:ed|s)?|asked)\s+to\s+log\s*in\b|\b(?:get|shown?)\s+(?:the\s+|a\s+|wix'?s\s+)?(?:login|log-in|sign-in)\s+(?:window|prompt|popup|pop-up|lightbox|dialog|screen)\b|\bprompt\s+(?:them|visitors|the visitor)\s+to\s+log\s*in\b/i;

/** 'visitors should see loginText instead', 'show loginText to visitors': a text for them alone. */
function forVisitors(prompt: string, id: string): boolean {
  return new RegExp(
    String.raw`\bvisitors?\b[^.;]{0,40}\b(?:see|sees|get|gets|shown|is shown)\s+(?:the\s+)?#?${id}\b|\b(?:show|shows|display|displays)\s+#?${id}\s+(?:to|for)\s+(?:the\s+)?visitors?\b`,
    'i',
  ).test(prompt);
}

/**
 * The box holding every gated list ('dashboardBox'), collapsed for visitors as a whole: the
 * members' area. Null when the lists share none, or it holds the login button too.
 */
function memberArea(ctx: PlanContext, gated: ListPlan[], loginId: string | null): string | null {
  const boxesOf = (id: string) => ancestorsOf(ctx.structure, id).filter(isBox);
  const [first, ...rest] = gated;
  if (!first) return null;
  const shared = boxesOf(first.id).filter((box) =>
    rest.every((l) => boxesOf(l.id).some((b) => b.id === box.id)),
  );
  const area = shared.find(
    (box) => !loginId || !ownDescendants(ctx.structure, box.id).some((d) => d.id === loginId),
  );
  return area?.id ?? null;
}

/**
 * What a text shows of the signed-in member, when its sentence says it is theirs: 'their login
 * email in emailText', 'the date they joined in joinedText'.
 */
function memberDetail(
  prompt: string,
  id: string,
): MemberGatePlan['detailTexts'][number]['shows'] | null {
  const sentence = sentenceNaming(prompt, id);
  // 'Show the logged-in member's name and email' beside nameText and emailText.
  if (!sentence) {
    const said =
      /\b(?:member'?s|their|my)\b(?:\s+(?:own|full|display|login))?\s+(name|e-?mail)\b(?:\s+and\s+(?:their\s+)?(name|e-?mail)\b)?/i.exec(
        prompt,
      );
    const kinds = [said?.[1], said?.[2]].map((k) =>
      k && /mail/i.test(k) ? 'email' : k ? 'name' : null,
    );
    if (hasWord(id, ['email', 'mail']) && kinds.includes('email')) return 'email';
    if (hasWord(id, ['name', 'fullname']) && kinds.includes('name')) return 'name';
    return null;
  }
  if (!/\b(?:member|their|login|account|signed[- ]in|logged[- ]in)\b/i.test(sentence)) return null;
  // The words just before the id say what it holds: '… their login email in emailText'.
  const before = sentence
    .slice(Math.max(0, sentence.indexOf(id) - 40), sentence.indexOf(id))
    .split(/[,;]/)
    .pop();
  const said = `${before} ${words(id).join(' ')}`;
  if (/\bjoin(?:ed)?\b|\bmember since\b|\bsigned up\b|\bregistered\b/i.test(said)) return 'joined';
  if (/\be-?mail\b/i.test(said)) return 'email';
  if (/\bname\b/i.test(said)) return 'name';
  return null;
}

/**
 * 'Hi <first name>' greets with those words and the first name; otherwise 'Welcome, <nickname>!'.
 */
function greetingOf(prompt: string): MemberGatePlan['greeting'] {
  const word = /["'“‘]\s*(hi|hello|hey|welcome back|welcome)\b/i.exec(prompt)?.[1] ?? 'welcome';
  // 'Hi <first name>', "Welcome back, {name}!": the prompt's own words around the name.
  const quoted = /["'“‘]\s*((?:hi|hello|hey|welcome back|welcome)\b[^"”'’\n]{0,60})["”'’]/i.exec(
    prompt,
  )?.[1];
  const slot = quoted ? /<[^>]+>|\{[^}]+\}|\[[^\]]+\]/.exec(quoted) : null;
  // ', you have N upcoming shifts': a count the greeting does not say is left out, not written N.
  const after = quoted && slot ? quoted.slice(slot.index + slot[0].length) : '';
  const counted = /[,;:.!]?[^,;:.!]*\b[NX]\b[^]*$/.exec(after);
  return {
    word: word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    firstName: /\bfirst[- ]?name\b/i.test(prompt),
    around:
      quoted && slot
        ? [quoted.slice(0, slot.index), counted ? after.slice(0, counted.index) : after]
        : null,
  };
}

/** A list's page-level controls: what a visitor could use to make it load. */
function listControlIds(list: ListPlan): string[] {
  const ids = [
    list.search?.inputId,
    ...list.filters.flatMap((f) =>
      f.buttons.length > 0 ? f.buttons.map((b) => b.id) : [f.elementId],
    ),
    list.sortDropdownId,
    ...list.sortButtons.map((b) => b.id),
    list.loadMore?.id,
    list.prevId,
    list.nextId,
    list.pagerId,
    list.pageTextId,
    list.countTextId,
    list.clearId,
    list.applyId,
  ];
  return ids.filter((id): id is string => typeof id === 'string');
}

function isLogoutId(id: string): boolean {
  const w = words(id);
  return (
    hasWord(id, ['logout', 'signout']) ||
    ((w.includes('log') || w.includes('sign')) && w.includes('out'))
  );
}

function isLoginId(id: string): boolean {
  const w = words(id);
  return (
    hasWord(id, ['login', 'signin']) ||
    ((w.includes('log') || w.includes('sign')) && w.includes('in'))
  );
}
