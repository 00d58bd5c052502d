import type { SiteElement } from '../structure';
import { writeBridgeScript } from './html-bridge';
import { calculatorFor, writeCalculator } from './html-calculators';
import { isHeading, isPlainLabel } from './text-roles';
import { humanize } from './naming';
import { pageTitle } from './page';
import type { FormInput, Plan } from './plan-types';

/**
 * Semantic HTML mirroring the declared hierarchy: every declared element (datasets aside) with
 * its id, a tag that fits its type, a small stylesheet, and a script that talks to page code
 * through postMessage when the HTML is used in an HTML embed.
 */
export function writeHtml(plan: Plan): string {
  const out: string[] = [];
  const c = plan.prefs.comments;
  const title = pageTitle(plan)
    .replace(/^the /, '')
    .replace(/ page$/, '');
  out.push('<!DOCTYPE html>', '<html lang="en">', '<head>', '  <meta charset="utf-8">');
  // With nothing declared, a calculator the prompt names is the whole embed.
  const calculator =
    plan.structure.elements.length === 0 ? calculatorFor(plan.request.prompt) : null;
  out.push('  <meta name="viewport" content="width=device-width, initial-scale=1">');
  const named = calculator?.title ?? (title === 'this' ? 'Page' : title);
  out.push(`  <title>${escape(named)}</title>`, '  <style>');
  for (const line of STYLE) out.push(`    ${line}`);
  out.push('  </style>', '</head>', '<body>');
  if (calculator) {
    writeCalculator(out, calculator);
    out.push('</body>', '</html>');
    return `${out.join('\n')}\n`;
  }
  if (c) {
    out.push(
      '  <!-- Layout of the declared elements, each with its id. As an HTML embed it exchanges',
    );
    out.push(
      '       messages with the page code; the script below documents the message shapes. -->',
    );
  }
  const ctx = new HtmlContext(plan);
  const roots = plan.structure.elements.filter((e) => e.parentId === null);
  const looseForm = plan.forms.find((f) => f.id === null);
  const looseIds = new Set(
    looseForm ? [...looseForm.inputs.map((i) => i.elementId), looseForm.submitId] : [],
  );
  let looseDone = false;
  for (const root of roots) {
    if (looseIds.has(root.id)) {
      if (looseDone || !looseForm) continue;
      looseDone = true;
      out.push('  <form class="form">');
      for (const id of looseIds) {
        const element = id ? plan.structure.byId.get(id) : undefined;
        if (element) ctx.render(element, 2, out);
      }
      out.push('  </form>');
      continue;
    }
    ctx.render(root, 1, out);
  }
  if (roots.length === 0) out.push('  <main></main>');
  writeBridgeScript(out, c);
  out.push('</body>', '</html>');
  return `${out.join('\n')}\n`;
}

const STYLE = [
  'body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1f2933; line-height: 1.5; }',
  'section, .box, form { display: flex; flex-direction: column; gap: 12px; margin-bottom: 24px; }',
  '.repeater { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }',
  '.repeater > li { border: 1px solid #d9e2ec; border-radius: 8px; padding: 16px; display: flex; flex-direction: column; gap: 8px; }',
  'label { font-weight: 600; }',
  'input, select, textarea { font: inherit; padding: 8px; border: 1px solid #9fb3c8; border-radius: 4px; }',
  'button { font: inherit; padding: 8px 16px; border: 0; border-radius: 4px; background: #2563eb; color: #fff; cursor: pointer; align-self: flex-start; }',
  'img, video { max-width: 100%; height: auto; border-radius: 4px; background: #e4e7eb; }',
  'table { border-collapse: collapse; width: 100%; }',
  'th, td { border-bottom: 1px solid #d9e2ec; padding: 8px; text-align: left; }',
  '.gallery { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); }',
  '[hidden] { display: none !important; }',
];

const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='320' height='200'%3E%3Crect width='100%25' height='100%25' fill='%23e4e7eb'/%3E%3C/svg%3E";

export function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

class HtmlContext {
  private readonly fieldOf = new Map<string, string>();
  private readonly inputs = new Map<string, FormInput>();
  private readonly submits = new Set<string>();
  private readonly hidden = new Set<string>();
  private readonly actions = new Map<string, string>();
  private readonly columns = new Map<string, string[]>();

  constructor(private readonly plan: Plan) {
    for (const list of plan.lists) {
      for (const b of list.bindings) this.fieldOf.set(b.elementId, b.field.key);
      for (const id of list.collapsedAtStart) this.hidden.add(id);
      for (const a of list.actions)
        if (a.kind === 'toggle') this.actions.set(a.buttonId, `data-toggle="${a.targetId}"`);
      if (list.kind === 'table')
        this.columns.set(
          list.id,
          list.columns.map((c) => c.field.key),
        );
      if (list.gallery) this.fieldOf.set(list.id, list.gallery.image);
    }
    for (const s of plan.spotlights)
      for (const b of s.bindings) this.fieldOf.set(b.elementId, b.field.key);
    for (const form of plan.forms) {
      for (const i of form.inputs) this.inputs.set(i.elementId, i);
      if (form.submitId) this.submits.add(form.submitId);
      form.steps.forEach((step, i) => {
        if (i > 0) this.hidden.add(step.boxId);
        const next = form.steps[i + 1];
        const previous = form.steps[i - 1];
        if (step.nextId && next)
          this.actions.set(step.nextId, `data-hide="${step.boxId}" data-show="${next.boxId}"`);
        if (step.backId && previous)
          this.actions.set(step.backId, `data-hide="${step.boxId}" data-show="${previous.boxId}"`);
      });
    }
    for (const t of plan.toggles) {
      if (t.startCollapsed) this.hidden.add(t.targetId);
      const attr =
        t.mode === 'toggle' ? 'data-toggle' : t.mode === 'show' ? 'data-show' : 'data-hide';
      this.actions.set(t.buttonId, `${attr}="${t.targetId}"`);
    }
  }

