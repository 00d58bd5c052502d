import { escapeRegExp } from '../regexp';
import { deadlineDay } from './plan-change-deadline';
import type { SiteCollection, SiteElement, SiteStructure } from '../structure';
import { sentencesOf } from './keywords';
import { savedTo } from './access-phrases';
import { assignBindings, bindingKind, displayField, fieldsInPromptOrder } from './matching';
import { isPlainLabel } from './text-roles';
import { camel, hasWord, humanize, keyWords, nameScore, nounForms, pascal, words } from './naming';
import { planStates } from './plan-states';
import { OPEN_WORDS, type PlanContext, inRepeater, isButton, ownDescendants } from './plan-context';
import { itemActions, rowAction, saidItemPath } from './plan-item-actions';
import { itemConditions } from './plan-item-conditions';
import { itemHovers } from './plan-item-hover';
import { itemPreviews } from './plan-item-previews';
import { itemEdits } from './plan-item-edits';
import { defaultColumns } from './plan-table-columns';
import type { Binding, ListPlan } from './plan-types';
import { percentBinding } from './progress-bars';
import { withTextTemplates } from './text-templates';
import { conditionalTextBindings } from './shown-for-some';
import { lightboxUse } from './lightbox-answers';

/**
 * List views: repeaters, tables and galleries outside other repeaters, each filled from its
 * best-matching collection. Controls (search, filters, paging) are added by planControls.
 */
export function planLists(ctx: PlanContext, formCollections: Set<string>): ListPlan[] {
  const { structure } = ctx;
  const lists: ListPlan[] = [];
  const names = new Set<string>();
  for (const element of structure.elements) {
    if (!['repeater', 'table', 'gallery'].includes(element.type)) continue;
    // Lists inside a repeater are repeated parts of its items, not lists of their own.
    if (ctx.claimed.has(element.id) || inRepeater(structure, element.id)) continue;
    // 'photosGallery' on an item page shows that item's Media Gallery field, not a list.
    if (element.type === 'gallery' && namesMediaField(structure, element)) continue;
    const kind = element.type as ListPlan['kind'];
    const children = kind === 'repeater' ? ownDescendants(structure, element.id) : [];
    const collection = chooseCollection(ctx, element, children, formCollections);
    let name = pascal(
      collection ? (collection.name.split('/').pop() ?? collection.name) : element.id,
    );
    if (names.has(name)) name = pascal(element.id);
    names.add(name);
    ctx.claimed.add(element.id);
    lists.push(buildList(ctx, element, kind, name, collection, children));
  }
  return lists;
}

function namesMediaField(structure: SiteStructure, gallery: SiteElement): boolean {
  const own = keyWords(gallery.id).filter((w) => w !== 'gallery');
  return structure.collections.some((c) =>
    c.fields.some(
      (f) =>
        f.type === 'media-gallery' &&
        own.length > 0 &&
        keyWords(f.key).every((w) => own.includes(w)),
    ),
  );
}

