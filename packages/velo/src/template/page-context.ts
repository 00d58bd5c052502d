import type { SiteCollection } from '../structure';
import { CodeWriter } from './code';
import { displayField, fieldsNamedIn } from './matching';
import { camel, humanize, pascal, str, words } from './naming';
import type { Binding, ListPlan, Plan } from './plan-types';
import { type QuerySpec, fetchFn, writeQueryBuilder } from './queries';
import { progressLines } from './progress-bars';

/** What the page-code writers share while writing: the plan, two writers and what they used. */
export interface PageContext {
  plan: Plan;
  /** Module-level code: constants and pure helpers (no element access). */
  top: CodeWriter;
  /** The body of `$w.onReady`. */
  body: CodeWriter;
  /** Default-import names of platform modules, per the module-name preference. */
  location: string;
  window: string;
  needs: Set<
    | 'asText'
    | 'formatDate'
    | 'formatNumber'
    | 'formatMoney'
    | 'starsText'
    | 'emailPattern'
    | 'timePattern'
    | 'phonePattern'
    | 'cmsTime'
    | 'typedDate'
    | 'pickedDay'
    | 'dateText'
    | 'uploadedFile'
    | 'countedIds'
    | 'pickedMonth'
    | 'monthChoices'
    | 'wixData'
    | 'location'
    | 'window'
    | 'session'
    | 'local'
    | 'members'
    | 'login'
  >;
  /** Backend functions the page imports (backend data access). */
  imports: Set<string>;
  /** Calls awaited together at the end of onReady, e.g. 'loadProducts()'. */
  initialLoads: string[];
}

export function createPageContext(plan: Plan): PageContext {
  const legacy = plan.prefs.moduleNames === 'legacy';
  return {
    plan,
    top: new CodeWriter(plan.prefs.comments),
    body: new CodeWriter(plan.prefs.comments),
    location: legacy ? 'wixLocation' : 'wixLocationFrontend',
    window: legacy ? 'wixWindow' : 'wixWindowFrontend',
    needs: new Set(),
    imports: new Set(),
    initialLoads: [],
  };
}

/** The state object of a list view: `productsView`. */
export const viewName = (list: ListPlan) => `${camel(list.name)}View`;

/** The name of the helper that shows a message in a status text element. */
export function statusFn(ctx: PageContext, id: string): string {
  const all = statusTextIds(ctx.plan);
  return all.length <= 1 ? 'showStatus' : `show${pascal(id)}`;
}

