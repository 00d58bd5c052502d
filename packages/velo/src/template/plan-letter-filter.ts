import type { SiteElement } from '../structure';
import { wholeSentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { type PlanContext, namedList, nearest } from './plan-context';
import type { ListPlan } from './plan-types';

/**
 * A dropdown of letters filtering by a field's first letter: 'letterDropdown with A to Z;
 * picking a letter shows only people whose last name starts with that letter, and All shows
 * everyone'. Its choices are the letters, with 'All' first, and the list keeps the items whose
 * field starts with the one picked (wix-data's startsWith ignores case). Before, the dropdown
 * was left out of the code.
 */
export function addLetterFilter(
  ctx: PlanContext,
  lists: ListPlan[],
  element: SiteElement,
  as: SiteElement,
): boolean {
  if (element.veloType !== 'Dropdown') return false;
  // The whole sentence: 'letterDropdown with A to Z; picking a letter shows …'.
  const sentence =
    wholeSentencesOf(ctx.promptText).find((s) => new RegExp(String.raw`\b${as.id}\b`).test(s)) ??
    '';
  if (!/\bA\s*(?:to|-|–)\s*Z\b|\bletters?\b/.test(sentence)) return false;
  const starts =
    /\b(?:whose|where|with|by)\s+(?:the\s+|their\s+|its\s+)?([a-z][\w ]{0,30}?)\s+(?:starts?|begins?)\s+with\b|\bby\s+(?:the\s+)?first\s+letter\s+of\s+(?:the\s+|their\s+|its\s+)?([a-z][\w ]{0,30})/i.exec(
      sentence,
    );
  const said = starts?.[1] ?? starts?.[2];
  if (!said) return false;
  const texts = lists.filter((l) => l.collection?.fields.some((f) => f.type === 'text'));
  const list = namedList(ctx, as, texts) ?? nearest(ctx.structure, element.id, texts);
  const collection = list?.collection;
  if (!list || !collection) return false;
  const [field] = fieldsNamedIn(said, {
    ...collection,
    fields: collection.fields.filter((f) => f.type === 'text'),
  });
  if (!field) return false;
  list.filters.push({
    elementId: element.id,
    control: 'dropdown',
    buttons: [],
    field,
    op: 'startsWith',
    key: `${field.key}Letter`,
    options: {
      kind: 'fixed',
      values: Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)),
    },
    fromUrl: null,
  });
  return true;
}
