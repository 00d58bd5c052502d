import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { keyWords, pascal, singularLabel } from './naming';
import { isButton, pageLevel, type PlanContext } from './plan-context';
import type { Binding } from './plan-types';

/**
 * An item a visitor looks up by typing one of its values: 'the customer types their order number
 * in orderNumberInput and clicks orderLookupButton to see the order's status in resultText'. The
 * typed value must equal the field exactly; nothing shows before, and only the shown fields leave
 * the server, so the page is no way to list the collection.
 */
export interface LookupPlan {
  inputId: string;
  /** Clicked to look up; Enter in the input does the same. */
  buttonId: string;
  collection: SiteCollection;
  /** The field the typed value must equal ('orderNumber' for orderNumberInput). */
  keyField: SiteField;
  /** What the item found shows, each field in its text; the first text also says 'not found'. */
  texts: Binding[];
  /** The web method (or, in page-only code, the function) that finds the item: findOrder. */
  fnName: string;
}

/** Words of a sentence that looks something up rather than saving it. */
const LOOKS_UP =
  /\b(?:look(?:s|ing)?\s+(?:it\s+)?up|lookup|finds?|checks?|tracks?|tracking|see|sees|verif(?:y|ies)|search(?:es)?\s+for)\b/i;
/** ...and words of one that saves what was typed: a form, not a lookup. */
const SAVES = /\b(?:saves?|submits?|sends?|stores?|inserts?|adds?|subscribes?|registers?)\b/i;

export function planLookups(ctx: PlanContext): LookupPlan[] {
  const lookups: LookupPlan[] = [];
  for (const sentence of sentencesOf(ctx.promptText)) {
    if (!LOOKS_UP.test(sentence) || SAVES.test(sentence)) continue;
    const named = pageLevel(ctx.structure).filter(
      (e) => !ctx.claimed.has(e.id) && new RegExp(String.raw`\b${e.id}\b`).test(sentence),
    );
    const input = named.find((e) => e.veloType === 'TextInput');
    const button = named.find(isButton);
    const texts = named.filter((e) => e.veloType === 'Text');
    if (!input || !button || texts.length === 0) continue;
    const lookup = lookupIn(ctx, sentence, input, button, texts);
    if (!lookup) continue;
    lookups.push(lookup);
    for (const id of [input.id, button.id, ...lookup.texts.map((t) => t.elementId)])
      ctx.claimed.add(id);
  }
  return lookups;
}

/** The collection whose field the input names, with a field for each text to show. */
function lookupIn(
  ctx: PlanContext,
  sentence: string,
  input: SiteElement,
  button: SiteElement,
  texts: SiteElement[],
): LookupPlan | null {
  // The field words of the sentence with the element ids out of it ('status', 'order number').
  const words = texts
    .concat(input, button)
    .reduce((s, e) => s.replace(new RegExp(String.raw`\b${e.id}\b`, 'g'), ' '), sentence);
  for (const collection of ctx.structure.collections) {
    // The input's own name ('orderNumberInput'), else what it is looked up by ('by its number').
    const by = /\bby\s+(?:its|their|the|your|an?)?\s*([\w ]{1,40})/i.exec(words)?.[1] ?? '';
    const [keyField] = [
      ...fieldsNamedIn(keyWords(input.id).join(' '), collection),
      ...fieldsNamedIn(by, collection),
    ];
    if (!keyField) continue;
    const said = fieldsNamedIn(words, collection).filter((f) => f !== keyField);
    const bindings: Binding[] = [];
    for (const text of texts) {
      const own = fieldsNamedIn(keyWords(text.id).join(' '), collection).find(
        (f) => f !== keyField,
      );
      const field = own ?? said.find((f) => !bindings.some((b) => b.field === f));
      if (field) bindings.push({ elementId: text.id, element: 'text', field });
    }
    if (bindings.length === 0) continue;
    return {
      inputId: input.id,
      buttonId: button.id,
      collection,
      keyField,
      texts: bindings,
      fnName: `find${pascal(singularLabel(collection.name))}`,
    };
  }
  return null;
}