  render(element: SiteElement, depth: number, out: string[]): void {
    if (element.type === 'dataset') return;
    const pad = '  '.repeat(depth);
    const field = this.fieldOf.get(element.id);
    const attrs = [
      `id="${element.id}"`,
      ...(field ? [`data-field="${field}"`] : []),
      ...(this.hidden.has(element.id) ? ['hidden'] : []),
    ].join(' ');
    const children = () => {
      for (const id of element.children) {
        const child = this.plan.structure.byId.get(id);
        if (child) this.render(child, depth + 1, out);
      }
    };
    const label = escape(humanize(element.id));
    switch (element.type) {
      case 'section':
        out.push(`${pad}<section ${attrs}>`);
        children();
        out.push(`${pad}</section>`);
        return;
      case 'form':
        out.push(`${pad}<form ${attrs}>`);
        children();
        out.push(`${pad}</form>`);
        return;
      case 'repeater':
        out.push(`${pad}<ul ${attrs} class="repeater">`, `${pad}  <li data-template>`);
        for (const id of element.children) {
          const child = this.plan.structure.byId.get(id);
          if (child) this.render(child, depth + 2, out);
        }
        out.push(`${pad}  </li>`, `${pad}</ul>`);
        return;
      case 'table': {
        const keys = this.columns.get(element.id) ?? [];
        out.push(
          `${pad}<table ${attrs}>`,
          `${pad}  <thead><tr>${keys.map((k) => `<th data-key="${k}">${escape(humanize(k))}</th>`).join('')}</tr></thead>`,
        );
        out.push(`${pad}  <tbody></tbody>`, `${pad}</table>`);
        children();
        return;
      }
      case 'gallery':
        out.push(`${pad}<div ${attrs} class="gallery"></div>`);
        children();
        return;
      case 'container':
      case 'grid':
      case 'column':
        out.push(`${pad}<div ${attrs} class="box">`);
        children();
        out.push(`${pad}</div>`);
        return;
      default:
        this.renderLeaf(element, pad, attrs, label, out);
        children();
    }
  }

  /** Titles of repeated items are h3, page headings h2 (a hero title h1), other texts p. */
  private headingTag(element: SiteElement): string {
    if (this.fieldOf.has(element.id)) return /title|name|question/i.test(element.id) ? 'h3' : 'p';
    if (!isHeading(element.id)) return 'p';
    return /hero/i.test(element.id) ? 'h1' : 'h2';
  }

  private renderLeaf(
    element: SiteElement,
    pad: string,
    attrs: string,
    label: string,
    out: string[],
  ): void {
    const input = this.inputs.get(element.id);
    const required = input?.required ? ' required' : '';
    switch (element.type) {
      case 'text': {
        const tag = this.headingTag(element);
        const text = isPlainLabel(element.id) && !isHeading(element.id) ? '' : label;
        out.push(`${pad}<${tag} ${attrs}>${text}</${tag}>`);
        return;
      }
      case 'image':
        out.push(`${pad}<img ${attrs} src="${PLACEHOLDER_IMAGE}" alt="${label}">`);
        return;
      case 'video':
        out.push(`${pad}<video ${attrs} controls></video>`);
        return;
      case 'button': {
        const type = this.submits.has(element.id) ? 'submit' : 'button';
        const action = this.actions.get(element.id);
        out.push(
          `${pad}<button ${attrs} type="${type}"${action ? ` ${action}` : ''}>${label}</button>`,
        );
        return;
      }
      case 'input':
        out.push(`${pad}<label for="${element.id}">${label}</label>`);
        out.push(
          `${pad}<input ${attrs} name="${element.id}" type="${inputType(element, input)}"${required}>`,
        );
        return;
      case 'textarea':
        out.push(
          `${pad}<label for="${element.id}">${label}</label>`,
          `${pad}<textarea ${attrs} name="${element.id}" rows="4"${required}></textarea>`,
        );
        return;
      case 'dropdown':
        out.push(`${pad}<label for="${element.id}">${label}</label>`);
        out.push(
          `${pad}<select ${attrs} name="${element.id}"${required}><option value="">Choose...</option></select>`,
        );
        return;
      case 'radio':
      case 'radioGroup':
        out.push(`${pad}<fieldset ${attrs}>`, `${pad}  <legend>${label}</legend>`);
        for (const n of [1, 2])
          out.push(
            `${pad}  <label><input type="radio" name="${element.id}" value="option${n}"> Option ${n}</label>`,
          );
        out.push(`${pad}</fieldset>`);
        return;
      case 'checkbox':
        out.push(
          `${pad}<label><input ${attrs} name="${element.id}" type="checkbox"${required}> ${label}</label>`,
        );
        return;
      case 'slider':
        out.push(
          `${pad}<label for="${element.id}">${label}</label>`,
          `${pad}<input ${attrs} name="${element.id}" type="range" min="0" max="100">`,
        );
        return;
      default:
        out.push(
          `${pad}<div ${attrs} class="box" data-type="${escape(element.customType ?? element.type)}">${escape(element.customType ?? label)}</div>`,
        );
    }
  }
}

function inputType(element: SiteElement, input: FormInput | undefined): string {
  switch (input?.kind) {
    case 'email':
      return 'email';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'url':
      return 'url';
    case 'phone':
      return 'tel';
    default:
      return /search/i.test(element.id) ? 'search' : 'text';
  }
}
