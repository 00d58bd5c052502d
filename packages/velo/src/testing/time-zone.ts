import { onTestFinished } from 'vitest';

/**
 * Runs the rest of the current test in `zone` (an IANA name): Node applies a changed TZ at once.
 * Dates typed or picked are the visitor's own days, so their bugs show only away from UTC.
 */
export function inTimeZone(zone: string): void {
  const before = process.env['TZ'];
  process.env['TZ'] = zone;
  onTestFinished(() => {
    if (before === undefined) delete process.env['TZ'];
    else process.env['TZ'] = before;
  });
}
