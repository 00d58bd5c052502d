import { GENERATION_LIMITS } from '../schemas/generation';
import {
  ZSiteStructure,
  type ImportMode,
  type ImportSummary,
  type TSiteStructure,
} from '../schemas/site-structure';
import { applyCollections, keepCollections } from './apply-collections';
import { applyElements, keepElements } from './apply-elements';
import { count, formatPath, listProblems } from './problems';
import type { StructureParts } from './read';

export type ApplyStructureResult =
  | { ok: true; structure: TSiteStructure; summary: ImportSummary }
  | { ok: false; problems: string[] };

/** Without the read result's parts: a part is carried when the imported structure has any of it. */
export function partsOf(imported: TSiteStructure): StructureParts {
  return {
    collections: imported.collections.length > 0,
    elements: imported.elementIds.length > 0 || imported.elementHierarchy.elements.length > 0,
  };
}

/**
 * An imported structure meets what the editors hold (decision 014):
 * - replace: each part the document carried replaces the current one; a part it did not carry
 *   (a page export has no collections) is kept, and the summary counts it as unchanged;
 * - merge: union by collection name, field id and element id; the import wins on conflicts
 *   (types, parents), nothing of the user's is removed.
 * A result over the editors' limits, or a merge that would put an element inside itself, is
 * refused with problems and the current structure stays as it is.
 */
export function applyStructure(
  current: TSiteStructure,
  imported: TSiteStructure,
  mode: ImportMode,
  parts: StructureParts = partsOf(imported),
): ApplyStructureResult {
  const collections = parts.collections
    ? applyCollections(current.collections, imported.collections, mode)
    : keepCollections(current.collections);
  const elements = parts.elements
    ? applyElements(current, imported, mode)
    : { ok: true as const, outcome: keepElements(current) };
  if (!elements.ok) return { ok: false, problems: listProblems(elements.problems) };

  const { elementIds, elements: hierarchy } = elements.outcome;
  const problems = limitProblems(mode, collections.collections, elementIds, hierarchy);
  if (problems.length > 0) return { ok: false, problems };
  const parsed = ZSiteStructure.safeParse({
    collections: collections.collections,
    elementIds,
    elementHierarchy: { elements: hierarchy },
  });
  if (!parsed.success) {
    return {
      ok: false,
      problems: listProblems(parsed.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`)),
    };
  }
  const customTypes = [
    ...new Set(
      imported.elementHierarchy.elements.flatMap((e) =>
        e.type === 'custom' && e.customType ? [e.customType] : [],
      ),
    ),
  ];
  return {
    ok: true,
    structure: parsed.data,
    summary: { ...collections.summary, elements: elements.outcome.summary, customTypes },
  };
}

function limitProblems(
  mode: ImportMode,
  collections: TSiteStructure['collections'],
  elementIds: readonly string[],
  hierarchy: readonly unknown[],
): string[] {
  const L = GENERATION_LIMITS;
  const verb = mode === 'merge' ? 'Merging' : 'Importing';
  const advice = mode === 'merge' ? ' Choose Replace, or remove some first.' : '';
  const problems: string[] = [];
  const over = (n: number, max: number, what: string) => {
    if (n > max) {
      problems.push(
        `${verb} would give ${count(n)} ${what}; at most ${count(max)} are allowed.${advice}`,
      );
    }
  };
  over(collections.length, L.collections, 'collections');
  for (const c of collections) over(c.fields.length, L.fieldsPerCollection, `fields in ${c.name}`);
  over(elementIds.length, L.elements, 'element ids');
  over(hierarchy.length, L.elements, 'elements');
  return problems;
}
