import { escapeRegExp } from '../regexp';
import type { SiteCollection } from '../structure';
import { fieldsNamedIn } from './matching';
import { str } from './naming';
import type { PlanContext } from './plan-context';
import { type PageContext, statusTextIds, tellVisitor } from './page-context';
import { wholeSentencesOf } from './keywords';
import { QUOTED } from './plan-list-states';

/**
 * What an item's lightbox is given and what its answer does, from the sentences naming it:
 * 'opens the lightbox named "Artwork Details" and passes it the artwork's _id' gives the id
 * alone; 'When the lightbox closes and returns {purchased: true}, show "Added to cart" in
 * cartMessage' says the answer in a text.
 */
export interface LightboxUse {
  /** The item's _id is passed instead of the item. */
  passesId: boolean;
  /** 'passing the job's _id and title': an object of those fields instead of the item. */
  passesFields?: string[];
  /** The answer that counts ({ purchased: true }, or 'added'), and the words shown for it. */
  answer: { key: string | null; value: string; textId: string; message: string } | null;
}

export function lightboxUse(
  ctx: PlanContext,
  name: string,
  collection: SiteCollection | null = null,
): LightboxUse {
  const sentences = wholeSentencesOf(ctx.promptText);
  const at = sentences.findIndex((s) => s.includes(name));
  const about = at >= 0 ? sentences.slice(at, at + 2) : [];
  const passed = about
    .map((s) => PASSES.exec(s)?.[1])
    .find((list) => list !== undefined)
    ?.split(/\s*(?:,|\band\b|&)\s*/)
    .map((said) => said.trim())
    .filter((said) => said !== '');
  const named = (passed ?? []).map((said) =>
    /^(?:_id|id)$/i.test(said)
      ? '_id'
      : (collection?.fields.find((f) => f.key.toLowerCase() === said.toLowerCase())?.key ??
        (collection ? fieldsNamedIn(said, collection)[0]?.key : undefined)),
  );
  // The fields up to the first word naming none: '_id, so the lightbox can …' is the _id.
  const end = named.findIndex((f) => f === undefined);
  const fields = [...new Set(named.slice(0, end < 0 ? named.length : end))] as string[];
  const passesId = fields.length === 1 && fields[0] === '_id';
  const passesFields = fields.length > 1 ? fields : undefined;
  const texts = ctx.structure.elements.filter((e) => e.veloType === 'Text').map((e) => e.id);
  let answer: LightboxUse['answer'] = null;
  for (const s of about) {
    const returned =
      /\b(?:closes|is closed|closed)\b[^.]*?\b(?:returns?|with)\s*\{\s*(\w+)\s*:\s*(true|false|-?\d+|'[^']*'|"[^"]*")\s*\}/i.exec(
        s,
      ) ??
      /\b(?:closes|is closed|closed)\s+(?:and\s+returns?\s+|with\s+)(?:'([^']{1,40})'|"([^"]{1,40})")/i.exec(
        s,
      );
    if (!returned) continue;
    const shown = texts
      .map((id) =>
        new RegExp(String.raw`${QUOTED}\s+(?:in|into|on)\s+(?:the\s+)?${escapeRegExp(id)}\b`).exec(
          s,
        ),
      )
      .find((m) => m !== null);
    const textId = shown ? texts.find((id) => shown[0].endsWith(id)) : undefined;
    const message = shown?.slice(1, 4).find((q) => q !== undefined);
    if (!textId || !message) continue;
    answer =
      returned.length === 3 && /^\w+$/.test(returned[1] ?? '') && returned[0].includes('{')
        ? { key: returned[1] ?? '', value: quoted(returned[2] ?? 'true'), textId, message }
        : { key: null, value: str(returned[1] ?? returned[2] ?? ''), textId, message };
  }
  return { passesId, ...(passesFields ? { passesFields } : {}), answer };
}

/** What a lightbox is passed: 'passes it the artwork's _id', 'passing the job's _id and title'. */
const PASSES =
  /\bpass(?:es|ing)?\s+(?:it\s+|to\s+it\s+)?(?:the\s+|that\s+|this\s+)?(?:\w+'s\s+|its\s+)?((?:_id|[A-Za-z]\w*)(?:\s*(?:,|\band\b|&)\s*(?:its\s+|the\s+)?(?:_id|[A-Za-z]\w*))*)/;

function quoted(raw: string): string {
  return /^["']/.test(raw) ? str(raw.slice(1, -1)) : raw;
}

/** Opens the lightbox for `item`, and says its answer where the prompt asks. */
export function writeLightboxOpen(ctx: PageContext, name: string, use: LightboxUse): void {
  const { body } = ctx;
  const given = use.passesFields
    ? `{ ${use.passesFields.map((f) => `${f}: item.${f}`).join(', ')} }`
    : use.passesId
      ? 'item._id'
      : 'item';
  const answer = use.answer;
  if (!answer) {
    body.line(`await ${ctx.window}.openLightbox(${str(name)}, ${given});`);
    return;
  }
  body.line(`const answer = await ${ctx.window}.openLightbox(${str(name)}, ${given});`);
  const test = answer.key
    ? `answer && answer.${answer.key} === ${answer.value}`
    : `answer === ${answer.value}`;
  const el = `$w(${str(`#${answer.textId}`)})`;
  body.block(`if (${test}) {`, () => {
    // The page's status text has its own function; another text is set here.
    if (statusTextIds(ctx.plan).includes(answer.textId))
      body.line(tellVisitor(ctx, answer.textId, str(answer.message), 'info'));
    else {
      body.line(`${el}.text = ${str(answer.message)};`);
      body.line(`${el}.show();`);
    }
  });
}
