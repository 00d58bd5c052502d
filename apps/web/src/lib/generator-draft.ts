import type { TGenerationPreferences } from '@veloforge/shared';
import {
  ELEMENT_TYPES,
  FIELD_TYPES,
  OUTPUT_TYPES,
  REFERENCE_CODE_TYPES,
  REFERENCE_CODE_USAGES,
  ZGenerationPreferences,
} from '@veloforge/shared';
import { z } from 'zod';

/**
 * The generator form as the user fills it in, and its local draft: kept in localStorage so
 * nothing typed is lost through sign-in, registration or a reload (a visitor fills the form
 * before being asked to sign in). List items carry a `key` of their own: React needs stable keys,
 * and hierarchy links point at keys so renaming an element keeps its parent and children.
 */

/** Bump when the shape changes incompatibly; an old draft is then simply not loaded. */
export const DRAFT_STORAGE_KEY = 'veloforge:generator-draft:v1';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

let keyCount = 0;

/** A key unique within this page's lifetime (and unlikely to meet a loaded draft's). */
export function newKey(): string {
  keyCount += 1;
  return `${Date.now().toString(36)}-${keyCount}`;
}

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

export const DEFAULT_PREFERENCES: TGenerationPreferences = {
  webModuleStyle: 'web',
  moduleNames: 'frontend',
  comments: true,
};

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
export type CollectionDraft = GeneratorForm['collections'][number];
export type FieldDraft = CollectionDraft['fields'][number];
export type ElementIdDraft = GeneratorForm['elementIds'][number];
export type HierarchyElementDraft = GeneratorForm['elements'][number];

export function emptyField(): FieldDraft {
  return { key: newKey(), id: '', type: 'text' };
}

/** Spec section 3: the generator's default collection is unnamed with one empty text field. */
export function emptyCollection(): CollectionDraft {
  return { key: newKey(), name: '', fields: [emptyField()] };
}

export function emptyElementId(): ElementIdDraft {
  return { key: newKey(), id: '', type: 'text', customType: '' };
}

export function emptyElement(elementKey = newKey()): HierarchyElementDraft {
  return {
    key: elementKey,
    id: '',
    type: 'text',
    customType: '',
    description: '',
    parentKey: '',
    childKeys: [],
  };
}

/** Spec section 9's generator defaults: output velo, usage template, type frontend, no instructions. */
export function emptyForm(
  preferences: TGenerationPreferences = DEFAULT_PREFERENCES,
): GeneratorForm {
  return {
    collections: [emptyCollection()],
    elementIds: [emptyElementId()],
    elements: [],
    referenceCodeType: 'frontend',
    referenceCodeUsage: 'template',
    frontendReferenceCode: '',
    backendReferenceCode: '',
    htmlReferenceCode: '',
    prompt: '',
    outputType: 'velo',
    includeInstructions: false,
    preferences: { ...preferences },
  };
}

/** The part of Storage the draft uses (tests pass a Map-backed fake). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is unavailable (disabled, sandboxed, SSR). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The saved draft, or null when there is none or it does not fit the current shape (a draft
 * from an older version, or edited by hand): the form then starts empty rather than broken.
 */
export function loadDraft(storage: DraftStorage | null): GeneratorForm | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
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

/** Saves the draft; a full or unavailable storage only means the draft is not kept. */
export function saveDraft(storage: DraftStorage | null, form: GeneratorForm): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(form));
  } catch {
    // Quota exceeded or storage disabled: the form still works, it just is not remembered.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}
