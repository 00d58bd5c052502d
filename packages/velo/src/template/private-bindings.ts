import type { SiteCollection, SiteStructure } from '../structure';
import { fieldShownBy, fieldsSaidFor } from './field-names';
import { assignBindings, elementFieldWords, fieldScore } from './matching';
import type { Binding, ListPlan } from './plan-types';

/**
 * A list's texts without the fields it keeps private ('Vet notes are internal'): a text named or
 * said to show one is left empty and the setup says why; a text that took one by its place alone
 * ('#cText' the email, the first text field) shows the next field left instead (the body).
 */
export function leavePrivateOut(
  list: ListPlan,
  collection: SiteCollection,
  structure: SiteStructure,
  prompt: string,
): void {
  const isPrivate = (key: string) => list.privateFields.includes(key);
  const hidden = (b: Binding) => isPrivate(b.field.key);
  const byPlace = (b: Binding) =>
    fieldScore(elementFieldWords(b.elementId, collection), b.field) < 5 &&
    fieldShownBy(prompt, b.elementId, collection) !== b.field &&
    !fieldsSaidFor(prompt, b.elementId, collection).includes(b.field);
  list.privateElements = list.bindings
    .filter((b) => hidden(b) && !byPlace(b))
    .map((b) => ({ elementId: b.elementId, field: b.field.key }));
  const kept = list.bindings.filter((b) => !hidden(b));
  const taken = new Set(kept.map((b) => b.field.key));
  const left = {
    ...collection,
    fields: collection.fields.filter((f) => !isPrivate(f.key) && !taken.has(f.key)),
  };
  const moved = list.bindings
    .filter((b) => hidden(b) && byPlace(b))
    .flatMap((b) => structure.elements.filter((e) => e.id === b.elementId));
  const rebound = assignBindings(moved, left, structure, { fallback: true, prompt });
  list.bindings = list.bindings.flatMap((b) =>
    hidden(b) ? rebound.filter((r) => r.elementId === b.elementId) : [b],
  );
}
