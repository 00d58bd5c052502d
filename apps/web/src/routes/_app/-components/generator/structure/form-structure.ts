import type { StructureParts, TSiteStructure } from '@veloforge/shared';
import { ZCollections, ZElementHierarchy, ZElementIds } from '@veloforge/shared';
import type { z } from 'zod';

import type {
  CollectionDraft,
  ElementIdDraft,
  GeneratorForm,
  HierarchyElementDraft,
} from '../../../../../lib/generator-draft';
import {
  emptyCollection,
  emptyElementId,
  emptyField,
  newKey,
} from '../../../../../lib/generator-draft';
import { isContainerType } from '../state/element-types';
import { buildGenerationRequest } from '../state/generation-request';

/**
 * The generator form's Collections, Element IDs and Element Hierarchy editors as a site
 * structure (issue 11), and back. Both directions touch only those three editors: the prompt,
 * reference code and settings are never part of a structure.
 */

type ElementsPart = Pick<TSiteStructure, 'elementIds' | 'elementHierarchy'>;

/** One part of the editors, read as a generation would read it, or why it cannot be. */
export type EditorsPart<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export type EditorsStructure = {
  collections: EditorsPart<TSiteStructure['collections']>;
  elements: EditorsPart<ElementsPart>;
};

export type StructureOfEditors =
  { ok: true; structure: TSiteStructure } | { ok: false; problems: string[] };

/** A structure as the server answers a saved one: the same shape, without zod's transforms. */
export type StructureLike = {
  collections: readonly TSiteStructure['collections'][number][];
  elementIds: readonly string[];
  elementHierarchy: { elements: readonly TSiteStructure['elementHierarchy']['elements'][number][] };
};

export const EMPTY_STRUCTURE: TSiteStructure = {
  collections: [],
  elementIds: [],
  elementHierarchy: { elements: [] },
};

function problemsOf(editor: string, error: z.ZodError): string[] {
  // The editors mark the offending input in red; here one line per distinct message is enough.
  return [...new Set(error.issues.map((issue) => `${editor}: ${issue.message}`))];
}

/**
 * The editors as a structure, part by part, with the rules a generation applies (unnamed
 * collections and blank element ids dropped, ids without '#'), so what is exported or saved is
 * exactly what Generate would send.
 */
export function readEditors(form: GeneratorForm): EditorsStructure {
  const request = buildGenerationRequest(form);
  const collections = ZCollections.safeParse(request.collections ?? []);
  const elementIds = ZElementIds.safeParse(request.elementIds ?? []);
  const hierarchy = ZElementHierarchy.safeParse(request.elementHierarchy ?? { elements: [] });
  const elementProblems = [
    ...(elementIds.success ? [] : problemsOf('Element IDs', elementIds.error)),
    ...(hierarchy.success ? [] : problemsOf('Element Hierarchy', hierarchy.error)),
  ];
  return {
    collections: collections.success
      ? { ok: true, value: collections.data }
      : { ok: false, problems: problemsOf('Collections', collections.error) },
    elements:
      elementIds.success && hierarchy.success
        ? {
            ok: true,
            value: {
              elementIds: elementIds.data,
              // As the reader gives it: every element says where it sits, null at the top level.
              elementHierarchy: {
                elements: hierarchy.data.elements.map((e) => ({
                  ...e,
                  parentId: e.parentId ?? null,
                })),
              },
            },
          }
        : { ok: false, problems: elementProblems },
  };
}

/** The whole structure of the editors, for Export and Save as profile. */
export function structureOfEditors(form: GeneratorForm): StructureOfEditors {
  const { collections, elements } = readEditors(form);
  if (!collections.ok || !elements.ok) {
    return {
      ok: false,
      problems: [
        ...(collections.ok ? [] : collections.problems),
        ...(elements.ok ? [] : elements.problems),
      ],
    };
  }
  return { ok: true, structure: { collections: collections.value, ...elements.value } };
}

/** Whether anything was typed into the three structure editors (the rest of the form aside). */
export function hasStructure(form: GeneratorForm): boolean {
  return (
    form.collections.some(
      (c) => c.name.trim() !== '' || c.fields.some((f) => f.id.trim() !== ''),
    ) ||
    form.elementIds.some((e) => e.id.trim() !== '') ||
    form.elements.length > 0
  );
}

export function structureCounts(structure: StructureLike) {
  return {
    collections: structure.collections.length,
    fields: structure.collections.reduce((sum, c) => sum + c.fields.length, 0),
    elementIds: structure.elementIds.length,
    elements: structure.elementHierarchy.elements.length,
  };
}

function collectionDrafts(structure: StructureLike): CollectionDraft[] {
  const drafts = structure.collections.map((c) => ({
    key: newKey(),
    name: c.name,
    fields:
      c.fields.length > 0
        ? c.fields.map((f) => ({ key: newKey(), id: f.id, type: f.type }))
        : [emptyField()],
  }));
  // The Collections editor always shows one collection (spec section 5).
  return drafts.length > 0 ? drafts : [emptyCollection()];
}

function hierarchyDrafts(structure: StructureLike): HierarchyElementDraft[] {
  const keyOf = new Map(structure.elementHierarchy.elements.map((e) => [e.id, newKey()]));
  return structure.elementHierarchy.elements.map((e) => {
    const key = keyOf.get(e.id) ?? newKey();
    return {
      key,
      id: e.id,
      type: e.type,
      customType: e.customType ?? '',
      description: e.description ?? '',
      parentKey: (e.parentId && keyOf.get(e.parentId)) || '',
      // The editor lists children only on containers; the children's parent links stay.
      childKeys: isContainerType(e.type)
        ? (e.children ?? []).flatMap((id) => {
            const child = keyOf.get(id);
            return child && child !== key ? [child] : [];
          })
        : [],
    };
  });
}

/**
 * Element ID rows carry a type of their own: the hierarchy's type for an id it has, else the
 * type the row had before, else text.
 */
function elementIdDrafts(structure: StructureLike, before: ElementIdDraft[]): ElementIdDraft[] {
  const fromHierarchy = new Map(structure.elementHierarchy.elements.map((e) => [e.id, e]));
  const fromBefore = new Map(before.map((e) => [e.id.trim().replace(/^#/, ''), e]));
  const drafts = structure.elementIds.map((id) => {
    const element = fromHierarchy.get(id);
    const previous = fromBefore.get(id);
    return {
      key: newKey(),
      id,
      type: element?.type ?? previous?.type ?? 'text',
      customType: element ? (element.customType ?? '') : (previous?.customType ?? ''),
    };
  });
  // Like a new form: one empty row to type into.
  return drafts.length > 0 ? drafts : [emptyElementId()];
}

/**
 * The form with the parts of `structure` that `parts` names put into its editors; every other
 * input (and a part not named) is left exactly as it was.
 */
export function formWithStructure(
  form: GeneratorForm,
  structure: StructureLike,
  parts: StructureParts,
): GeneratorForm {
  return {
    ...form,
    ...(parts.collections ? { collections: collectionDrafts(structure) } : {}),
    ...(parts.elements
      ? {
          elementIds: elementIdDrafts(structure, form.elementIds),
          elements: hierarchyDrafts(structure),
        }
      : {}),
  };
}
