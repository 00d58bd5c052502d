import type { TGenerationPreferences } from '@veloforge/shared';

import type { GeneratorForm } from './generator-draft-schema';

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

export const DEFAULT_PREFERENCES: TGenerationPreferences = {
  webModuleStyle: 'web',
  moduleNames: 'frontend',
  comments: true,
};

export type { GeneratorForm };
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
 * The saved draft as JSON, not yet checked against the form's shape (generator-draft-schema does
 * that), or undefined when there is none, storage is unavailable or it is not JSON.
 */
export function readDraftJson(storage: DraftStorage | null): unknown {
  let raw: string | null;
  try {
    raw = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
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
