import type { SiteElement } from '../structure';

/**
 * A text showing today's date or the current year: 'todayText shows today's date', 'yearText
 * shows the current year in the footer'. Set on the visitor's calendar when the page loads;
 * before, the texts were left as they are.
 */
export interface DateText {
  kind: 'today';
  textId: string;
  part: 'date' | 'year';
}

/** What is shown: not 'how many leave days … are left this year', a figure over the year. */
const YEAR =
  /(?:\b(?:shows?|showing|displays?|displaying|puts?|says|with|is)|[=:]|^)\s*(?:the\s+)?(?:current|this)\s+year\b|\byear\s+(?:now|today)\b/i;
const DATE = /\btoday's\s+date\b|\b(?:the\s+)?current\s+date\b|\bthe\s+date\s+today\b/i;

/**
 * The text the sentence asks to show the date or the year: by the words after it ('yearText
 * shows the current year') or before it ('Show the current year in yearText'), up to the next
 * element named.
 */
export function dateText(sentence: string, named: SiteElement[]): DateText | null {
  const at = (e: SiteElement) => sentence.indexOf(e.id);
  const ordered = [...named].sort((a, b) => at(a) - at(b));
  for (const [i, text] of ordered.entries()) {
    if (text.veloType !== 'Text') continue;
    const start = at(text);
    const next = ordered[i + 1];
    const after = sentence.slice(start + text.id.length, next ? at(next) : undefined);
    // From the last element id before it (any, also one another widget took).
    const ids = [...sentence.slice(0, start).matchAll(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g)];
    const last = ids.at(-1);
    const before = sentence.slice(last ? last.index + last[0].length : 0, start);
    const own = /\b(?:in|into|inside)\s+#?$/i.test(before) ? before : after;
    if (YEAR.test(own)) return { kind: 'today', textId: text.id, part: 'year' };
    if (DATE.test(own)) return { kind: 'today', textId: text.id, part: 'date' };
  }
  return null;
}

/** The page code: one line set when the page loads. */
export function dateTextLines(widget: DateText): { comment: string; line: string } {
  const target = `$w('#${widget.textId}').text`;
  return widget.part === 'year'
    ? {
        comment: `#${widget.textId} shows the current year.`,
        line: `${target} = String(new Date().getFullYear());`,
      }
    : {
        comment: `#${widget.textId} shows today's date in the visitor's format, e.g. March 14, 2025.`,
        line: `${target} = new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });`,
      };
}

export function dateTextStep(widget: DateText): string {
  return `Click Preview: \`${widget.textId}\` shows ${widget.part === 'year' ? 'the current year' : "today's date"}.`;
}
