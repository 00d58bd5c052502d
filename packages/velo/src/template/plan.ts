import { backendModule, moduleBaseName } from '../conventions';
import type { SiteCollection, SiteElement, SiteField, SiteStructure } from '../structure';
import type { TGenerationRequest } from '../types';
import { readPrompt, sentencesOf, wholeSentencesOf } from './keywords';
import { assignBindings, isPlainLabel, isStatusText, referencedCollection } from './matching';
import { hasWord, pascal, singularLabel } from './naming';
import { type PlanContext, isButton, nearest, pageLevel } from './plan-context';
import { planChoiceVotes } from './plan-choice-votes';
import { planQuizScores } from './quiz-scores';
import { withTextTemplates } from './text-templates';
import { planControls } from './plan-controls';
import { planCloseButtons, planLightboxButtons, planLightboxContext } from './plan-lightbox';
import { planReveals, planToggles } from './plan-toggles';
import { planSwitches } from './plan-switches';
import { planFieldSwitches } from './plan-field-switches';
import { planMemberForm } from './member-forms';
import { planWidgets } from './plan-widgets';
import { planEmbeds } from './plan-embeds';
import { planForms } from './plan-forms';
import { listChanges } from './plan-item-changes';
import { planItemRows } from './plan-item-rows';
import { planSpotlightJoin } from './plan-spot-joins';
import { dateFormats, moneyFields, starFields, unitFields } from './plan-field-formats';
import { fixedConditions, namedItem } from './plan-fixed-conditions';
import { boxOpenFor } from './plan-item-boxes';
import { planMemberFields, withoutMemberFieldSentences } from './plan-member-fields';
import { planLookups } from './plan-lookups';
import { planMemberGate } from './plan-member-gate';
import { planAdminBoxes } from './admin-boxes';
import { planValueGate } from './plan-value-gate';
import { listShows, planLists } from './plan-lists';
import { planPromptFunctions, withoutFunctionSentences } from './plan-functions';
import { planOrderTotal } from './plan-order-total';
import { planListScaling } from './list-scaling';
import { dynamicDatasetOf, dynamicPageCollection } from './plan-dynamic-page';
import { planChildren, planListChildren, planRelated } from './plan-related';
import { followLists, planSummaries } from './plan-summaries';
import { planJoins, withoutJoinSentences } from './plan-item-joins';
import { planGroupTables } from './plan-group-tables';
import { fetchFn, specOfSpotlight } from './queries';
import type { FormPlan, ListPlan, Plan, SpotlightPlan } from './plan-types';

/**
 * Decides what to wire, in a fixed order so every id gets one role: forms claim their inputs,
 * list views their repeated elements and controls, a spotlight the page-level elements that
 * name a collection's fields, then toggles and lightbox buttons take the remaining buttons.
 */
