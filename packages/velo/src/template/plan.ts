import { planRentalRules } from './plan-rental-rules';
import { backendModule, moduleBaseName } from '../conventions';
import type { SiteField, SiteStructure } from '../structure';
import type { TGenerationRequest } from '../types';
import { idPattern, readPrompt, sentencesOf } from './keywords';
import { nounForms } from './naming';
import { referencedCollection } from './references';
import type { PlanContext } from './plan-context';
import { planChoiceVotes } from './plan-choice-votes';
import { planQuizScores } from './quiz-scores';
import { planControls } from './plan-controls';
import { planCloseButtons, planLightboxButtons, planLightboxContext } from './plan-lightbox';
import { planReveals, planToggles } from './plan-toggles';
import { planSwitches } from './plan-switches';
import { planFieldSwitches } from './plan-field-switches';
import { planAdminForm, planMemberForm } from './member-forms';
import { refreshEvery } from './list-refresh';
import { visitorRedirect } from './plan-member-own';
import { planWidgets } from './plan-widgets';
import { planEmbeds } from './plan-embeds';
import { planForms } from './plan-forms';
import { listChanges } from './plan-item-changes';
import { planItemRows } from './plan-item-rows';
import { planSpotlightJoin } from './plan-spot-joins';
import {
  dateFormats,
  moneyFields,
  starFields,
  clockFields,
  unitFields,
  decimalFields,
} from './plan-field-formats';
import { boxOpenFor } from './plan-item-boxes';
import {
  planMemberFields,
  withoutAdminFieldWords,
  withoutMemberFieldSentences,
} from './plan-member-fields';
import { planLookups } from './plan-lookups';
import { offeredRows } from './options-lookup';
import { ownConditions } from './plan-fixed-conditions';
import { planMatchingInputs, planOrderedDates } from './plan-input-matches';
import { planFoundUpdates, withoutItemEdits } from './plan-found-updates';
import { planMemberGate } from './plan-member-gate';
import { planAdminBoxes, planRoleBoxes, withoutAdminControlSentences } from './admin-boxes';
import { planItemPickers } from './item-picker';
import { planValueGate } from './plan-value-gate';
import { listShows, planLists } from './plan-lists';
import { planOwnedThrough } from './list-owned-through';
import { planSpotlight } from './plan-spotlight';
import { planPromptFunctions, withoutFunctionSentences } from './plan-functions';
import { planOrderTotal } from './plan-order-total';
import { planListScaling } from './list-scaling';
import { planChildren, planListChildren, planRelated } from './plan-related';
import { followLists, planSummaries } from './plan-summaries';
import { planJoins, withoutJoinSentences } from './plan-item-joins';
import { planGroupTables } from './plan-group-tables';
import { fetchFn, specOfSpotlight } from './queries';
import type { FormPlan, ListPlan, Plan, SpotlightPlan } from './plan-types';
import { withCommonTyposFixed } from './prompt-typos';

/**
 * Decides what to wire, in a fixed order so every id gets one role: forms claim their inputs,
 * list views their repeated elements and controls, a spotlight the page-level elements that
 * name a collection's fields, then toggles and lightbox buttons take the remaining buttons.
 */
