import { GENERATION_LIMITS } from '../schemas/generation';
import {
  SITE_STRUCTURE_FORMAT,
  type SITE_STRUCTURE_SOURCES,
  SITE_STRUCTURE_VERSION,
  ZSiteStructureDocument,
  type TSiteStructure,
} from '../schemas/site-structure';
import { checkDocumentText, parseJson } from './guard';
import { documentToStructure } from './to-structure';
import { count, formatPath, listProblems } from './problems';

/** Which parts of a structure a document carried (a page export has no collections). */
export interface StructureParts {
  collections: boolean;
  elements: boolean;
}

export type ReadStructureResult =
  | {
      ok: true;
      structure: TSiteStructure;
      /** Things imported with a change the user should know about (a field type read as text). */
      warnings: string[];
      /** Wix element types with no VeloForge equivalent, imported as custom types. */
      customTypes: string[];
      parts: StructureParts;
      source: (typeof SITE_STRUCTURE_SOURCES)[number];
      /** The Wix page the document came from, when the exporter knew it. */
      page?: string;
    }
  | { ok: false; problems: string[] };

const fail = (problems: string[]): ReadStructureResult => ({
  ok: false,
  problems: listProblems(problems),
});

const NOT_OURS = `This is not a VeloForge structure document (expected "format": "${SITE_STRUCTURE_FORMAT}")`;
const NOT_AN_OBJECT = `This is not a VeloForge structure document (expected a JSON object with "format": "${SITE_STRUCTURE_FORMAT}")`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A pasted or uploaded structure document (docs/site-structure-format.md) → the editors'
 * structure, or one clear problem per thing wrong with it. Hostile text is refused before it is
 * parsed; nothing here throws for any input.
 */
export function readStructureDocument(text: string): ReadStructureResult {
  const textProblems = checkDocumentText(text);
  if (textProblems.length > 0) return fail(textProblems);
  const parsed = parseJson(text);
  if (!parsed.ok) return fail([parsed.problem]);
  const root = parsed.value;
  if (!isRecord(root)) return fail([NOT_AN_OBJECT]);
  const headerProblems = checkHeader(root);
  if (headerProblems.length > 0) return fail(headerProblems);
  const sizeProblems = checkSizes(root);
  if (sizeProblems.length > 0) return fail(sizeProblems);

  const { document: candidate, elementIndexes } = withoutIdlessElements(root);
  const validated = ZSiteStructureDocument.safeParse(candidate);
  if (!validated.success) {
    return fail(
      validated.error.issues.map((issue) => {
        const path = [...issue.path];
        // Report element positions as they are in the pasted text, id-less entries included.
        if (path[0] === 'elements' && typeof path[1] === 'number') {
          path[1] = elementIndexes[path[1]] ?? path[1];
        }
        return `${formatPath(path) || 'document'}: ${issue.message}`;
      }),
    );
  }
  const document = validated.data;
  const mapped = documentToStructure(document, elementIndexes);
  if (!mapped.ok) return fail(mapped.problems);
  return {
    ok: true,
    structure: mapped.structure,
    warnings: mapped.warnings,
    customTypes: mapped.customTypes,
    parts: {
      collections: document.collections !== undefined,
      elements: document.elements !== undefined || document.elementIds !== undefined,
    },
    source: document.source,
    ...(document.page ? { page: document.page } : {}),
  };
}

function checkHeader(root: Record<string, unknown>): string[] {
  if (root.format !== SITE_STRUCTURE_FORMAT) return [NOT_OURS];
  const version = root.version;
  if (
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version > SITE_STRUCTURE_VERSION
  ) {
    return [
      `Version ${version} is newer than this VeloForge understands (${SITE_STRUCTURE_VERSION})`,
    ];
  }
  if (version !== SITE_STRUCTURE_VERSION) {
    return [
      `version: expected ${SITE_STRUCTURE_VERSION}, got ${JSON.stringify(version) ?? 'nothing'}`,
    ];
  }
  return [];
}

/** Counts checked before validation, so an oversized list costs one message, not thousands. */
function checkSizes(root: Record<string, unknown>): string[] {
  const L = GENERATION_LIMITS;
  const problems: string[] = [];
  const over = (key: string, max: number, what: string) => {
    const list = root[key];
    if (Array.isArray(list) && list.length > max) {
      problems.push(`${key}: ${count(list.length)} ${what}; at most ${count(max)} are accepted`);
    }
  };
  over('elements', L.elements, 'elements');
  over('elementIds', L.elements, 'element ids');
  over('collections', L.collections, 'collections');
  return problems;
}

/**
 * Elements without an id are skipped (as the editors drop them); `elementIndexes[k]` is where
 * the k-th kept element was in the document, for messages.
 */
function withoutIdlessElements(root: Record<string, unknown>): {
  document: Record<string, unknown>;
  elementIndexes: number[];
} {
  const elements = root.elements;
  if (!Array.isArray(elements)) return { document: root, elementIndexes: [] };
  const elementIndexes: number[] = [];
  const kept: unknown[] = [];
  elements.forEach((element: unknown, index) => {
    if (isRecord(element)) {
      const id = element.id;
      if (id === undefined || id === null || (typeof id === 'string' && id.trim() === '')) return;
    }
    kept.push(element);
    elementIndexes.push(index);
  });
  return { document: { ...root, elements: kept }, elementIndexes };
}