function chooseCollection(
  ctx: PlanContext,
  list: SiteElement,
  children: SiteElement[],
  formCollections: Set<string>,
): SiteCollection | null {
  const { collections } = ctx.structure;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of collections) {
    const bound = assignBindings(children, c, ctx.structure, { fallback: false }).length;
    const mentioned = new RegExp(`\\b${c.name.replace(/[^A-Za-z0-9]/g, '.')}\\b`, 'i').test(
      ctx.promptText,
    );
    // 'eventTitle' inside 'pastRepeater' says which collection the items are.
    const childNames = Math.max(0, ...children.map((child) => nameScore(child.id, c.name)));
    // 'partnersRepeater shows Profiles', 'lists Episodes in #episodesRepeater': said outright,
    // before the collection a form beside it saves to.
    const name = escapeRegExp(c.name);
    // 'the status of their own applications in #myAppsRepeater': its items' noun just before;
    // '#entriesTable shows my own entries' (TimeEntries) just after.
    // 'All teams are listed in #teamsRepeater': the name's last noun (TeamMembers' is members).
    // 'Load 10 questions from Questions into #quizRepeater': the collection it is read from.
    // 'Everyone can browse items that are not returned yet in itemsRepeater': a few words between;
    // "#authorArticles repeater lists that author's published Articles" too.
    const head = nounForms(words(c.name).at(-1) ?? c.name).join('|');
    const said = new RegExp(
      String.raw`\b${list.id}\b\W{0,3}(?:(?:shows?|lists?|displays?|lists? all|->|=|:)\s+)(?:all\s+|the\s+|every\s+)?${name}\b|\b${list.id}\b\W{0,3}(?:repeater\s+|table\s+|gallery\s+)?(?:shows?|lists?|displays?)\s+(?:(?!(?:from|of|in|for|by|with)\b)[\w']+\s+){1,3}?${name}\b|\b${list.id}\b\W{0,3}(?:shows?|lists?|displays?)\s+(?:my|their|your|the member'?s)\s+(?:own\s+)?(?:${head})\b|\b(?:show|shows|list|lists|display|displays)\s+(?:all\s+|the\s+)?${name}\s+in\s+#?${list.id}\b|\b(?:${head})\s+(?:\([^)]{0,80}\)\s+)?(?:(?:are|is)\s+(?:listed|shown|displayed)\s+)?in\s+#?${list.id}\b|\bfrom\s+(?:the\s+)?${name}(?:\s+collection)?\s+(?:in|into|to|on)\s+#?${list.id}\b|\b(?:browse|see|view|show|list)\s+(?:all\s+|the\s+|each\s+|every\s+)?(?:${head})\b[^.;#]{0,40}?\bin\s+#?${list.id}\b`,
      'i',
    ).test(ctx.promptText);
    const score =
      nameScore(list.id, c.name) * 2 +
      childNames +
      bound * 5 +
      (mentioned ? 5 : 0) +
      (said ? 40 : 0) -
      (formCollections.has(c.name) || savedTo(ctx.promptText, c.name) ? 15 : 0);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (best) return best;
  return collections.find((c) => !formCollections.has(c.name)) ?? collections[0] ?? null;
}