export function planSite(written: TGenerationRequest, structure: SiteStructure): Plan {
  const request = { ...written, prompt: withCommonTyposFixed(written.prompt) };
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
  // 'Admin only: restockButton on each card' keeps that button for admins, not the page.
  // 'only admins should see emails' keeps a field, not the page, for admins.
  const pageWide = withoutAdminFieldWords(
    structure,
    withoutAdminControlSentences(
      structure,
      withoutJoinSentences(
        structure,
        memberFields.length > 0 ? withoutMemberFieldSentences(general) : general,
      ),
    ),
  );
  if (pageWide !== request.prompt) {
    const wide = readPrompt(pageWide, names);
    prompt.access = wide.access;
    // 'Members see their own loans in myLoansRepeater with a returnButton …': a sentence about a
    // button may still say whose items a list shows.
    prompt.ownedCollections = prompt.ownedCollections.filter(
      (c) => wide.ownedCollections.includes(c) || ownListNamed(structure, request.prompt, c),
    );
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
  const planned = planForms(ctx, hasLists);
  planFoundUpdates(ctx, planned, lookups);
  const forms = withoutItemEdits(ctx, planned);
  for (const form of forms) {
    planMatchingInputs(request.prompt, form);
    planOrderedDates(request.prompt, form);
    planRentalRules(request.prompt, form);
  }
  // 'totalText shows the total price (price x quantity)': before summaries take 'total price'.
  for (const form of forms) form.total = planOrderTotal(ctx, form);
  const lists = planLists(
    ctx,
    new Set(forms.flatMap((f) => (f.collection ? [f.collection.name] : []))),
  );
  planControls(ctx, lists);
  const shown = lists.filter((l) => l.collection);
  for (const list of shown) list.refreshMs = refreshEvery(ctx.promptText, list, shown.length === 1);
  // A form's choices from a collection keep to what its lists show ('open Jobs'), in the web
  // method too: a closed job sent by hand is refused.
  for (const input of forms.flatMap((f) => f.inputs)) {
    const options = input.options;
    if (options?.kind === 'collection' && !options.ownedBy) {
      const offered = offeredRows(lists, options.collection);
      // 'petDropdown lists the available Pets (status = 'Available')': the control's own words.
      const said = ownConditions(ctx, input.elementId, options.collection);
      if (offered.length > 0 || said.length > 0) options.offered = [...offered, ...said];
    }
  }
  const itemPickers = planItemPickers(ctx, forms, lists);
  planFieldSwitches(ctx, lists, switches);
  planListChildren(ctx, lists);
  const quizScores = planQuizScores(ctx, lists, forms, writesBackend);
  planJoins(ctx, lists);
  planOwnedThrough(ctx, lists);
  planItemRows(ctx, lists);
  const memberGate = planMemberGate(ctx, lists, forms);
  const valueGate = planValueGate(ctx);
  // An admins' form shows for admins alone, like a box the prompt keeps for them.
  for (const form of forms) planAdminForm(form, ctx.promptText);
  const adminBoxes = [
    ...planAdminBoxes(ctx),
    ...forms.flatMap((f) =>
      f.adminOnly ? [...f.inputs.map((i) => i.elementId), ...(f.submitId ? [f.submitId] : [])] : [],
    ),
  ];
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
    planMemberForm(form, prompt.access, ctx.promptText);
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
    roleBoxes: planRoleBoxes(ctx),
    adminRedirect: prompt.access.read === 'admin' ? visitorRedirect(ctx.promptText) : null,
    itemPickers,
    summaries,
    groupTables,
    money: moneyFields(request.prompt, structure),
    stars: starFields(request.prompt, structure),
    clocks: clockFields(request.prompt, structure),
    units: unitFields(request.prompt, structure),
    decimals: decimalFields(request.prompt, structure),
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
      itemPickers.length === 0 &&
      adminBoxes.length === 0 &&
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

/** A sentence naming a list of `collection`'s items as someone's own: 'their own loans in myLoansRepeater'. */
function ownListNamed(structure: SiteStructure, prompt: string, collection: string): boolean {
  const lists = structure.elements.filter((e) => e.type === 'repeater' || e.type === 'table');
  const nouns = nounForms(collection).join('|');
  return sentencesOf(prompt).some(
    (s) =>
      lists.some((l) => idPattern(l.id).test(s)) &&
      new RegExp(
        String.raw`\b(?:(?:their|my|his|her)\s+own|(?:the\s+)?(?:signed|logged)[- ]in\s+(?:member|user)(?:'s|’s)(?:\s+own)?)\s+(?:[a-z]+\s+)?(?:${nouns})\b`,
        'i',
      ).test(s),
  );
}
