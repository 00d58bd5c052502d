/**
 * A stored 'YYYY-MM-DD' as a long date ("January 15, 2026"). Formatted in UTC: the date is a
 * calendar day, and local time would show the day before west of Greenwich.
 */
export function formatEffectiveDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/** The local calendar day of `now` as 'YYYY-MM-DD', what a date input holds. */
export function localDateOf(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
