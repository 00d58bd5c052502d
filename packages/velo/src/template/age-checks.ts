import type { FormInput } from './plan-types';

/** A birth date's age limits as code: the day some years ago, and the refusals. */

/**
 * Midnight of today's date `years` ago, on the visitor's calendar, as code: someone born on it or
 * before is that old today. `slackDays` moves it (later when positive), for a server whose calendar
 * may differ.
 */
export function yearsAgo(years: number, slackDays = 0): string {
  const day = slackDays
    ? `new Date().getDate() ${slackDays > 0 ? '+' : '-'} ${Math.abs(slackDays)}`
    : 'new Date().getDate()';
  return `new Date(new Date().getFullYear() - ${years}, new Date().getMonth(), ${day})`;
}

/** 'You must be at least 18 years old.', in the prompt's words when it gives them. */
export function tooYoung(input: FormInput): string {
  return input.refusal ?? `You must be at least ${input.minAge} years old.`;
}

/** 'You must be under 17 years old.', in the prompt's words when it gives them. */
export function tooOld(input: FormInput): string {
  return input.refusal ?? `You must be under ${input.maxAge} years old.`;
}
