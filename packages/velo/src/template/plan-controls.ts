import { ancestorsOf, type SiteElement } from '../structure';
import { bestField } from './matching';
import { isHeading, isCountText, isEmptyText, isStatusText } from './text-roles';
import { sentencesOf, sentenceNaming } from './keywords';
import { hasWord, keyWords, words } from './naming';
import {
  type PlanContext,
  TOGGLE_WORDS,
  isBox,
  isButton,
  listFor,
  nearest,
  pageLevel,
} from './plan-context';
import { defaultIdNames, named } from './plan-default-ids';
import { BOUND_WORDS, addFilter, isDayInput } from './plan-filters';
import { planFilterButtons } from './plan-filter-buttons';
import { planWindowSwitch } from './plan-window-switch';
import { isDatePicker } from './plan-form-inputs';
import { COUNTED_WORDS } from './plan-number-bounds';
import { isSearchLike } from './plan-loose-forms';
import { finishSorting, listText } from './plan-sorting';
import { saidToFilter, searchOf } from './plan-search';
import { aboutReaders, chooseColumns, hiddenFields } from './plan-table-columns';
import { planUrlFilters } from './plan-url-filters';
import { emptyStateOf, failureMessageOf, loadingMessageOf } from './plan-list-states';
import { summaryValueOf } from './plan-summaries';
import { SOME } from './summary-counts';
import { quotedCount } from './count-words';
import { sendWhereShown } from './shown-for-some';
import { leavePrivateOut } from './private-bindings';
import type { ListPlan } from './plan-types';
import { pagesByNumber } from './plan-lists';
import { isAdminList } from './plan-admin-lists';

/**
 * Page-level controls of list views: search boxes, filters, sort controls, load-more and paging
 * buttons, count/empty/status texts. Each goes to the list the prompt names for it, else the
 * nearest that can use it. Filters: plan-filters.ts.
 */
export function planControls(ctx: PlanContext, lists: ListPlan[]): void {
  if (lists.length === 0) return;
  const { structure } = ctx;
  const free = () => pageLevel(structure).filter((e) => !ctx.claimed.has(e.id));
  const names = defaultIdNames(ctx.promptText, free());
  ctx.defaultNames = names;
  // 'Show loadingText while the products load': shown during each load of the nearest list.
  for (const element of free().filter((e) => !isButton(e) && hasWord(e.id, LOADING_WORDS))) {
    const list = nearest(
      structure,
      element.id,
      lists.filter((l) => l.collection && !l.loadingId),
    );
    if (!list) continue;
    list.loadingId = element.id;
    ctx.claimed.add(element.id);
  }
  // 'When loadAnchor enters the viewport, load the next 12 products': infinite scroll.
  for (const element of free().filter((e) => !isButton(e) && loadsOnView(ctx.promptText, e.id))) {
    const list = nearest(
      structure,
      element.id,
      lists.filter((l) => l.collection && !l.loadMore && !pagesByNumber(l)),
    );
    if (!list) continue;
    list.loadMore = { id: element.id, onView: true };
    ctx.claimed.add(element.id);
  }
  // A Pagination bar: its numbered pages replace next and previous.
  for (const element of free().filter((e) => e.veloType === 'Pagination')) {
    const list = nearest(
      structure,
      element.id,
      lists.filter((l) => l.collection && !l.loadMore && !l.pagerId),
    );
    if (!list) continue;
    list.pagerId = element.id;
    ctx.claimed.add(element.id);
  }
  for (const element of free()) {
    const claimed = assignControl(ctx, lists, element, named(names, element));
    if (claimed) ctx.claimed.add(element.id);
  }
  planFilterButtons(ctx, lists, free());
  if (ctx.prompt.search && lists.every((l) => !l.search)) {
    // 'checkInInput' names a date to pick, 'guestsInput' a number: no words to search by; nor
    // does 'nightsInput', a count no field holds.
    const input = free().find(
      (e) =>
        e.veloType === 'TextInput' &&
        !hasWord(e.id, COUNTED_WORDS) &&
        !ctx.structure.collections.some((c) =>
          bestField(keyWords(e.id), c.fields, ['date', 'number', 'time']),
        ),
    );
    const list = input
      ? nearest(
          structure,
          input.id,
          lists.filter((l) => l.collection),
        )
      : null;
    if (input && list) {
      list.search = searchOf(ctx, list, input);
      ctx.claimed.add(input.id);
    }
  }
  // After every filter is placed: a search/apply button runs the list that has them.
  const applies = (e: SiteElement) => {
    const name = named(names, e).id;
    return isButton(e) && hasWord(name, APPLY_WORDS) && !hasWord(name, TOGGLE_WORDS);
  };
  for (const button of free().filter(applies)) {
    const list = nearest(
      structure,
      button.id,
      lists.filter((l) => !l.applyId && (l.search !== null || l.filters.length > 0)),
    );
    if (!list) continue;
    list.applyId = button.id;
    ctx.claimed.add(button.id);
  }
  const statusTexts = pageLevel(structure).filter(
    (e) => e.veloType === 'Text' && isStatusText(e.id) && !isCountText(e.id) && !isEmptyText(e.id),
  );
  planUrlFilters(ctx, lists);
  for (const list of lists) {
    list.statusTextId = nearest(structure, list.id, statusTexts)?.id ?? null;
    list.loadingMessage = list.statusTextId
      ? loadingMessageOf(ctx.promptText, list.statusTextId)
      : null;
    list.failureMessage = list.statusTextId
      ? failureMessageOf(ctx.promptText, list.statusTextId, 'loading')
      : null;
    finishSorting(ctx, list, lists);
    if (ctx.prompt.access.read !== 'admin' && isAdminList(ctx.promptText, list, lists))
      list.adminOnly = true;
    const said = aboutReaders(
      listText(ctx, list, lists),
      ctx.prompt.access.read === 'admin' || list.adminOnly === true,
    );
    if (list.kind === 'table' && list.collection) {
      ({ columns: list.columns, hidden: list.privateFields } = chooseColumns(
        said,
        list.collection,
        structure,
      ));
      // A reference column shows a field of the referenced item: the query includes it.
      const refs = list.columns.filter((c) => c.refDisplay).map((c) => c.field.key);
      list.includes = [...new Set([...list.includes, ...refs])];
    } else if (list.collection) {
      list.privateFields = hiddenFields(said, list.collection);
      list.privateFields = sendWhereShown(list, list.collection);
      leavePrivateOut(list, list.collection, structure, ctx.promptText);
    }
  }
  // Once each list has its days: buttons showing the other side of them.
  planWindowSwitch(ctx, lists, free());
}

