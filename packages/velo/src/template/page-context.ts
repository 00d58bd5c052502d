import type { SiteCollection, SiteField } from '../structure';
import { CodeWriter } from './code';
import { displayField, fieldsNamedIn } from './matching';
import { booleanLabels, camel, inTemplate, pascal, str } from './naming';
import type { Binding, ListPlan, Plan } from './plan-types';
import { type QuerySpec, fetchFn, writeQueryBuilder } from './queries';
import { progressLines } from './progress-bars';
import { insteadCondition } from './text-overrides';
import { numberText } from './number-texts';

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
    | 'formatTime'
    | 'formatNumber'
    | 'formatDecimals'
    | 'formatMoney'
    | 'starsText'
    | 'clockText'
    | 'emailPattern'
    | 'timePattern'
    | 'phonePattern'
    | 'cmsTime'
    | 'typedDate'
    | 'pickedDay'
    | 'dateText'
    | 'uploadedFile'
    | 'countedIds'
    | 'isOpenNow'
    | 'pickedMonth'
    | 'monthChoices'
    | 'wixData'
    | 'location'
    | 'window'
    | 'session'
    | 'local'
    | 'members'
    | 'viewer'
    | 'login'
    | 'role'
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
    ...plan.forms.flatMap((f) => [
      f.statusTextId,
      f.errorTextId,
      ...f.steps.map((s) => s.errorTextId),
    ]),
    ...plan.spotlights.map((s) => s.statusTextId),
    ...plan.lists.flatMap((l) =>
      l.actions.map((a) => (a.kind === 'join' ? (a.clash?.textId ?? null) : null)),
    ),
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

/**
 * Whether a binding shows the field: as itself, worked out from it ('spots left (capacity minus
 * booked)') or in a quote with others ("'X of Y spots filled'").
 */
export function bindingShows(b: Binding, key: string): boolean {
  return (
    b.field.key === key ||
    b.minus?.field.key === key ||
    b.percentOf?.key === key ||
    (b.template ?? []).some((part) => typeof part !== 'string' && part.key === key)
  );
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
      return dateText(ctx, b.field.key, value);
    case 'number':
      return numberText(ctx, b.field.key, value);
    case 'boolean': {
      const [yes, no] = b.labels ?? booleanLabels(b.field.key);
      return `${value} ? ${str(yes)} : ${str(no)}`;
    }
    case 'address':
      return text(`asText(${value}?.formatted)`);
    case 'time':
      // A CMS time is '09:00:00.000': hours and minutes are what people read.
      return text(`asText(${value}).slice(0, 5)`);
    case 'reference':
      // 'signupShiftDate': the referenced item's date, formatted as one.
      if (b.refDisplay && b.refDisplayType === 'date')
        return dateText(ctx, b.refDisplay, `${value}?.${b.refDisplay}`);
      return text(`asText(${value}?.${b.refDisplay ?? '_id'})`);
    case 'multi-reference':
      // Included, each linked item; asText joins the names with commas.
      return text(`asText((${value} || []).map((linked) => linked?.${b.refDisplay ?? '_id'}))`);
    default:
      return text(`asText(${value})`);
  }
}

function withoutSignBefore(text: string, next: string | SiteField | undefined, ctx: PageContext) {
  return typeof next === 'object' && ctx.plan.money[next.key]
    ? text.replace(/[$€£]\s?$/, '')
    : text;
}

/** Whether a signed-in member is looking, for the fields only members see. */
export function writeSignedIn(ctx: PageContext, collection: string): void {
  if (!ctx.plan.memberFields.some((m) => m.collection === collection)) return;
  ctx.needs.add('members');
  ctx.body.line('signedIn = Boolean(await currentMember.getMember());');
}

function ifElseLines(condition: string, yes: string[], no: string[]): string[] {
  const indent = (lines: string[]) => lines.map((line) => `  ${line}`);
  return [`if (${condition}) {`, ...indent(yes), '} else {', ...indent(no), '}'];
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
      if (b.instead) {
        const { instead, ...shown } = b;
        return ifElseLines(
          insteadCondition(instead),
          [`${target}.text = ${str(instead.words)};`],
          fieldLines(ctx, sel, shown, alt),
        );
      }
      if (b.switched) {
        const { switched, ...off } = b;
        return ifElseLines(
          `$w(${str(`#${switched.controlId}`)}).checked`,
          fieldLines(ctx, sel, switched.on, alt),
          fieldLines(ctx, sel, off, alt),
        );
      }
      if (b.field.type === 'rich-text') return [`${target}.html = ${text(`asText(${value})`)};`];
      // An age: whole years (of 365.25 days) since the birth date, nothing without one.
      if (b.yearsSince)
        return [
          `${target}.text = ${value} ? String(Math.floor((Date.now() - new Date(${value}).getTime()) / (365.25 * 24 * 60 * 60 * 1000))) : '';`,
        ];
      // A whole percentage of the target; nothing without a target (no division by 0).
      if (b.percentOf) {
        const goal = `item.${b.percentOf.key}`;
        return [
          `${target}.text = ${goal} > 0 ? \`\${Math.round(((${value} || 0) / ${goal}) * 100)}%\` : '';`,
        ];
      }
      if (b.minus) {
        const left = `(${value} || 0) - (item.${b.minus.field.key} || 0)`;
        ctx.needs.add('formatNumber').add('asText');
        const shown = `\`\${formatNumber(${left})} ${inTemplate(b.minus.words)}\``;
        return [
          `${target}.text = ${b.minus.noneText ? `${left} > 0 ? ${shown} : ${str(b.minus.noneText)}` : shown};`,
        ];
      }
      if (!b.template) return [`${target}.text = ${textValue(ctx, b)};`];
      // The prompt's own words around the fields: `Only ${formatNumber(item.stock)} left`. A
      // currency sign before an amount shown as money is left to formatMoney, which writes it.
      return [
        `${target}.text = \`${b.template
          .map((part, i, parts) =>
            typeof part === 'string'
              ? inTemplate(withoutSignBefore(part, parts[i + 1], ctx))
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
    case 'choices':
      // The item's own choices: a radio group, dropdown or checkbox group per item.
      if (b.choiceFields)
        return [
          `${target}.options = [${b.choiceFields.map((f) => `item.${f.key}`).join(', ')}]`,
          `  .filter((choice) => choice !== undefined && choice !== null && choice !== '')`,
          `  .map((choice) => ({ label: String(choice), value: String(choice) }));`,
        ];
      return [
        `${target}.options = (Array.isArray(${value}) ? ${value} : []).map((choice) => ({ label: String(choice), value: String(choice) }));`,
      ];
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
  if (format?.time) {
    ctx.needs.add('formatTime');
    return `formatTime(${value}, ${str(format.locale)}, ${format.options})`;
  }
  ctx.needs.add('formatDate');
  return format
    ? `formatDate(${value}, ${str(format.locale)}, ${format.options})`
    : `formatDate(${value})`;
}
