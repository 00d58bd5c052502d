import type { SiteElement } from '../structure';
import { sentenceNaming } from './keywords';
import { hasWord, keyWords, pascal } from './naming';
import { type PlanContext, namedList, nearest } from './plan-context';
import type { ListPlan } from './plan-types';

/**
 * A dropdown choosing a month of a list's dates: 'monthDropdown filters the events by the month
 * of their date', 'archiveDropdown shows the posts of the chosen month'. Its choices are the
 * months that have items, on the visitor's calendar, and the list keeps the items from the first
 * day of the chosen month to the first of the next: two bounds the page works out and sends, as
 * a month's length and its midnight depend on where the visitor is. Before, the dropdown was
 * left out of the code.
 */
export function addMonthFilter(
  ctx: PlanContext,
  lists: ListPlan[],
  element: SiteElement,
  as: SiteElement,
): boolean {
  if (element.veloType !== 'Dropdown') return false;
  const sentence = sentenceNaming(ctx.promptText, as.id) ?? '';
  if (
    !hasWord(as.id, ['month']) &&
    !/\b(?:by|of|per)\s+(?:the\s+)?(?:\w+\s+)?month\b/i.test(sentence)
  )
    return false;
  const dated = lists.filter((l) => l.collection?.fields.some((f) => f.type === 'date'));
  const list = namedList(ctx, as, dated) ?? nearest(ctx.structure, element.id, dated);
  const dates = list?.collection?.fields.filter((f) => f.type === 'date') ?? [];
  const said = keyWords(sentence);
  const field =
    dates.find((f) => keyWords(f.key).some((w) => w !== 'date' && said.includes(w))) ?? dates[0];
  if (!list?.collection || !field) return false;
  const options = {
    kind: 'months' as const,
    collection: list.collection.name,
    field: field.key,
    fnName: `get${list.name}${pascal(field.key)}Months`,
  };
  for (const [end, op] of [
    [0, 'ge'],
    [1, 'le'],
  ] as const)
    list.filters.push({
      elementId: element.id,
      control: 'month',
      buttons: [],
      field,
      op,
      key: `${end === 0 ? 'from' : 'before'}${pascal(field.key)}Month`,
      options,
      fromUrl: null,
      end,
    });
  return true;
}
