import type {
  ImportMode,
  ImportSummary,
  ReadStructureResult,
  StructureParts,
  TSiteStructure,
} from '@veloforge/shared';
import { applyStructure } from '@veloforge/shared';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import type { EditorsPart } from './form-structure';
import { EMPTY_STRUCTURE, formWithStructure, readEditors, structureCounts } from './form-structure';

/**
 * What Import structure does with a document the reader accepted (issue 11): a one-line preview
 * before importing, applying it to the editors in the chosen mode, and the summary afterwards.
 * Pure, so the dialog only shows what these return.
 */

export type ReadDocument = Extract<ReadStructureResult, { ok: true }>;

export type ImportOutcome =
  | { ok: true; form: GeneratorForm; summary: ImportSummary; message: string }
  | { ok: false; problems: string[] };

/** '1 collection', '3 collections'. */
export function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}

/** What the document holds, e.g. '12 elements, 3 collections; custom types: MultiStateBox'. */
export function previewOf(read: ReadDocument): string {
  const counts = structureCounts(read.structure);
  const parts: string[] = [];
  if (read.parts.elements) {
    const ids =
      counts.elementIds !== counts.elements ? ` (${plural(counts.elementIds, 'element ID')})` : '';
    parts.push(`${plural(counts.elements, 'element')}${ids}`);
  }
  if (read.parts.collections) {
    parts.push(`${plural(counts.collections, 'collection')} (${plural(counts.fields, 'field')})`);
  }
  const holds = parts.length > 0 ? parts.join(', ') : 'No elements or collections';
  const custom =
    read.customTypes.length > 0 ? `; custom types: ${read.customTypes.join(', ')}` : '';
  return `${holds}${custom}`;
}

/** Counts after a noun: '3 collections added, 1 updated'; zeros left out. */
function changes(noun: string, counts: [number, string][]): string[] {
  const shown = counts.filter(([n]) => n > 0);
  return shown.map(([n, verb], index) =>
    index === 0 ? `${plural(n, noun)} ${verb}` : `${n.toLocaleString('en-US')} ${verb}`,
  );
}

/** The notification after an import: 'Imported: 3 collections added, 12 elements added, 2 updated'. */
export function summaryText(summary: ImportSummary, parts: StructureParts): string {
  const { collections, fields, elements } = summary;
  const phrases = [
    ...(parts.collections
      ? [
          changes('collection', [
            [collections.added, 'added'],
            [collections.updated, 'updated'],
            [collections.removed, 'removed'],
          ]),
          changes('field', [
            [fields.added, 'added'],
            [fields.updated, 'retyped'],
          ]),
        ]
      : []),
    ...(parts.elements
      ? [
          changes('element', [
            [elements.added, 'added'],
            [elements.updated, 'updated'],
            [elements.removed, 'removed'],
          ]),
        ]
      : []),
  ]
    .filter((phrase) => phrase.length > 0)
    .map((phrase) => phrase.join(', '));
  const sentence =
    phrases.length > 0
      ? `Imported: ${phrases.join(', ')}.`
      : 'Imported: nothing changed, the editors already hold this structure.';
  const custom =
    summary.customTypes.length > 0
      ? ` Kept as custom types: ${summary.customTypes.join(', ')}.`
      : '';
  return `${sentence}${custom}`;
}

const EDITOR_NAMES = {
  collections: 'The Collections editor has',
  elements: 'The Element IDs or Element Hierarchy editor has',
};

/**
 * The current side of a part: what the editors hold where it is valid. Merging keeps the user's
 * entries, so an editor with problems must be fixed first; replacing discards them anyway.
 */
function currentPart<T>(
  part: EditorsPart<T>,
  carried: boolean,
  mode: ImportMode,
  editor: keyof typeof EDITOR_NAMES,
  empty: T,
): EditorsPart<T> {
  if (part.ok) return part;
  if (carried && mode === 'merge') {
    return {
      ok: false,
      problems: [
        `${EDITOR_NAMES[editor]} problems to fix before merging (or choose Replace):`,
        ...part.problems,
      ],
    };
  }
  return { ok: true, value: empty };
}

/**
 * Applies an accepted document to the form: each part the document carried replaces or merges
 * into its editors, the rest of the form stays as it was. Refused (the form unchanged) when the
 * result would break the editors' limits, or a merge meets editors with problems.
 */
export function importIntoForm(
  form: GeneratorForm,
  read: ReadDocument,
  mode: ImportMode,
): ImportOutcome {
  const editors = readEditors(form);
  const collections = currentPart(
    editors.collections,
    read.parts.collections,
    mode,
    'collections',
    EMPTY_STRUCTURE.collections,
  );
  const elements = currentPart(editors.elements, read.parts.elements, mode, 'elements', {
    elementIds: EMPTY_STRUCTURE.elementIds,
    elementHierarchy: EMPTY_STRUCTURE.elementHierarchy,
  });
  if (!collections.ok || !elements.ok) {
    return {
      ok: false,
      problems: [
        ...(collections.ok ? [] : collections.problems),
        ...(elements.ok ? [] : elements.problems),
      ],
    };
  }
  const current: TSiteStructure = { collections: collections.value, ...elements.value };
  const applied = applyStructure(current, read.structure, mode, read.parts);
  if (!applied.ok) return { ok: false, problems: applied.problems };
  return {
    ok: true,
    form: formWithStructure(form, applied.structure, read.parts),
    summary: applied.summary,
    message: summaryText(applied.summary, read.parts),
  };
}
