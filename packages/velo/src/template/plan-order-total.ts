import type { SiteCollection } from '../structure';
import { sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, keyWords, pascal, singularLabel } from './naming';
import { type PlanContext, pageLevel } from './plan-context';
import type { FormPlan } from './plan-types';

/**
 * A form's total worked out from its choices: 'totalText shows the total price (price x
 * quantity) and updates whenever either changes', where a dropdown picks a product from
 * Products and an input takes the quantity. The text shows the chosen item's price times the
 * quantity as they change; the saved item's total field ('save … with the product, quantity,
 * total') is worked out where the item is made, from the stored price. Before, the text showed
 * the sum of every product's price and no total was saved.
 */
export interface OrderTotal {
  textId: string;
  /** The choice input whose items carry the price, and their collection. */
  choiceId: string;
  choiceKey: string;
  source: SiteCollection;
  priceKey: string;
  quantityId: string;
  quantityKey: string;
  /** The form collection's number field that stores the total, when the form saves one. */
  savedKey: string | null;
  /** Reads the chosen item's price: `getProductPrice`. */
  priceFnName: string;
}

/** 'price x quantity', 'nights × the room's nightlyRate': a product, not a figure over items. */
export const TIMES = /\b(\w+)(?:\s*[×*]\s*|\s+(?:x|times|multiplied by)\s+)(?:the\s+)?(\w+)\b/i;

export function planOrderTotal(ctx: PlanContext, form: FormPlan): OrderTotal | null {
  const texts = pageLevel(ctx.structure).filter(
    (e) => e.veloType === 'Text' && !ctx.claimed.has(e.id),
  );
  for (const text of texts) {
    const sentence = sentencesOf(ctx.promptText).find(
      (s) => new RegExp(String.raw`\b${text.id}\b`).test(s) && /\btotal\b/i.test(s),
    );
    const times = sentence ? TIMES.exec(sentence) : null;
    if (!times) continue;
    const [, first = '', second = ''] = times;
    for (const [priceWord, quantityWord] of [
      [first, second],
      [second, first],
    ] as const) {
      const choice = form.inputs.find(
        (i) =>
          i.options?.kind === 'collection' &&
          sourceOf(ctx, i.options.collection) !== null &&
          priceField(sourceOf(ctx, i.options.collection), priceWord) !== null,
      );
      const quantity = form.inputs.find(
        (i) =>
          i.kind === 'number' &&
          (hasWord(i.elementId, keyWords(quantityWord)) ||
            (i.field !== null && hasWord(i.field.key, keyWords(quantityWord))) ||
            (/^(?:qty|quantity)$/i.test(quantityWord) &&
              hasWord(i.elementId, ['qty', 'quantity']))),
      );
      if (!choice || choice.options?.kind !== 'collection' || !quantity) continue;
      const source = sourceOf(ctx, choice.options.collection);
      const price = priceField(source, priceWord);
      if (!source || !price) continue;
      const filled = new Set(form.inputs.map((i) => i.field?.key));
      const saved = form.collection?.fields.find(
        (f) => f.type === 'number' && hasWord(f.key, ['total']) && !filled.has(f.key),
      );
      ctx.claimed.add(text.id);
      return {
        textId: text.id,
        choiceId: choice.elementId,
        choiceKey: choice.valueKey,
        source,
        priceKey: price,
        quantityId: quantity.elementId,
        quantityKey: quantity.valueKey,
        savedKey: saved?.key ?? null,
        priceFnName: `get${pascal(singularLabel(source.name))}${pascal(price)}`,
      };
    }
  }
  return null;
}

function sourceOf(ctx: PlanContext, name: string): SiteCollection | null {
  return ctx.structure.collections.find((c) => c.name === name) ?? null;
}

/** The number field of the chosen items that `word` names ('price'). */
function priceField(source: SiteCollection | null, word: string): string | null {
  if (!source) return null;
  return (
    fieldsNamedIn(word, { ...source, fields: source.fields.filter((f) => f.type === 'number') })[0]
      ?.key ?? null
  );
}
