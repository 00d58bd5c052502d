import { lightboxFor, sentencesOf } from './keywords';
import { hasWord, humanize, keyWords } from './naming';
import { OPEN_WORDS, type PlanContext, isButton, pageLevel } from './plan-context';
import type { SiteElement } from '../structure';

/** Buttons of lightboxes: those on a page that open one, and those in one that close it. */

/** The words of the prompt's sentences that speak of a lightbox. */
function lightboxSentenceWords(promptText: string): Set<string> {
  const sentences = sentencesOf(promptText);
  const about = sentences.filter((s) => /lightbox|pop-?up|modal/i.test(s));
  return new Set(about.flatMap((s) => keyWords(s.replace(/["“”'‘’]/g, ' '))));
}

/**
 * Page buttons that open the lightbox: those the prompt's lightbox sentence names ('A "Book a
 * call" button opens the lightbox' → #bookButton), else those whose ids say so (#quickView).
 * The ids alone made a "Show details" button open it although the prompt had it expand a box.
 */
export function planLightboxButtons(ctx: PlanContext): { buttonId: string; name: string }[] {
  if (!ctx.prompt.lightbox) return [];
  const words = ['lightbox', 'popup', 'modal', 'quick', 'preview', ...OPEN_WORDS];
  const free = pageLevel(ctx.structure).filter((e) => isButton(e) && !ctx.claimed.has(e.id));
  const named = lightboxSentenceWords(ctx.promptText);
  const inSentence = free.filter((e) => {
    const own = keyWords(e.id);
    return own.length > 0 && own.every((w) => named.has(w));
  });
  const chosen = inSentence.length > 0 ? inSentence : free.filter((e) => hasWord(e.id, words));
  return chosen.map((button) => {
    ctx.claimed.add(button.id);
    const fallback = humanize(button.id).replace(/\b[a-z]/g, (c) => c.toUpperCase());
    return { buttonId: button.id, name: lightboxFor(ctx.prompt, button.id) ?? fallback };
  });
}

/** 'closeButton closes the lightbox', or in a lightbox's own code a button named to close. */
export function planCloseButtons(ctx: PlanContext): string[] {
  const free = pageLevel(ctx.structure).filter((e) => isButton(e) && !ctx.claimed.has(e.id));
  const saysClose = (id: string) =>
    sentencesOf(ctx.promptText).some((sentence) =>
      new RegExp(
        String.raw`\b${id}\b[^.]{0,30}\b(?:closes?|dismiss(?:es)?)\s+(?:the\s+|this\s+)?(?:lightbox|popup|pop-up|modal|window)\b`,
        'i',
      ).test(sentence),
    );
  const closers = free.filter(
    (e) => saysClose(e.id) || (ctx.prompt.inLightbox && hasWord(e.id, ['close', 'dismiss'])),
  );
  for (const button of closers) ctx.claimed.add(button.id);
  return closers.map((b) => b.id);
}

/** What a lightbox shows of the object its opener passes ('{ name, price }'), with no collection. */
export interface LightboxContextPlan {
  keys: string[];
  /** Each text or image whose id names a key, and that key. */
  shows: { elementId: string; key: string; kind: 'text' | 'image' }[];
}

/**
 * In a lightbox's own code, the keys the prompt gives its context ('It gets { name, price } from
 * the page') shown in the texts and images named after them ('nameText', 'productImage' for
 * image). A context that is a collection's item is the spotlight's (read again by its _id).
 */
export function planLightboxContext(ctx: PlanContext): LightboxContextPlan | null {
  if (!ctx.prompt.inLightbox) return null;
  const braces = /\{\s*([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*\}/.exec(ctx.promptText);
  if (!braces?.[1]) return null;
  const keys = braces[1].split(',').map((k) => k.trim());
  const free = pageLevel(ctx.structure).filter(
    (e) => !ctx.claimed.has(e.id) && (e.veloType === 'Text' || e.veloType === 'Image'),
  );
  const shows: LightboxContextPlan['shows'] = [];
  for (const key of keys) {
    const element = free.find((e) => !shows.some((s) => s.elementId === e.id) && names(e, key));
    if (element)
      shows.push({
        elementId: element.id,
        key,
        kind: element.veloType === 'Image' ? 'image' : 'text',
      });
  }
  if (shows.length === 0) return null;
  for (const s of shows) ctx.claimed.add(s.elementId);
  return { keys, shows };
}

/** 'nameText' for name, 'priceLabel' for price, 'productImage' or 'photo' for an image key. */
function names(element: SiteElement, key: string): boolean {
  const own = keyWords(element.id);
  const wanted = keyWords(key);
  if (wanted.length > 0 && wanted.every((w) => own.includes(w))) return true;
  return (
    element.veloType === 'Image' && hasWord(key, ['image', 'photo', 'picture', 'img', 'thumbnail'])
  );
}
