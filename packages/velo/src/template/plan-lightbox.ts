import { lightboxFor, sentencesOf } from './keywords';
import { hasWord, humanize, keyWords } from './naming';
import { OPEN_WORDS, type PlanContext, isButton, pageLevel } from './plan-context';

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