export function statusTextIds(plan: Plan): string[] {
  const ids = [
    ...plan.lists.map((l) => l.statusTextId),
    ...plan.forms.flatMap((f) => [f.statusTextId, f.errorTextId]),
    ...plan.spotlights.map((s) => s.statusTextId),
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** A message for the visitor: into the status text when there is one, else the console. */
export function tellVisitor(
  ctx: PageContext,
  statusId: string | null,
  message: string,
  kind: 'error' | 'info',
): string {
  if (statusId) return `${statusFn(ctx, statusId)}(${message});`;
  return kind === 'error' ? `console.warn(${message});` : `console.log(${message});`;
}

/** 'isFeatured' → Featured / Not featured; 'hasFreeShipping' → Free shipping / No free shipping. */
export function booleanLabels(key: string): [string, string] {
  const [first, ...rest] = words(key).map((w) => w.toLowerCase());
  const sentence = (parts: string[]) => {
    const text = parts.join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  if (first === 'is' && rest.length > 0) return [sentence(rest), `Not ${rest.join(' ')}`];
  if (first === 'has' && rest.length > 0) return [sentence(rest), `No ${rest.join(' ')}`];
  const label = humanize(key);
  return [label, `Not ${label.toLowerCase()}`];
}

/**
 * The statements that show one field of `item` in an element. `sel` is `$item` inside a
 * repeater, `$w` for page-level elements.
 */
export function bindingLines(
  ctx: PageContext,
  sel: string,
  b: Binding,
  alt: string | null,
): string[] {
  const lines = fieldLines(ctx, sel, b, alt);
  const forMembers = ctx.plan.memberFields.find((m) => m.field === b.field);
  if (!forMembers) return lines;
  // Only members see it: `signedIn` is set by the loader before the items are shown.
  const target = `${sel}(${str(`#${b.elementId}`)})`;
  const visitor =
    b.element === 'text' ? `${target}.text = ${str(forMembers.fallback)};` : `${target}.hide();`;
  return ['if (signedIn) {', ...lines.map((l) => `  ${l}`), '} else {', `  ${visitor}`, '}'];
}

/** What a text shows for its field, as an expression over `item`: formatted for its type. */
function textValue(ctx: PageContext, b: Binding): string {
  const value = `item.${b.field.key}`;
  const text = (expr: string) => {
    ctx.needs.add('asText');
    return expr;
  };
  switch (b.field.type) {
    case 'date':
      ctx.needs.add('formatDate');
      return dateText(ctx, b.field.key, value);
    case 'number': {
      ctx.needs.add('asText');
      const money = ctx.plan.money[b.field.key];
      if (money) {
        ctx.needs.add('formatMoney');
        return `formatMoney(${value}, ${str(money.currency)}, ${money.decimals})`;
      }
      const stars = ctx.plan.stars[b.field.key];
      if (stars) {
        ctx.needs.add('starsText');
        return `starsText(${value}, ${stars})`;
      }
      ctx.needs.add('formatNumber');
      const unit = ctx.plan.units[b.field.key];
      if (unit)
        return `typeof ${value} === 'number' ? \`${unit.prefix}\${formatNumber(${value})}${unit.suffix.replace(/[`$\\]/g, '\\$&')}\` : ''`;
      return `formatNumber(${value})`;
    }
    case 'boolean': {
      const [yes, no] = booleanLabels(b.field.key);
      return `${value} ? ${str(yes)} : ${str(no)}`;
    }
    case 'address':
      return text(`asText(${value}?.formatted)`);
    case 'reference':
      return text(`asText(${value}?.${b.refDisplay ?? '_id'})`);
    case 'multi-reference':
      // Included, each linked item; asText joins the names with commas.
      return text(`asText((${value} || []).map((linked) => linked?.${b.refDisplay ?? '_id'}))`);
    default:
      return text(`asText(${value})`);
  }
}

/** Whether a signed-in member is looking, for the fields only members see. */
export function writeSignedIn(ctx: PageContext, collection: string): void {
  if (!ctx.plan.memberFields.some((m) => m.collection === collection)) return;
  ctx.needs.add('members');
  ctx.body.line('signedIn = Boolean(await currentMember.getMember());');
}

