import type { SiteElement } from '../structure';
import type { FormInput } from './plan-form-types';
import { MESSAGE } from './plan-form-messages';
import { saidAbout } from './plan-input-rules';

/**
 * What a typed code must look like: '(zipInput, 5 digits)' exactly that many digits, 'We only
 * serve zips starting with 94 — otherwise show '…'' one of those starts, refused in the quoted
 * words. Never a web address's 'https://' (that is `secure`).
 */
export function textPattern(
  prompt: string,
  input: SiteElement,
  ids: string[],
): FormInput['pattern'] | undefined {
  let digits: { counts: number[]; refusal: string | null } | undefined;
  let starts: string[] = [];
  let refusal: string | null = null;
  for (const part of saidAbout(prompt, input, ids)) {
    // '5 digits', '10 or 13 digits': each length allowed, refused in the quote after it.
    const count = /^[^.;]{0,12}?\b(\d{1,2}(?:\s*(?:or|\/|,)\s*\d{1,2})*)[- ]digits?\b/i.exec(part);
    if (count && digits === undefined) {
      const said = new RegExp(MESSAGE).exec(part.slice(count.index + count[0].length));
      digits = {
        counts: (count[1]?.match(/\d+/g) ?? []).map(Number),
        refusal: said ? (said[1] ?? said[2] ?? said[3] ?? null) : null,
      };
    }
    const start =
      /\b(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with\s+['"]?(\w{1,10})['"]?((?:\s*(?:,|or)\s*['"]?\w{1,10}['"]?)*)/i.exec(
        part,
      );
    if (start && starts.length === 0 && !/^https?$/i.test(start[1] ?? '')) {
      starts = [start[1] ?? '', ...(start[2] ?? '').split(/\s*(?:,|\bor\b)\s*/)]
        .map((v) => v.replace(/['"]/g, '').trim())
        .filter(Boolean);
      const said = new RegExp(
        String.raw`\b(?:otherwise|if not|else)\b[^'"“]{0,30}${MESSAGE}(?=[\s.,;:!?)]|$)`,
        'i',
      ).exec(part);
      refusal = said ? (said[1] ?? said[2] ?? said[3] ?? null) : null;
    }
  }
  if (digits === undefined && starts.length === 0) return undefined;
  return { ...(digits !== undefined ? { digits } : {}), starts, refusal };
}

/** A regular expression literal for a code of exactly one of these digit counts: /^\d{5}$/. */
export function digitsPattern(digits: number[]): string {
  const counts = digits.map((n) => `\\d{${n}}`);
  return counts.length === 1 ? `/^${counts[0]}$/` : `/^(?:${counts.join('|')})$/`;
}