function buildList(
  ctx: PlanContext,
  element: SiteElement,
  kind: ListPlan['kind'],
  name: string,
  collection: SiteCollection | null,
  children: SiteElement[],
): ListPlan {
  const { structure } = ctx;
  let bindings: Binding[] = [];
  let sample: Record<string, string>[] = [];
  const conditions =
    kind === 'repeater' && collection ? itemConditions(ctx, children, collection) : [];
  const edits = kind === 'repeater' && collection ? itemEdits(ctx, children, collection) : [];
  const shownIf = new Set([
    // A button disabled for some items keeps its action ('buyButton is disabled when …').
    ...conditions.flatMap((c) => (c.effect ? [] : [c.elementId])),
    ...edits.flatMap((e) => [e.elementId, ...(e.savedTextId ? [e.savedTextId] : [])]),
  ]);
  for (const id of shownIf) ctx.claimed.add(id);
  if (kind === 'repeater' && collection) {
    bindings = assignBindings(
      children.filter((c) => !shownIf.has(c.id)),
      collection,
      structure,
      {
        fallback: true,
        mentioned: fieldsInPromptOrder(ctx.promptText, collection),
        prompt: ctx.promptText,
        itemChoices: true,
      },
    );
    bindings = withTextTemplates(
      ctx.promptText,
      bindings,
      children.filter((c) => !shownIf.has(c.id)),
      collection,
    );
    bindings.push(...linkButtons(ctx.promptText, children, bindings, collection));
    bindings.push(...conditionalTextBindings(children, conditions, collection, structure));
    bindings.push(...ageTexts(children, bindings, collection));
    // '#percentText shows the percent of the goal reached': worked out, not the goal itself.
    const percents = children
      .map((c) => (c.veloType === 'Text' ? percentBinding(ctx.promptText, c, collection) : null))
      .filter((b) => b !== null);
    bindings = [
      ...bindings.filter((b) => !percents.some((p) => p.elementId === b.elementId)),
      ...percents,
    ];
  } else if (kind === 'repeater') {
    ({ bindings, sample } = sampleBindings(children));
  }
  for (const b of bindings) ctx.claimed.add(b.elementId);
  const actions =
    kind === 'repeater'
      ? [
          ...itemActions(ctx, children, bindings, collection),
          ...itemHovers(ctx, children),
          ...itemPreviews(ctx, children, bindings),
        ]
      : [];
  // 'a cancelBtn only while the status is still 'new'': shown on the items it may change.
  for (const a of actions)
    if (
      (a.kind === 'update' || a.kind === 'remove') &&
      a.fn.requires &&
      !conditions.some((c) => c.elementId === a.buttonId)
    )
      conditions.push({
        elementId: a.buttonId,
        field: a.fn.requires.field,
        op: '===',
        value: a.fn.requires.value,
      });
  // 'not on the day itself': the button is disabled on the items too close to change.
  for (const a of actions)
    if ((a.kind === 'update' || a.kind === 'remove') && a.fn.deadline)
      conditions.push({
        elementId: a.buttonId,
        field: a.fn.deadline.field,
        op: '>=',
        value: deadlineDay(a.fn.deadline),
        effect: 'enable',
      });
  const includes = [...new Set(bindings.filter((b) => b.refDisplay).map((b) => b.field.key))];
  return {
    kind,
    id: element.id,
    name,
    collection,
    pageSize: 0,
    rowsPerPage: null,
    bindings,
    actions,
    conditions,
    edits,
    collapsedAtStart: [
      ...new Set(actions.flatMap((a) => (a.kind === 'toggle' ? [a.targetId] : []))),
    ],
    includes,
    states: planStates(ctx, element),
    search: null,
    filters: [],
    urlFilters: [],
    urlFilterTextId: null,
    defaultSort: { field: '_createdDate', order: 'desc' },
    sortDropdownId: null,
    sortOptions: [],
    sortButtons: [],
    loadMore: null,
    nextId: null,
    prevId: null,
    pagerId: null,
    pageTextId: null,
    countTextId: null,
    loadingId: null,
    countWords: null,
    empty: null,
    loadingMessage: null,
    failureMessage: null,
    clearId: null,
    applyId: null,
    statusTextId: null,
    dateWindow: null,
    related: null,
    fixed: [],
    columns: kind === 'table' && collection ? defaultColumns(collection) : [],
    privateFields: [],
    rowAction: kind === 'table' && collection ? rowAction(ctx, element, collection) : null,
    gallery: kind === 'gallery' && collection ? galleryFields(ctx, element, collection) : null,
    sample,
  };
}

/** No collection: repeated texts show sample values so the layout can be tried out. */
function sampleBindings(children: SiteElement[]): {
  bindings: Binding[];
  sample: Record<string, string>[];
} {
  const bindings: Binding[] = [];
  for (const child of children) {
    if (bindingKind(child) !== 'text' || isPlainLabel(child.id)) continue;
    const key = camel(keyWords(child.id).join(' ') || child.id);
    if (bindings.some((b) => b.field.key === key)) continue;
    bindings.push({ elementId: child.id, element: 'text', field: { key, type: 'text' } });
  }
  const sample = [1, 2, 3].map((n) => {
    const item: Record<string, string> = { _id: `sample-${n}` };
    for (const b of bindings) item[b.field.key] = `${humanize(b.elementId)} ${n}`;
    return item;
  });
  return { bindings, sample };
}