/** Places one control; `as` is the element under the name its words are read from. */
function assignControl(
  ctx: PlanContext,
  lists: ListPlan[],
  element: SiteElement,
  as: SiteElement,
): boolean {
  const near = (want: (l: ListPlan) => boolean) => listFor(ctx, element, as, lists.filter(want));
  const name = as.id;
  const w = words(name);
  if (isDatePicker(element)) return addFilter(ctx, lists, element, as);
  // A day typed into a text input filters by a Date field when the list has one.
  if (isDayInput(element) && addFilter(ctx, lists, element, as)) return true;
  const setEmpty = () =>
    setOnce(
      near((l) => !l.empty),
      (l) => (l.empty = emptyStateOf(ctx.promptText, l, element)),
    );
  if (isBox(element) && isEmptyText(name)) return setEmpty();
  switch (element.veloType) {
    case 'Text': {
      if (isHeading(name)) return false;
      // 'totalSalesText' over a Number field is a sum (plan-summaries), not a count.
      // 'the number of unfinished assignments': a count of some of the items, which the list's
      // count of all it shows is not; left out, and the setup says so.
      if (isCountText(name) && countsSome(ctx, element.id)) return false;
      // '#pendingCount shows how many pickups are still Pending': a count of another collection,
      // or of some items, is a summary of its own (plan-summaries).
      const counted = isCountText(name) ? summaryValueOf(ctx, as, ctx.structure.collections) : null;
      if (
        counted?.value.counts &&
        (counted.fixed.length > 0 || !lists.some((l) => l.collection === counted.collection))
      )
        return false;
      if (isCountText(name) && !summaryValueOf(ctx, as, ctx.structure.collections, false))
        return setOnce(
          near((l) => !l.countTextId),
          (l) => {
            l.countTextId = element.id;
            l.countWords = quotedCount(ctx.promptText, element.id);
          },
        );
      if (isEmptyText(name)) {
        // A text inside an empty-state box is the box's to show.
        const inBox = ancestorsOf(ctx.structure, element.id).some(
          (a) => isBox(a) && isEmptyText(a.id),
        );
        return !inBox && setEmpty();
      }
      if (
        w.includes('page') &&
        (ctx.prompt.pagination || hasWord(name, ['number', 'indicator', 'info', 'position']))
      ) {
        return setOnce(
          near((l) => !l.pageTextId),
          (l) => (l.pageTextId = element.id),
        );
      }
      return false;
    }
    case 'TextInput':
    case 'TextBox': {
      // 'minPriceInput': a typed bound on a Number field, not a search box.
      if (
        element.veloType === 'TextInput' &&
        hasWord(name, BOUND_WORDS) &&
        addFilter(ctx, lists, element, as)
      )
        return true;
      // A search box, or an input the prompt says filters the list ('cityInput filters stores').
      const ids = ctx.structure.elements.map((e) => e.id);
      if (!isSearchLike(as) && !saidToFilter(ctx.promptText, element.id, ids)) return false;
      const list = near((l) => !l.search && l.collection !== null);
      return setOnce(
        list,
        // `as` may be the name the prompt gives a default id ('input1'): the search is on the id.
        (l) => (l.search = { ...searchOf(ctx, l, as), inputId: element.id }),
      );
    }
    case 'Dropdown':
    case 'RadioButtonGroup':
      if (hasWord(name, ['sort', 'order', 'sorting'])) {
        return setOnce(
          near((l) => !l.sortDropdownId && l.collection !== null),
          (l) => (l.sortDropdownId = element.id),
        );
      }
      return addFilter(ctx, lists, element, as);
    case 'Checkbox':
    case 'CheckboxGroup':
    case 'Switch':
    case 'Slider':
    case 'RangeSlider':
      return addFilter(ctx, lists, element, as);
    case 'Button':
      return assignButton(ctx, lists, element, as);
    default:
      return false;
  }
}