export function planSite(request: TGenerationRequest, structure: SiteStructure): Plan {
  const names = structure.collections.map((c) => c.name);
  const prompt = readPrompt(request.prompt, names);
  // 'updateStock(…), admins only' is about that function (written only with a web module): the
  // page's access comes from the rest.
  const writesBackend = ['frontend_backend', 'backend', 'full'].includes(request.outputType);
  const general = writesBackend
    ? withoutFunctionSentences(structure, request.prompt)
    : request.prompt;
  // 'Only members can see the salary' hides a field, not the items.
  const memberFields = planMemberFields(structure, request.prompt);
  // 'registerButton registers the logged-in member for that event' is about the button alone.
  const pageWide = withoutJoinSentences(
    structure,
    memberFields.length > 0 ? withoutMemberFieldSentences(general) : general,
  );
  if (pageWide !== request.prompt) {
    const wide = readPrompt(pageWide, names);
    prompt.access = wide.access;
    prompt.ownedCollections = wide.ownedCollections;
  }
  const ctx: PlanContext = { structure, prompt, promptText: request.prompt, claimed: new Set() };
  for (const e of structure.elements) if (e.type === 'dataset') ctx.claimed.add(e.id);
  // Counters, copy and scroll buttons and countdowns are named outright: before any guessing.
  const widgets = planWidgets(ctx);
  const switches = planSwitches(ctx);
  const embeds = planEmbeds(ctx);
  // A table of figures per value ('one row per status with the number of orders') is no list.
  const groupTables = planGroupTables(ctx);
  const hasLists = structure.elements.some((e) =>
    ['repeater', 'table', 'gallery'].includes(e.type),
  );
  // An item a visitor looks up by a typed value: no form's ('applyCouponButton'), no list's filter.
  const lookups = planLookups(ctx);
  // A vote for the chosen item ('voteButton adds a vote to the chosen option'): no form's button.
  const choiceVotes = planChoiceVotes(ctx);
  const forms = planForms(ctx, hasLists);
  // 'totalText shows the total price (price x quantity)': before summaries take 'total price'.
  for (const form of forms) form.total = planOrderTotal(ctx, form);
  const lists = planLists(
    ctx,
    new Set(forms.flatMap((f) => (f.collection ? [f.collection.name] : []))),
  );
  planControls(ctx, lists);
  planFieldSwitches(ctx, lists, switches);
  planListChildren(ctx, lists);
  const quizScores = planQuizScores(ctx, lists);
  planJoins(ctx, lists);
  planItemRows(ctx, lists);
  const memberGate = planMemberGate(ctx, lists, forms);
  const valueGate = planValueGate(ctx);
  const adminBoxes = planAdminBoxes(ctx);
  const summaries = planSummaries(ctx, lists);
  const spotlights = planSpotlight(ctx, new Set(lists.map((l) => l.name)));
  planSpotlightJoin(ctx, spotlights[0]);
  planRelated(ctx, lists, spotlights[0]);
  planChildren(ctx, lists, spotlights[0]);
  followLists(summaries, lists);
  if (spotlights[0]) spotlights[0].scaling = planListScaling(ctx, spotlights[0], lists);
  const lightboxContext = planLightboxContext(ctx);
  for (const form of forms) {
    form.linkedField = linkedField(ctx, form, spotlights[0], lists);
    planMemberForm(form, prompt.access.write);
  }
  // A dynamic page's item that no element shows is kept only for what is tied to it.
  const [spot] = spotlights;
  if (
    spot?.bindings.length === 0 &&
    !lists.some((l) => l.related) &&
    !forms.some((f) => f.linkedField) &&
    !spot.join
  )
    spotlights.pop();
  const closeButtons = planCloseButtons(ctx);
  const toggles = planToggles(ctx);
  const reveals = planReveals(ctx, toggles);
  const lightboxButtons = planLightboxButtons(ctx);
  // The page's own web methods keep their names; the prompt's functions take the rest.
  const taken = new Set([
    ...lists.map((l) => `get${l.name}`),
    ...spotlights.map((s) => fetchFn(specOfSpotlight(s))),
    ...forms.flatMap((f) => [f.fnName, ...(f.editsOwn ? [f.editsOwn.loadFnName] : [])]),
    ...summaries.map((s) => s.fnName),
    ...lookups.map((l) => l.fnName),
  ]);
  // Item buttons that change their item ('restockButton sets … stock to 50') call a web method.
  const itemUpdates = writesBackend
    ? [...lists.flatMap(listChanges), ...choiceVotes.map((v) => v.fn)]
    : [];
  for (const fn of itemUpdates) taken.add(fn.name);
  const promptFunctions = [...planPromptFunctions(ctx, taken, writesBackend), ...itemUpdates];
  const lightboxes = [
    ...new Set([
      ...lists.flatMap((l) =>
        l.actions.flatMap((a) =>
          a.kind === 'lightbox'
            ? [a.name]
            : a.kind === 'remove' && a.confirm
              ? [a.confirm.lightbox]
              : [],
        ),
      ),
      ...lists.flatMap((l) => (l.rowAction?.kind === 'lightbox' ? [l.rowAction.name] : [])),
      ...lists.flatMap((l) => (l.gallery?.lightbox ? [l.gallery.lightbox.name] : [])),
      ...lightboxButtons.map((b) => b.name),
    ]),
  ];
  const itemPages = lists.flatMap((l) =>
    [
      ...l.actions,
      ...(l.rowAction ? [l.rowAction] : []),
      ...(l.gallery?.link ? [{ kind: 'navigate' as const, ...l.gallery.link }] : []),
    ].flatMap((a) =>
      a.kind === 'navigate' && l.collection
        ? [{ collection: l.collection.name, pathPrefix: a.pathPrefix, fields: a.fields }]
        : [],
    ),
  );
  const base =
    lists.find((l) => l.collection)?.collection?.name ??
    forms.find((f) => f.collection)?.collection?.name ??
    spotlights[0]?.collection.name ??
    structure.collections[0]?.name;
  return {
    request,
    structure,
    prefs: request.preferences,
    prompt,
    dataAccess:
      request.outputType === 'frontend_backend' || request.outputType === 'full'
        ? 'backend'
        : 'direct',
    lists,
    forms,
    spotlights,
    lookups,
    choiceVotes,
    quizScores,
    toggles,
    reveals,
    widgets,
    switches,
    embeds,
    lightboxButtons,
    closeButtons,
    lightboxContext,
    memberGate,
    valueGate,
    adminBoxes,
    summaries,
    groupTables,
    money: moneyFields(request.prompt, structure),
    stars: starFields(request.prompt, structure),
    units: unitFields(request.prompt, structure),
    dateFormats: dateFormats(request.prompt, structure),
    memberFields,
    promptFunctions,
    lightboxes,
    itemPages: itemPages.filter(
      (p, i) => itemPages.findIndex((q) => q.collection === p.collection) === i,
    ),
    module: backendModule(moduleBaseName(base), request.preferences),
    wired: ctx.claimed,
    nothingWired:
      !lists.some(listShows) &&
      forms.length === 0 &&
      spotlights.length === 0 &&
      lookups.length === 0 &&
      choiceVotes.length === 0 &&
      memberGate === null &&
      valueGate === null &&
      toggles.length === 0 &&
      reveals.length === 0 &&
      widgets.length === 0 &&
      switches.length === 0 &&
      embeds.length === 0 &&
      groupTables.length === 0 &&
      lightboxButtons.length === 0 &&
      closeButtons.length === 0 &&
      lightboxContext === null,
  };
}

