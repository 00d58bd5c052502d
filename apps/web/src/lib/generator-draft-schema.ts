import {
  ELEMENT_TYPES,
  FIELD_TYPES,
  OUTPUT_TYPES,
  REFERENCE_CODE_TYPES,
  REFERENCE_CODE_USAGES,
  ZGenerationPreferences,
} from '@veloforge/shared';
import { z } from 'zod';

import type { DraftStorage, HierarchyElementDraft } from './generator-draft';
import { DEFAULT_PREFERENCES, newKey, readDraftJson } from './generator-draft';

/**
 * The shape a saved generator draft must have, and loading it (see generator-draft.ts for the
 * draft itself). Separate because it is built with zod, which the generator page loads only when
 * there is a draft to check: a first visit does not download it (issue 10's bundle budget).
 */

const key = z
  .string()
  .min(1)
  .max(64)
  .catch(() => newKey());
const text = (max: number) => z.string().max(max).catch('');

const ZFieldDraft = z.object({
  key,
  id: text(200),
  type: z.enum(FIELD_TYPES).catch('text'),
});

const ZCollectionDraft = z.object({
  key,
  name: text(200),
  fields: z.array(ZFieldDraft).min(1).max(200),
});

const ZElementIdDraft = z.object({
  key,
  id: text(200),
  type: z.enum(ELEMENT_TYPES).catch('text'),
  customType: text(200),
});

const ZHierarchyElementDraft = z.object({
  key,
  id: text(200),
  type: z.enum(ELEMENT_TYPES).catch('text'),
  customType: text(200),
  description: text(2_000),
  /** The parent's key, '' for none. */
  parentKey: text(64),
  childKeys: z.array(z.string().max(64)).max(1_000).catch([]),
});

const REFERENCE_CHARS = 200_000;

export const ZGeneratorForm = z.object({
  collections: z.array(ZCollectionDraft).min(1).max(100),
  elementIds: z.array(ZElementIdDraft).max(1_000).catch([]),
  elements: z.array(ZHierarchyElementDraft).max(1_000).catch([]),
  referenceCodeType: z.enum(REFERENCE_CODE_TYPES).catch('frontend'),
  referenceCodeUsage: z.enum(REFERENCE_CODE_USAGES).catch('template'),
  frontendReferenceCode: text(REFERENCE_CHARS),
  backendReferenceCode: text(REFERENCE_CHARS),
  htmlReferenceCode: text(REFERENCE_CHARS),
  prompt: text(20_000),
  outputType: z.enum(OUTPUT_TYPES).catch('velo'),
  includeInstructions: z.boolean().catch(false),
  /** A visitor's Settings tab; a signed-in user's come from the server and are mirrored here. */
  preferences: ZGenerationPreferences.catch({ ...DEFAULT_PREFERENCES }),
});

export type GeneratorForm = z.output<typeof ZGeneratorForm>;

/**
 * The saved draft, or null when there is none or it does not fit the current shape (a draft
 * from an older version, or edited by hand): the form then starts empty rather than broken.
 */
export function loadDraft(storage: DraftStorage | null): GeneratorForm | null {
  const json = readDraftJson(storage);
  if (json === undefined) return null;
  const parsed = ZGeneratorForm.safeParse(json);
  if (!parsed.success) return null;
  return withUniqueKeys(parsed.data);
}

/** Keys repaired by `catch` may collide with each other; a duplicate gets a fresh one. */
function withUniqueKeys(form: GeneratorForm): GeneratorForm {
  const seen = new Set<string>();
  const unique = (k: string) => {
    const next = seen.has(k) ? newKey() : k;
    seen.add(next);
    return next;
  };
  return {
    ...form,
    collections: form.collections.map((c) => ({
      ...c,
      key: unique(c.key),
      fields: c.fields.map((f) => ({ ...f, key: unique(f.key) })),
    })),
    elementIds: form.elementIds.map((e) => ({ ...e, key: unique(e.key) })),
    // Element keys are link targets: they are kept as saved, and links to missing keys dropped.
    elements: dropDanglingLinks(form.elements),
  };
}

function dropDanglingLinks(elements: HierarchyElementDraft[]): HierarchyElementDraft[] {
  const keys = new Set(elements.map((e) => e.key));
  return elements.map((e) => ({
    ...e,
    parentKey: keys.has(e.parentKey) && e.parentKey !== e.key ? e.parentKey : '',
    childKeys: [...new Set(e.childKeys)].filter((k) => keys.has(k) && k !== e.key),
  }));
}
