import type { SiteCollection, SiteElement } from '../structure';
import { escapeRegExp } from '../regexp';
import { wholeSentencesOf } from './keywords';
import { hasWord, itemsLabel, nameScore, singularLabel } from './naming';
import type { PlanContext } from './plan-context';

/**
 * The dataset of a dynamic page showing `collection`'s items: the prompt calls the page dynamic
 * ('the Products dynamic page', 'my dynamic product page (dataset #dynamicDataset)') or the
 * dataset's id does. Its current item is the one the page's URL names.
 */
export function dynamicDatasetOf(ctx: PlanContext, collection: SiteCollection): SiteElement | null {
  const datasets = ctx.structure.elements.filter((e) => e.type === 'dataset');
  const dynamic = (id: string) =>
    hasWord(id, ['dynamic']) ||
    wholeSentencesOf(ctx.promptText).some(
      (s) =>
        /\bdynamic\b/i.test(s) &&
        (datasets.length === 1 || new RegExp(`\\b${escapeRegExp(id)}\\b`).test(s)),
    );
  const found = datasets.filter((d) => dynamic(d.id));
  if (found.length <= 1) return found[0] ?? null;
  return found.find((d) => nameScore(d.id, collection.name) > 0) ?? null;
}

/**
 * The collection a dynamic page is said to be of, named nearest to 'dynamic' ('my dynamic product
 * page', 'the Products dynamic page'): its item can be the page's even with nothing showing its
 * fields, for the lists and forms tied to it ('Show the reviews for this product').
 */
export function dynamicPageCollection(ctx: PlanContext): SiteCollection | null {
  const sentence = wholeSentencesOf(ctx.promptText).find((s) => /\bdynamic\b/i.test(s));
  const at = sentence?.search(/\bdynamic\b/i) ?? -1;
  if (!sentence || at < 0) return null;
  let nearest: { collection: SiteCollection; distance: number } | null = null;
  for (const collection of ctx.structure.collections) {
    const names = [itemsLabel(collection.name), singularLabel(collection.name)].map((n) =>
      escapeRegExp(n).replace(/\s+/g, '\\s+'),
    );
    for (const m of sentence.matchAll(new RegExp(`\\b(?:${names.join('|')})\\b`, 'gi'))) {
      const distance = Math.abs((m.index ?? 0) - at);
      if (!nearest || distance < nearest.distance) nearest = { collection, distance };
    }
  }
  return nearest?.collection ?? null;
}
