import type { SiteCollection } from '../structure';
import { idPattern, sentencesOf } from './keywords';
import { displayField, fieldsNamedIn } from './matching';
import { isStatusText } from './text-roles';
import { camel, keyWords, singularLabel } from './naming';
import { type PlanContext, inRepeater, isBox, ownDescendants, pageLevel } from './plan-context';
import type { FormPlan, ItemAction, ListPlan, RowAction } from './plan-types';

/**
 * An item button that opens a box on the page for its item: 'Clicking applyButton on a job opens
 * applyBox (collapsed at first) with that job's title in applyJobText'. The box starts collapsed;
 * the click keeps the item, fills the box's texts from it and expands the box, and a form in the
 * box saves the item's id in its reference field (plan.ts linkedField).
 */
export type BoxOpen = Extract<ItemAction, { kind: 'openBox' }>;

const OPENS = String.raw`(?:opens?|shows?|expands?|reveals?|displays?|scrolls?\s+(?:down\s+)?to)\s+(?:the\s+)?`;

export function itemBoxOpen(
  ctx: PlanContext,
  clickedId: string,
  collection: SiteCollection,
): BoxOpen | null {
  // 'Each car has a #testDriveBtn. Clicking it fills #selectedCarText and scrolls to …': the
  // sentence naming it, and the next when it goes on about the click.
  const sentences = sentencesOf(ctx.promptText);
  const at = sentences.findIndex((s) => idPattern(clickedId).test(s));
  const next = sentences[at + 1] ?? '';
  const sentence =
    at < 0
      ? undefined
      : `${sentences[at] ?? ''}${/^\s*(?:clicking|tapping|pressing)\s+(?:it|on it)\b/i.test(next) ? ` ${next}` : ''}`;
  const open = sentence ? boxOpenIn(ctx, sentence, collection) : null;
  return open ? { kind: 'openBox', buttonId: clickedId, ...open } : null;
}

/** A table's row click opening a box: 'Clicking a row fills jobTitleText and shows applyBox'. */
export function rowBoxOpen(ctx: PlanContext, collection: SiteCollection): RowBoxOpen | null {
  for (const sentence of sentencesOf(ctx.promptText).filter((s) => /\brows?\b/i.test(s))) {
    const open = boxOpenIn(ctx, sentence, collection);
    if (open) return { kind: 'openBox', ...open };
  }
  return null;
}

type RowBoxOpen = Extract<RowAction, { kind: 'openBox' }>;

/**
 * The box a sentence opens, with the texts it fills: those in the box and those the sentence
 * names ('fills jobTitleText'), each with the field said to go in it or the item's title.
 */
function boxOpenIn(
  ctx: PlanContext,
  sentence: string,
  collection: SiteCollection,
): Omit<RowBoxOpen, 'kind'> | null {
  const named = (id: string) => new RegExp(String.raw`\b${id}\b`).test(sentence);
  // 'opens the lightbox: … inside lightboxBox': the box named, opened by the words of its id.
  const opened = new RegExp(String.raw`\b${OPENS}(\w+)`, 'gi');
  const openedWords = [...sentence.matchAll(opened)].flatMap((m) => keyWords(m[1] ?? ''));
  const box = pageLevel(ctx.structure).find(
    (e) =>
      isBox(e) &&
      !inRepeater(ctx.structure, e.id) &&
      // 'opens applyBox', 'opens the claim section #claimBox', 'scrolls to the test drive form
      // below (#tdForm)'
      (new RegExp(String.raw`\b${OPENS}(?:[a-z]+\s+){0,4}?\(?#?${e.id}\b`, 'i').test(sentence) ||
        (named(e.id) && keyWords(e.id).some((w) => openedWords.includes(w)))),
  );
  if (!box) return null;
  const noun = keyWords(singularLabel(collection.name));
  const texts = [
    ...ownDescendants(ctx.structure, box.id),
    ...pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id) && named(e.id)),
  ];
  const shows: RowBoxOpen['shows'] = [];
  for (const text of new Set(texts)) {
    // 'the big photo in lightboxImage': the item's image, the first the collection has.
    const image = collection.fields.find((f) => f.type === 'image');
    if (text.veloType === 'Image' && image) {
      shows.push({ elementId: text.id, field: image.key });
      ctx.claimed.add(text.id);
      continue;
    }
    // The box's status text is the form's: it says how sending went.
    if (text.veloType !== 'Text' || isStatusText(text.id)) continue;
    // "with that job's title in applyJobText"; else a text named for the item ('jobTitleText').
    const said = new RegExp(
      String.raw`\b([\w ]{1,40}?)\s+(?:in|into|on)\s+(?:the\s+)?${text.id}\b`,
      'i',
    ).exec(sentence);
    const field =
      (said ? fieldsNamedIn(said[1] ?? '', collection)[0]?.key : undefined) ??
      fieldsNamedIn(keyWords(text.id).join(' '), collection)[0]?.key ??
      (keyWords(text.id).some((w) => noun.includes(w)) ? displayField(collection) : null);
    if (!field) continue;
    shows.push({ elementId: text.id, field });
    ctx.claimed.add(text.id);
  }
  return { boxId: box.id, shows, itemVar: camel(`chosen ${singularLabel(collection.name)}`) };
}

/** The item button opening the box a form is in: the form saves that item's id. */
export function boxOpenFor(
  ctx: Pick<PlanContext, 'structure'>,
  lists: readonly ListPlan[],
  form: FormPlan,
): { open: Pick<BoxOpen, 'boxId' | 'itemVar'>; collection: SiteCollection } | null {
  for (const list of lists) {
    const row = list.rowAction?.kind === 'openBox' ? [list.rowAction] : [];
    for (const action of [...list.actions, ...row]) {
      if (action.kind !== 'openBox' || !list.collection) continue;
      const inside = new Set([
        action.boxId,
        ...ownDescendants(ctx.structure, action.boxId).map((d) => d.id),
      ]);
      if (form.id === action.boxId || form.inputs.some((i) => inside.has(i.elementId)))
        return { open: action, collection: list.collection };
    }
  }
  return null;
}