function setOnce(list: ListPlan | null, set: (l: ListPlan) => void): boolean {
  if (!list) return false;
  set(list);
  return true;
}

function assignButton(
  ctx: PlanContext,
  lists: ListPlan[],
  button: SiteElement,
  as: SiteElement,
): boolean {
  if (!isButton(button)) return false;
  const near = (want: (l: ListPlan) => boolean) => listFor(ctx, button, as, lists.filter(want));
  const name = as.id;
  const w = words(name);
  const paged = (l: ListPlan) => l.collection !== null;
  if (hasWord(name, ['sort', 'sorting'])) {
    const list = near((l) => l.collection !== null);
    if (!list?.collection) return false;
    // The first order word decides: 'sortHighToLowButton' is high first, descending.
    const first = words(name)
      .map((w) => w.toLowerCase())
      .find((w) => ASC_WORDS.includes(w) || DESC_WORDS.includes(w));
    const order = first === undefined ? null : ASC_WORDS.includes(first) ? 'asc' : 'desc';
    const own = keyWords(name).filter(
      (x) => !['sort', 'by', 'order', 'sorting', ...ASC_WORDS, ...DESC_WORDS].includes(x),
    );
    const field = bestField(own, list.collection.fields, ['text', 'number', 'date', 'boolean']);
    list.sortButtons.push({ id: button.id, field: field?.key ?? '', order });
    return true;
  }
  if (w.includes('more') || (w.includes('load') && !w.includes('download'))) {
    return setOnce(
      // A list pages one way: load more, or next/previous (their skips would fight).
      near((l) => paged(l) && !l.loadMore && !pagesByNumber(l)),
      (l) => (l.loadMore = { id: button.id, onView: false }),
    );
  }
  const paging = ctx.prompt.pagination || !ctx.prompt.carousel;
  if (paging && hasWord(name, ['next', 'forward', 'older'])) {
    return setOnce(
      near((l) => paged(l) && !l.nextId && !l.loadMore),
      (l) => (l.nextId = button.id),
    );
  }
  if (paging && hasWord(name, ['prev', 'previous', 'newer', 'back'])) {
    return setOnce(
      near((l) => paged(l) && !l.prevId && !l.loadMore),
      (l) => (l.prevId = button.id),
    );
  }
  if (hasWord(name, ['clear', 'reset'])) {
    return setOnce(
      near((l) => !l.clearId),
      (l) => (l.clearId = button.id),
    );
  }
  return false;
}

const ASC_WORDS = ['asc', 'ascending', 'low', 'lowest', 'cheapest', 'az', 'oldest', 'up'];
const DESC_WORDS = ['desc', 'descending', 'high', 'highest', 'za', 'newest', 'down'];
const APPLY_WORDS = ['search', 'apply', 'filter', 'find', 'refine'];

/** A sentence has the element load more when it scrolls into view. */
function loadsOnView(prompt: string, id: string): boolean {
  return sentencesOf(prompt).some(
    (s) =>
      new RegExp(`\\b${id}\\b`).test(s) &&
      /\b(?:enters?|entering|comes? into|scrolls? into|reaches?|reached)\s+(?:the\s+)?(?:viewport|view|screen|bottom)\b|\binfinite scroll/i.test(
        s,
      ) &&
      /\bload|\bmore\b|\bnext\b/i.test(s),
  );
}

const LOADING_WORDS = ['loading', 'loader', 'spinner', 'preloader'];

/** Whether the count a text is given is of some items only: 'the number of unfinished tasks'. */
function countsSome(ctx: PlanContext, id: string): boolean {
  const sentence = sentenceNaming(ctx.promptText, id) ?? '';
  // 'orderTotal (sum of prices + 10% service charge)', 'the sum of soldCount*price': a figure
  // worked out of the items, which a count of them is not.
  if (WORKED_OUT.test(sentence)) return true;
  const said =
    /\b(?:number|count)\s+of\s+(?:the\s+|all\s+|their\s+|my\s+|your\s+)?([a-z]+)\s+[a-z]+/i.exec(
      sentence,
    );
  return SOME.test(said?.[1] ?? '');
}

const WORKED_OUT =
  /\b(?:sum|sums|summed|add(?:s|ed)? up|plus|times|multiplied|service charge|tax)\b|\w\s*[*×]\s*\w|\d+(?:\.\d+)?\s*%/i;