function fieldLines(ctx: PageContext, sel: string, b: Binding, alt: string | null): string[] {
  const target = `${sel}(${str(`#${b.elementId}`)})`;
  const value = `item.${b.field.key}`;
  const text = (expr: string) => {
    ctx.needs.add('asText');
    return expr;
  };
  switch (b.element) {
    case 'text':
      if (b.field.type === 'rich-text') return [`${target}.html = ${text(`asText(${value})`)};`];
      if (!b.template) return [`${target}.text = ${textValue(ctx, b)};`];
      // The prompt's own words around the fields: `Only ${formatNumber(item.stock)} left`.
      return [
        `${target}.text = \`${b.template
          .map((part) =>
            typeof part === 'string'
              ? part.replace(/[`$\\]/g, '\\$&')
              : `\${${textValue(ctx, { elementId: b.elementId, element: 'text', field: part, ...(part === b.field && b.refDisplay ? { refDisplay: b.refDisplay } : {}) })}}`,
          )
          .join('')}\`;`,
      ];
    case 'image': {
      const src = b.field.type === 'media-gallery' ? `${value}?.[0]?.src` : value;
      // Hidden when the item has none: the editor's placeholder, or in a slider the previous
      // item's image, would show instead.
      const lines = [
        `if (${src}) {`,
        `  ${target}.src = ${src};`,
        `  ${target}.show();`,
        '} else {',
        `  ${target}.hide();`,
        '}',
      ];
      if (alt) lines.push(`${target}.alt = ${text(`asText(item.${alt})`)};`);
      return lines;
    }
    case 'button':
      return [
        `if (${value}) {`,
        `  ${target}.link = ${value};`,
        ...(ctx.plan.prompt.newTab ? [`  ${target}.target = '_blank';`] : []),
        `  ${target}.show();`,
        '} else {',
        `  ${target}.hide();`,
        '}',
      ];
    case 'checkbox':
      return [`${target}.checked = Boolean(${value});`];
    case 'box':
      return [`if (${value}) {`, `  ${target}.show();`, '} else {', `  ${target}.hide();`, '}'];
    case 'video':
      return [`if (${value}) {`, `  ${target}.src = ${value};`, '}'];
    case 'progress':
      return progressLines(target, b);
    case 'rating':
      // A ratings display takes 1 to 5; null shows it empty (no rating yet).
      return [
        `${target}.rating = typeof ${value} === 'number' && ${value} >= 1 ? Math.min(${value}, 5) : null;`,
      ];
    case 'gallery':
      // A Media Gallery field's images and videos, as the gallery's items.
      return [
        `${target}.items = (${value} || []).map((media) => ({`,
        "  type: media.type === 'video' ? 'video' : 'image',",
        '  src: media.src,',
        "  title: media.title || '',",
        "  description: media.description || '',",
        '}));',
      ];
  }
}

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
    w.comment("A typed time (7:05, 18:45:30) as a CMS Time field stores it: '07:05:00.000'.");
    w.block('function cmsTime(text) {', () => {
      w.line("const [hours, minutes, seconds = '00'] = text.split(':');");
      w.line("return `${hours.padStart(2, '0')}:${minutes}:${seconds}.000`;");
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
  if (ctx.needs.has('formatDate')) {
    w.comment(
      "Shows a date in the visitor's own format (e.g. 3/14/2025), or as the locale and options given.",
    );
    w.block('function formatDate(value, locale, options) {', () => {
      w.block('if (!value) {', () => w.line("return '';"));
      w.line('const date = value instanceof Date ? value : new Date(value);');
      w.line(
        "return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale, options);",
      );
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
  if (ctx.needs.has('formatNumber')) {
    w.comment("Shows a number with the visitor's digit grouping, e.g. 1,250.");
    w.block('function formatNumber(value) {', () => {
      w.line("return typeof value === 'number' ? value.toLocaleString() : asText(value);");
    }).blank();
  }
}

/** How the page reads `spec`: its own query builder (page-only output), or the web method. */
export function useQuery(ctx: PageContext, spec: QuerySpec): void {
  if (ctx.plan.dataAccess === 'direct') {
    ctx.needs.add('wixData');
    writeQueryBuilder(ctx.top, spec);
    ctx.top.blank();
  } else {
    ctx.imports.add(fetchFn(spec));
  }
}

/** The field an image's alt text shows: as the prompt says ('alt text is the author name'). */
export function altFieldOf(ctx: PageContext, collection: SiteCollection): string | null {
  const said =
    /\balt(?:ernative)?[ -]text\s+(?:is|=|:|from|shows?|comes from|of)\s+(?:the\s+|its\s+|their\s+)?([a-z][\w ]{0,30})/i.exec(
      ctx.plan.request.prompt,
    );
  const field = said ? fieldsNamedIn(said[1] ?? '', collection)[0] : undefined;
  return field?.key ?? displayField(collection);
}

/** formatDate(…) for a date field: in the prompt's example format when it gives one. */
export function dateText(ctx: PageContext, key: string, value: string): string {
  const format = ctx.plan.dateFormats[key];
  return format
    ? `formatDate(${value}, ${str(format.locale)}, ${format.options})`
    : `formatDate(${value})`;
}
