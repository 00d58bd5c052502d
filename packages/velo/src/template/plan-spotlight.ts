import type { SiteCollection, SiteElement } from '../structure';
import { sentencesOf, wholeSentencesOf } from './keywords';
import { assignBindings, displayField, fieldsNamedIn } from './matching';
import { isPlainLabel, isStatusText } from './text-roles';
import { hasWord, nounForms, pascal, singularLabel, str } from './naming';
import { type PlanContext, isButton, nearest, pageLevel } from './plan-context';
import { withTextTemplates } from './text-templates';
import { fixedConditions } from './plan-fixed-conditions';
import { dynamicDatasetOf, dynamicPageCollection } from './plan-dynamic-page';
import type { FixedCondition, SpotlightPlan } from './plan-types';

/** The page's one item of a collection (a dynamic page's, the URL's, a random pick), and its texts. */

/**
 * Page-level texts and images that name a collection's fields show one item at a time. Its name
 * (its query's, loader's and web method's) is not a list's: a list of the same collection keeps
 * 'Products' and the spotlight takes 'Product', else 'CurrentProduct'.
 */
export function planSpotlight(ctx: PlanContext, listNames: ReadonlySet<string>): SpotlightPlan[] {
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
      // 'newest first, max 6': the items shown one at a time are that many.
      limit: prompt.pageSize,
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

/**
 * The one item a page is said to show by a value: "Load the recipe 'Lemon Tart' from Recipes"
 * (its title), "Load the product with slug 'classic-tee'". Before, the newest item showed.
 */
function namedItem(prompt: string, collection: SiteCollection): FixedCondition[] {
  const nouns = nounForms(collection.name).join('|');
  const verb = String.raw`\b(?:load|loads|show|shows|display|displays|feature|features)\s+(?:the\s+|one\s+)?(?:${nouns})`;
  const byField = new RegExp(
    String.raw`${verb}\s+(?:with|whose)\s+(?:the\s+|its\s+)?([a-z][\w ]{0,30}?)\s+(?:is\s+|of\s+|=\s*)?['"“‘]([^'"”’\n]{1,80})['"”’]`,
    'i',
  ).exec(prompt);
  if (byField) {
    const texts = { ...collection, fields: collection.fields.filter((f) => f.type === 'text') };
    const field = fieldsNamedIn(byField[1] ?? '', texts)[0];
    return field ? [{ field: field.key, op: 'eq', value: str(byField[2] ?? '') }] : [];
  }
  const byName = new RegExp(String.raw`${verb}\s+['"“‘]([^'"”’\n]{1,80})['"”’]`, 'i').exec(prompt);
  const name = displayField(collection);
  return byName && name ? [{ field: name, op: 'eq', value: str(byName[1] ?? '') }] : [];
}