/** An unbound 'view'/'open' button links to the collection's only unused URL field. */
function linkButtons(
  prompt: string,
  children: SiteElement[],
  bindings: Binding[],
  collection: SiteCollection,
): Binding[] {
  const used = new Set(bindings.map((b) => b.field.key));
  const urls = collection.fields.filter((f) => f.type === 'url' && !used.has(f.key));
  const free = children.filter((c) => isButton(c) && !bindings.some((b) => b.elementId === c.id));
  // '#siteBtn opens the website': the URL field its sentence opens, whatever the button's name.
  const said = free.flatMap((button) => {
    const url = urls.find((f) => opensField(prompt, button.id, f.key));
    return url ? [{ elementId: button.id, element: 'button' as const, field: url }] : [];
  });
  if (said.length > 0) return said;
  const [url] = urls;
  if (!url || urls.length > 1) return [];
  const button = free.find((c) => hasWord(c.id, OPEN_WORDS));
  return button ? [{ elementId: button.id, element: 'button', field: url }] : [];
}

/** '#siteBtn opens the website', '`menuLink` links to its menuUrl'. */
function opensField(prompt: string, buttonId: string, field: string): boolean {
  const words = keyWords(field).join('\\s+');
  return new RegExp(
    String.raw`\b${buttonId}\b[^.;,]{0,20}?\b(?:opens?|links?\s+to|goes\s+to|visits?)\s+(?:the\s+|its\s+|their\s+|that\s+\w+'s\s+)?(?:${field}|${words})\b`,
    'i',
  ).test(prompt);
}

function galleryFields(
  ctx: PlanContext,
  gallery: SiteElement,
  collection: SiteCollection,
): ListPlan['gallery'] {
  const image = collection.fields.find((f) => f.type === 'image');
  if (!image) return null;
  const title = displayField(collection);
  const description = collection.fields.find(
    (f) =>
      f.type === 'text' &&
      f.key !== title &&
      hasWord(f.key, ['description', 'caption', 'summary', 'excerpt', 'details', 'text']),
  );
  // 'Clicking an image in the gallery opens the project page /projects/{slug}'.
  const clicked = sentencesOf(ctx.promptText).find(
    (s) =>
      /\bclick/i.test(s) &&
      new RegExp(String.raw`\b(?:${gallery.id}|gallery|images?|photos?|pictures?)\b`, 'i').test(s),
  );
  const link = clicked ? saidItemPath(ctx.promptText, collection) : null;
  // "… opens the 'PhotoLightbox' lightbox and passes it that photo's title, image and caption".
  const name =
    clicked && /\b(?:lightbox|popup|pop-up|modal)\b/i.test(clicked)
      ? (ctx.prompt.lightboxes.find((l) => clicked.includes(l.name))?.name ?? null)
      : null;
  const lightbox = name && !link ? { name, ...lightboxUse(ctx, name, collection) } : null;
  return {
    image: image.key,
    title,
    description: description?.key ?? null,
    link,
    ...(lightbox ? { lightbox } : {}),
  };
}

/** Whether a list view gets any code: data to show and somewhere to show it. */
/** The list shows one numbered page at a time: next and previous buttons, or a Pagination bar. */
export function pagesByNumber(list: ListPlan): boolean {
  return list.nextId !== null || list.prevId !== null || list.pagerId !== null;
}

export function listShows(list: ListPlan): boolean {
  if (!list.collection) return list.kind === 'repeater' && list.sample.length > 0;
  return (
    !(list.kind === 'gallery' && !list.gallery) &&
    !(list.kind === 'table' && list.columns.length === 0)
  );
}

/**
 * 'the age in years in petAge': an 'age' text left unbound shows the whole years since the
 * item's birth date field (birthDate, dob, bornOn).
 */
function ageTexts(
  children: SiteElement[],
  bindings: Binding[],
  collection: SiteCollection,
): Binding[] {
  const born = collection.fields.find(
    (f) => f.type === 'date' && hasWord(f.key, ['birth', 'birthdate', 'birthday', 'dob', 'born']),
  );
  if (!born) return [];
  return children
    .filter(
      (c) =>
        c.veloType === 'Text' &&
        hasWord(c.id, ['age']) &&
        !bindings.some((b) => b.elementId === c.id),
    )
    .map((c) => ({ elementId: c.id, element: 'text' as const, field: born, yearsSince: true }));
}
