import type { SiteElement } from '../structure';
import { clausesOf } from './keywords';
import { camel, isDefaultId, words } from './naming';
import { isDatePicker } from './plan-form-inputs';

/**
 * Wix's default ids ('dropdown1', 'button2') say nothing about what a list control does; the
 * prompt's clause that mentions the control's kind does ('filter by category with the
 * dropdown', 'a load more button at the bottom'). Where the page has exactly as many unnamed
 * controls of a kind as clauses mentioning that kind, the n-th control (in the editor's
 * numbering, the order they were added) is named by the n-th clause. Anything less certain
 * stays unnamed, so a control is never wired to the wrong job. An id the prompt itself uses
 * ('button1 loads 8 more') is named by its own clause first.
 */
export function defaultIdNames(prompt: string, elements: SiteElement[]): Map<string, string> {
  const names = new Map<string, string>();
  const all = clausesOf(prompt);
  // 'button1 loads 8 more', 'text1 = course title': the clause that names the id itself.
  for (const e of elements.filter((e) => isDefaultId(e.id))) {
    const own = new RegExp(`\\b${e.id}\\b`, 'i');
    const clause = all.find((c) => own.test(c));
    if (clause) names.set(e.id, nameFrom(clause.replace(own, ' '), kindOf(e) ?? 'element'));
  }
  const clauses = all.filter((c) => !ITEM_CLAUSE.test(c) && !/\b[a-z]+\d+\b/i.test(c));
  for (const [kind, mentions] of KIND_MENTIONS) {
    const unnamed = elements
      .filter((e) => isDefaultId(e.id) && !names.has(e.id) && kindOf(e) === kind)
      .sort((a, b) => idNumber(a.id) - idNumber(b.id));
    const said = clauses.filter((c) => mentions.test(c));
    if (unnamed.length === 0 || unnamed.length !== said.length) continue;
    unnamed.forEach((e, i) => names.set(e.id, nameFrom(said[i] ?? '', kind)));
  }
  return names;
}

/** The element with the name its clause gives it, for the planner's word tests. */
export function named(names: Map<string, string>, element: SiteElement): SiteElement {
  const name = names.get(element.id);
  return name ? { ...element, id: name } : element;
}

type Kind = 'Dropdown' | 'TextInput' | 'Button' | 'Slider' | 'Checkbox' | 'Switch' | 'DatePicker';

const KIND_MENTIONS: [Kind, RegExp][] = [
  ['Dropdown', /\b(?:drop-?\s?downs?|select(?:or)? (?:box|menu)s?)\b/i],
  ['TextInput', /\b(?:inputs?|search (?:box|bar|field)|text (?:box|field))\b/i],
  ['Button', /\b(?:buttons?|btns?)\b/i],
  ['Slider', /\bsliders?\b/i],
  ['Checkbox', /\bcheck\s?box(?:es)?\b/i],
  ['Switch', /\b(?:switch|toggle)(?:es|s)?\b/i],
  ['DatePicker', /\bdate\s?pickers?\b/i],
];

/** Clauses about each item's own controls ('each card has a button'): not page-level ones. */
const ITEM_CLAUSE = /\b(?:each|every|per)\b/i;

function kindOf(element: SiteElement): Kind | null {
  if (isDatePicker(element)) return 'DatePicker';
  const kinds: (string | null)[] = ['Dropdown', 'TextInput', 'Button', 'Slider', 'Checkbox'];
  if (kinds.includes(element.veloType)) return element.veloType as Kind;
  return element.veloType === 'Switch' ? 'Switch' : null;
}

function idNumber(id: string): number {
  return Number(/\d+$/.exec(id)?.[0] ?? 0);
}

const FILLER = new Set(['a', 'an', 'the', 'with', 'using', 'use', 'via', 'of', 'at', 'on', 'in']);

/** 'filter by category with the dropdown' → 'filterByCategoryDropdown'. */
function nameFrom(clause: string, kind: string): string {
  // 'to see that day's events', 'to filter by bedrooms': a purpose, not a 'to' bound.
  const purpose = clause.replace(
    /\bto\s+(?=(?:see|show|filter|pick|choose|find|search|view|load|sort|narrow|browse|select|get|list|display|open)\b)/gi,
    ' ',
  );
  const kept = words(purpose.replace(/[^\w\s-]/g, ' ')).filter((w) => !FILLER.has(w.toLowerCase()));
  return camel([...kept, kind].join(' '));
}