/**
 * Page-level texts and images that name a collection's fields show one item at a time. Its name
 * (its query's, loader's and web method's) is not a list's: a list of the same collection keeps
 * 'Products' and the spotlight takes 'Product', else 'CurrentProduct'.
 */
function planSpotlight(ctx: PlanContext, listNames: ReadonlySet<string>): SpotlightPlan[] {
  const { structure, prompt } = ctx;
  const free = pageLevel(structure).filter((e) => !ctx.claimed.has(e.id) && !isPlainLabel(e.id));
  let best: SpotlightPlan | null = null;
  // A dynamic page shows its own collection's item: another's figures are lists or summaries.
  const dynamic = dynamicPageCollection(ctx);
  const pageItems = dynamic && dynamicDatasetOf(ctx, dynamic) ? dynamic : null;
  for (const collection of structure.collections) {
    if (pageItems && collection !== pageItems) continue;
    const bindings = withTextTemplates(
      ctx.promptText,
      assignBindings(free, collection, structure, { fallback: false, prompt: ctx.promptText }),
      free,
      collection,
    );
    // One text is enough when the URL or the prompt names the item ('show that product's name
    // in nameText', "Load the recipe 'Pancakes'").
    const least =
      dynamicDatasetOf(ctx, collection) && dynamicPageCollection(ctx) === collection
        ? 0
        : urlParamOf(ctx.promptText, collection) ||
            namedItem(ctx.promptText, collection).length > 0 ||
            dynamicDatasetOf(ctx, collection)
          ? 1
          : 2;
    if (bindings.length < least || (best && best.bindings.length >= bindings.length)) continue;
    const parents = new Set(bindings.map((b) => structure.byId.get(b.elementId)?.parentId ?? null));
    const [containerId] = parents.size === 1 ? [...parents] : [null];
    best = {
      name: collection.name.split('/').pop() ?? collection.name,
      collection,
      containerId: containerId ?? null,
      bindings,
      includes: [...new Set(bindings.filter((b) => b.refDisplay).map((b) => b.field.key))],
      prevId: null,
      nextId: null,
      autoAdvanceMs: prompt.autoAdvanceMs,
      statusTextId: null,
      urlParam: urlParamOf(ctx.promptText, collection),
      fromLightbox: false,
      fromDataset: null,
      fixed: [
        ...fixedConditions(ctx.promptText, collection),
        ...namedItem(ctx.promptText, collection),
      ],
      join: null,
      random: null,
      scaling: null,
      pauseOnHover:
        containerId !== null &&
        containerId !== undefined &&
        /\bpaus(?:e|es|ed|ing)\b[^.]{0,60}\b(?:hover|hovers|hovering|hovered|mouse|pointer|cursor)\b|\b(?:hover|hovering|mouse over|mouse is over)\b[^.]{0,40}\bpaus/i.test(
          ctx.promptText,
        ),
    };
  }
  if (!best) return [];
  if (listNames.has(best.name)) {
    const one = pascal(singularLabel(best.collection.name));
    best.name = listNames.has(one) ? `Current${one}` : one;
  }
  best.fromLightbox = prompt.inLightbox && best.urlParam === null;
  if (!best.urlParam && !best.fromLightbox)
    best.fromDataset = dynamicDatasetOf(ctx, best.collection)?.id ?? null;
  for (const b of best.bindings) ctx.claimed.add(b.elementId);
  const buttons = pageLevel(structure).filter((e) => isButton(e) && !ctx.claimed.has(e.id));
  best.prevId =
    buttons.find((b) => hasWord(b.id, ['prev', 'previous', 'back', 'left']))?.id ?? null;
  best.nextId = buttons.find((b) => hasWord(b.id, ['next', 'forward', 'right']))?.id ?? null;
  for (const id of [best.prevId, best.nextId]) if (id) ctx.claimed.add(id);
  best.random = best.urlParam || best.fromLightbox ? null : randomPick(ctx, best, buttons);
  if (best.random?.buttonId) ctx.claimed.add(best.random.buttonId);
  const statusTexts = pageLevel(structure).filter(
    (e) => e.veloType === 'Text' && isStatusText(e.id),
  );
  best.statusTextId =
    nearest(structure, best.bindings[0]?.elementId ?? '', statusTexts)?.id ?? null;
  return [best];
}

