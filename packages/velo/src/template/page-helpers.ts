import type { CodeWriter } from './code';
import type { PageContext } from './page-context';

/** Module-level formatting helpers, only those the page uses. */
export function writeValueHelpers(ctx: PageContext, w: CodeWriter): void {
  if (ctx.needs.has('emailPattern')) {
    w.comment('A practical email check: something@something.something, no spaces.');
    w.line('const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;').blank();
  }
  if (ctx.needs.has('phonePattern')) {
    w.comment(
      'A phone number: digits with spaces, dashes, dots or brackets, an optional leading +.',
    );
    w.line('const PHONE_PATTERN = /^\\+?[0-9\\s().-]+$/;').blank();
  }
  if (ctx.needs.has('timePattern')) {
    w.comment('A time of day as hours and minutes (seconds optional): 14:30, 9:05, 18:45:30.');
    w.line('const TIME_PATTERN = /^([01]?\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$/;').blank();
  }
  if (ctx.needs.has('typedDate')) {
    w.comment(
      "A typed date as the visitor's own midnight: 2025-03-14 stays the 14th in New York (new Date('2025-03-14') is London's midnight, the 13th there); 2025-02-31 is no date.",
    );
    w.block('function typedDate(text) {', () => {
      w.line('const parts = /^(\\d{4})-(\\d{1,2})-(\\d{1,2})$/.exec(text);');
      w.block('if (!parts) {', () => w.line('return new Date(text);'));
      w.line('const [year, month, day] = parts.slice(1).map(Number);');
      w.line('const date = new Date(year, month - 1, day);');
      w.line('return date.getMonth() === month - 1 ? date : new Date(NaN);');
    }).blank();
  }
  if (ctx.needs.has('pickedDay')) {
    w.comment(
      "A date picker's day as a Date, or null when none is picked; typed text (2025-03-14) counts where the element is a text input.",
    );
    w.block('function pickedDay(value) {', () => {
      w.block('if (value instanceof Date) {', () => w.line('return value;'));
      w.line(
        "const day = typeof value === 'string' && value.trim() ? typedDate(value.trim()) : null;",
      );
      w.line('return day && !Number.isNaN(day.getTime()) ? day : null;');
    }).blank();
  }
  if (ctx.needs.has('dateText')) {
    w.comment("A stored date as a text input holds it, on the visitor's calendar: 2025-03-14.");
    w.block('function dateText(value) {', () => {
      w.line('const date = value instanceof Date ? value : new Date(value);');
      w.block('if (!value || Number.isNaN(date.getTime())) {', () => w.line("return '';"));
      w.line("const pad = (n) => String(n).padStart(2, '0');");
      w.line('return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;');
    }).blank();
  }
  if (ctx.needs.has('isOpenNow')) {
    w.comment(
      "Whether the visitor's hour is within opening hours given as whole hours (7 and 19); hours past midnight (18 to 2) count too.",
    );
    w.block('function isOpenNow(opensAt, closesAt) {', () => {
      w.block("if (typeof opensAt !== 'number' || typeof closesAt !== 'number') {", () =>
        w.line('return false;'),
      );
      w.line('const hour = new Date().getHours();');
      w.line(
        'return opensAt <= closesAt ? hour >= opensAt && hour < closesAt : hour >= opensAt || hour < closesAt;',
      );
    }).blank();
  }
  if (ctx.needs.has('uploadedFile')) {
    w.comment(
      'Uploads the file chosen in an upload button to the Media Manager: its URL, or null when none was chosen.',
    );
    w.block('async function uploadedFile(button) {', () => {
      w.block('if (button.value.length === 0) {', () => w.line('return null;'));
      w.line('const [file] = await button.uploadFiles();');
      w.line('return file ? file.fileUrl : null;');
    }).blank();
  }
  if (ctx.needs.has('pickedMonth')) {
    w.comment(
      "The first day of the month a dropdown holds ('2025-03'), or of the month after it (`after` 1); null for all months.",
    );
    w.block('function pickedMonth(value, after) {', () => {
      w.line("const [year, month] = String(value || '').split('-').map(Number);");
      w.line('return year && month ? new Date(year, month - 1 + after, 1) : null;');
    }).blank();
  }
  if (ctx.needs.has('monthChoices')) {
    w.comment(
      "The months dates fall in, on the visitor's calendar, latest first: { label: 'March 2025', value: '2025-03' }.",
    );
    w.block('function monthChoices(dates) {', () => {
      w.line('const months = new Map();');
      w.block('for (const value of dates) {', () => {
        w.line('const date = value instanceof Date ? value : new Date(value);');
        w.block('if (!value || Number.isNaN(date.getTime())) {', () => w.line('continue;'));
        w.line(
          "const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;",
        );
        w.line(
          "months.set(key, date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' }));",
        );
      });
      w.line(
        'return [...months.keys()].sort().reverse().map((value) => ({ label: months.get(value), value }));',
      );
    }).blank();
  }
  if (ctx.needs.has('countedIds')) {
    w.comment(
      "The items this browser has added to a count under `key` (one like each; a cleared browser's storage allows another).",
    );
    w.block('function countedIds(key) {', () => {
      w.tryCatch(
        () => {
          w.line("const ids = JSON.parse(local.getItem(key) || '[]');");
          w.line('return Array.isArray(ids) ? ids : [];');
        },
        () => w.line('return [];'),
      );
    }).blank();
  }
  if (ctx.needs.has('cmsTime')) {
    w.comment(
      "A typed or picked time (7:05, 18:45:30, 09:30:00.000) as a CMS Time field stores it: '07:05:00.000'.",
    );
    w.block('function cmsTime(text) {', () => {
      w.line(
        "const [hours, minutes = '00', seconds = '00'] = text.trim().split('.')[0].split(':');",
      );
      w.line(
        "return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:${seconds.padStart(2, '0')}.000`;",
      );
    }).blank();
  }
  if (ctx.needs.has('asText')) {
    w.comment('Shows any stored value as text: Text elements only accept strings.');
    w.block('function asText(value) {', () => {
      w.block('if (value === null || value === undefined) {', () => w.line("return '';"));
      w.block('if (Array.isArray(value)) {', () => w.line("return value.join(', ');"));
      w.line('return String(value);');
    }).blank();
  }
  // A date, or its time alone ('time like 18:30'): one shape, the Date method apart.
  for (const [need, method, comment] of [
    [
      'formatDate',
      'toLocaleDateString',
      "Shows a date in the visitor's own format (e.g. 3/14/2025), or as the locale and options given.",
    ],
    [
      'formatTime',
      'toLocaleTimeString',
      "Shows a date's time as the prompt's example does, e.g. 18:30.",
    ],
  ] as const) {
    if (!ctx.needs.has(need)) continue;
    w.comment(comment);
    w.block(`function ${need}(value, locale, options) {`, () => {
      w.block('if (!value) {', () => w.line("return '';"));
      w.line('const date = value instanceof Date ? value : new Date(value);');
      w.line(`return Number.isNaN(date.getTime()) ? '' : date.${method}(locale, options);`);
    }).blank();
  }
  if (ctx.needs.has('formatMoney')) {
    w.comment("Shows an amount as money in the visitor's format, e.g. $450,000 or $19.99.");
    w.block('function formatMoney(value, currency, decimals) {', () => {
      w.block("if (typeof value !== 'number') {", () => w.line('return asText(value);'));
      w.line(
        "return value.toLocaleString(undefined, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });",
      );
    }).blank();
  }
  if (ctx.needs.has('starsText')) {
    w.comment('Shows a rating as stars out of `max`, e.g. ★★★★☆ for 4 of 5.');
    w.block('function starsText(value, max) {', () => {
      w.block("if (typeof value !== 'number') {", () => w.line('return asText(value);'));
      w.line('const full = Math.max(0, Math.min(max, Math.round(value)));');
      w.line("return '★'.repeat(full) + '☆'.repeat(max - full);");
    }).blank();
  }
  if (ctx.needs.has('clockText')) {
    w.comment('Shows a number of seconds as a clock: 754 as 12:34 (1:02:34 with hours).');
    w.block('function clockText(value, hours) {', () => {
      w.block("if (typeof value !== 'number') {", () => w.line('return asText(value);'));
      w.line('const total = Math.max(0, Math.round(value));');
      w.line("const seconds = String(total % 60).padStart(2, '0');");
      w.line('const minutes = hours ? Math.floor(total / 60) % 60 : Math.floor(total / 60);');
      w.block('if (!hours) {', () => w.line('return `${minutes}:${seconds}`;'));
      w.line(
        "return `${Math.floor(total / 3600)}:${String(minutes).padStart(2, '0')}:${seconds}`;",
      );
    }).blank();
  }
  if (ctx.needs.has('formatNumber')) {
    w.comment("Shows a number with the visitor's digit grouping, e.g. 1,250.");
    w.block('function formatNumber(value) {', () => {
      w.line("return typeof value === 'number' ? value.toLocaleString() : asText(value);");
    }).blank();
  }
  if (ctx.needs.has('formatDecimals')) {
    w.comment("Shows a number with exactly `digits` decimals in the visitor's format, e.g. 4.3.");
    w.block('function formatDecimals(value, digits) {', () => {
      w.block("if (typeof value !== 'number') {", () => w.line('return asText(value);'));
      w.line(
        'return value.toLocaleString(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });',
      );
    }).blank();
  }
}
