import type { SiteCollection, SiteElement } from '../structure';
import { idPattern, sentencesOf } from './keywords';
import { displayField, fieldsNamedIn } from './matching';
import { camel, str, nounForms } from './naming';
import { itemChoices } from './options-lookup';
import { type PageContext, bindingLines } from './page-context';
import { writeOptionsLoader } from './page-options';
import { type PlanContext, pageLevel } from './plan-context';
import type { OptionsSource } from './plan-list-types';
import type { Binding, FormPlan, ListPlan } from './plan-types';

/**
 * A dropdown of a collection's items whose pick shows fields of the item picked: '#roomDropdown
 * lists EscapeRooms (name). When a room is picked, show its description in #roomInfo'. The
 * options carry those fields, kept by value, and a change shows them. The dropdown may be a
 * form's (the booking's room) or a filter's, or list the items for this alone.
 */
export interface ItemPicker {
  controlId: string;
  source: Extract<OptionsSource, { kind: 'collection' }>;
  texts: Binding[];
  /** The picker loads its own options: no form or filter does. */
  own: boolean;
}

type CollectionOptions = ItemPicker['source'];

const PICKED = /\b(?:picked|chosen|selected|picks?|chooses?|selects?|changes?)\b/i;

export function planItemPickers(
  ctx: PlanContext,
  forms: FormPlan[],
  lists: ListPlan[],
): ItemPicker[] {
  const pickers: ItemPicker[] = [];
  const controls = pageLevel(ctx.structure).filter(
    (e) => e.veloType === 'Dropdown' || e.veloType === 'RadioButtonGroup',
  );
  const loaded = [
    ...forms.flatMap((f) => f.inputs.map((i) => [i.elementId, i.options] as const)),
    ...lists.flatMap((l) => l.filters.map((f) => [f.elementId, f.options] as const)),
  ];
  for (const control of controls) {
    const given = loaded.find(([id]) => id === control.id)?.[1];
    const source =
      given?.kind === 'collection'
        ? given
        : ctx.claimed.has(control.id)
          ? null
          : ownSource(ctx, control);
    const collection = ctx.structure.collections.find((c) => c.name === source?.collection);
    if (!source || !collection) continue;
    const texts = pickedTexts(ctx, control, collection);
    if (texts.length === 0) continue;
    source.shows = [...new Set(texts.map((t) => t.field.key))];
    source.keep = `${camel(control.id)}Items`;
    for (const t of texts) ctx.claimed.add(t.elementId);
    ctx.claimed.add(control.id);
    pickers.push({ controlId: control.id, source, texts, own: given?.kind !== 'collection' });
  }
  return pickers;
}

/** '#roomDropdown lists EscapeRooms (name)': the items of the collection it names, by a field. */
function ownSource(ctx: PlanContext, control: SiteElement): CollectionOptions | null {
  const own = idPattern(control.id);
  for (const sentence of sentencesOf(ctx.promptText)) {
    const at = own.exec(sentence);
    if (!at) continue;
    const after = sentence.slice(at.index + at[0].length);
    for (const c of ctx.structure.collections) {
      const named = new RegExp(
        String.raw`^\W*(?:lists?|shows?|has|holds?|offers?)\s+(?:the\s+|all\s+)?(?:${[c.name, ...nounForms(c.name)].join('|')})\b(?:\s*\(([^)]*)\))?`,
        'i',
      ).exec(after);
      if (!named) continue;
      const label = fieldsNamedIn(named[1] ?? '', c)[0]?.key ?? displayField(c);
      if (!label) return null;
      return itemChoices(c.name, label);
    }
  }
  return null;
}

/** 'When a room is picked, show its description in #roomInfo': each text and the field it shows. */
function pickedTexts(
  ctx: PlanContext,
  control: SiteElement,
  collection: SiteCollection,
): Binding[] {
  const nouns = [control.id, ...nounForms(collection.name)].join('|');
  const texts = pageLevel(ctx.structure).filter(
    (e) => e.veloType === 'Text' && !ctx.claimed.has(e.id),
  );
  const found: Binding[] = [];
  for (const sentence of sentencesOf(ctx.promptText)) {
    if (!PICKED.test(sentence) || !new RegExp(String.raw`\b(?:${nouns})\b`, 'i').test(sentence))
      continue;
    for (const text of texts) {
      const shown = new RegExp(
        String.raw`\b(?:its|the|that \w+'s|the \w+'s)\s+([a-z][\w ]{0,30}?)\s+(?:in|into|on)\s+#?${text.id}\b`,
        'i',
      ).exec(sentence);
      const field = shown ? fieldsNamedIn(shown[1] ?? '', collection)[0] : undefined;
      if (field && !found.some((b) => b.elementId === text.id))
        found.push({ elementId: text.id, element: 'text', field });
    }
  }
  return found;
}

/** The picker's own choices, if it loads them, and what a pick shows. */
export function writeItemPicker(ctx: PageContext, picker: ItemPicker): void {
  const { body } = ctx;
  if (picker.own) writeOptionsLoader(ctx, picker.controlId, picker.source, false);
  const control = `$w(${str(`#${picker.controlId}`)})`;
  const one = picker.source.collection;
  body.comment(
    `A pick shows that ${one} item's ${picker.texts.map((t) => `${t.field.key} in #${t.elementId}`).join(', ')}.`,
  );
  body.block(
    `${control}.onChange(() => {`,
    () => {
      body.line(`const item = ${picker.source.keep}.get(${control}.value) || {};`);
      for (const t of picker.texts)
        for (const line of bindingLines(ctx, '$w', t, null)) body.line(line);
    },
    '});',
  );
  body.blank();
}