/** The form's reference field no input fills that points at the item the form is for. */
function linkedField(
  ctx: PlanContext,
  form: FormPlan,
  spot: SpotlightPlan | undefined,
  lists: ListPlan[],
): SiteField | null {
  const collection = form.collection;
  // The item whose button opened the form's box, else the one the page shows.
  const target = boxOpenFor(ctx, lists, form)?.collection ?? spot?.collection;
  if (!target || !collection) return null;
  const filled = new Set(form.inputs.map((i) => i.field?.key));
  return (
    collection.fields.find(
      (f) =>
        f.type === 'reference' &&
        !filled.has(f.key) &&
        referencedCollection(f, ctx.structure, collection)?.name === target.name,
    ) ?? null
  );
}

/**
 * The URL part that names the item to show: '?property=ID' → the parameter property, by _id;
 * 'the slug from the URL' → slug, by the slug field; 'the dynamic page for Products (URL
 * /products/{slug})' → the path's last segment, by slug. Null when the prompt does not read the URL.
 */
function urlParamOf(prompt: string, collection: SiteCollection): SpotlightPlan['urlParam'] {
  const inPath = itemPathOf(prompt, collection);
  if (inPath) return inPath;
  const named = /\?([a-z][\w-]*)=\s*(?:<|\{|\[)?\s*(\w+)?/i.exec(prompt);
  const said =
    /\b(id|slug)\b[^.]{0,40}\b(?:url|query|address bar)\b|\b(?:url|query)\b[^.]{0,40}\b(id|slug)\b/i.exec(
      prompt,
    );
  if (!named && !said) return null;
  const name = named?.[1] ?? (said?.[1] ?? said?.[2] ?? 'id').toLowerCase();
  const bySlug = /slug/i.test(`${name} ${named?.[2] ?? ''} ${said?.[0] ?? ''}`);
  const slug = collection.fields.find((f) => f.type === 'text' && hasWord(f.key, ['slug']));
  return { name, field: bySlug && slug ? slug.key : '_id', fromEnd: null };
}

/**
 * A sentence saying this page is the item page at '/products/{slug}' (dynamic, or the page's
 * URL), not one that opens it: the item is named by the path segment of its slug or id field.
 */
function itemPathOf(prompt: string, collection: SiteCollection): SpotlightPlan['urlParam'] {
  for (const sentence of wholeSentencesOf(prompt)) {
    const path = /\/[\w-]+((?:\/\{\w+\})+)/.exec(sentence);
    if (!path || !/\b(dynamic|item page|this page|page's url|url)\b/i.test(sentence)) continue;
    if (/\b(opens?|go(?:es)? to|navigates?|links?|click(?:s|ing)?)\b/i.test(sentence)) continue;
    const tokens = [...(path[1] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const keys = tokens.map((token) =>
      /^id$/i.test(token)
        ? '_id'
        : collection.fields.find((f) => f.key.toLowerCase() === token.toLowerCase())?.key,
    );
    const at = keys.findLastIndex(
      (key) => key === '_id' || (key !== undefined && hasWord(key, ['slug'])),
    );
    const index = at >= 0 ? at : keys.findLastIndex((key) => key !== undefined);
    const field = keys[index];
    if (index < 0 || !field) continue;
    return { name: tokens[index] ?? field, field, fromEnd: keys.length - 1 - index };
  }
  return null;
}

/**
 * 'quoteText shows a random quote from Quotes each time the page loads; newQuoteButton shows
 * another random one': the sentences about the shown item or a button saying 'random'.
 */
function randomPick(
  ctx: PlanContext,
  spot: SpotlightPlan,
  buttons: SiteElement[],
): SpotlightPlan['random'] {
  const ids = spot.bindings.map((b) => b.elementId);
  const random = sentencesOf(ctx.promptText).filter((s) => /\brandom(?:ly)?\b/i.test(s));
  if (!random.some((s) => ids.some((id) => s.includes(id)))) return null;
  const free = buttons.filter((b) => !ctx.claimed.has(b.id));
  const button = free.find((b) =>
    random.some(
      (s) => new RegExp(String.raw`\b${b.id}\b`).test(s) || /another|shuffle|random/i.test(b.id),
    ),
  );
  return { buttonId: button?.id ?? null };
}
