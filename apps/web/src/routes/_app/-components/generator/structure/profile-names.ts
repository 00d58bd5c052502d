import { SITE_PROFILE_NAME_MAX } from '@veloforge/shared';

/**
 * The name Save as profile suggests: dated, and not one the user already has (names are unique
 * per user ignoring case, decision 014), so saving without typing does not meet a 409.
 */
export function suggestProfileName(existing: readonly string[], now: Date): string {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(now);
  const base = `Site structure — ${date}`;
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
  return name.slice(0, SITE_PROFILE_NAME_MAX);
}
