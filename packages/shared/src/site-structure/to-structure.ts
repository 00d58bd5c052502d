import {
  GENERATION_LIMITS,
  type ElementType,
  type FieldType,
  type THierarchyElement,
} from '../schemas/generation';
import {
  ZSiteStructure,
  type TSiteStructure,
  type TSiteStructureDocument,
} from '../schemas/site-structure';
import { elementTypeFromDocument } from './element-types';
import { fieldTypeFromDocument, WIX_SYSTEM_FIELD_KEYS } from './field-types';
import { linkHierarchy, type LinkInput } from './hierarchy';
import {
  collectionIdProblem,
  elementIdProblem,
  fieldKeyProblem,
  normaliseElementId,
} from './identifiers';
import { count, formatPath, quote } from './problems';

/** A validated document → the editors' structure: types mapped, ids checked, the tree linked. */

const L = GENERATION_LIMITS;

type Mapped =
  | { ok: true; structure: TSiteStructure; warnings: string[]; customTypes: string[] }
  | { ok: false; problems: string[] };

type Collection = TSiteStructure['collections'][number];

export function documentToStructure(
  document: TSiteStructureDocument,
  elementIndexes: readonly number[],
): Mapped {
  const problems: string[] = [];
  const warnings: string[] = [];
  const collections = mapCollections(document.collections ?? [], problems, warnings);
  const elements = mapElements(document.elements ?? [], elementIndexes, problems);
  const elementIds = document.elementIds
    ? mapElementIds(document.elementIds, problems)
    : elements.map((e) => e.id);
  if (problems.length > 0) return { ok: false, problems };

  const parsed = ZSiteStructure.safeParse({
    collections,
    elementIds,
    elementHierarchy: { elements },
  });
  if (!parsed.success) {
    // The checks above mirror the editors' rules, so this is a safety net for what they missed.
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `structure.${formatPath(i.path)}: ${i.message}`),
    };
  }
  const customTypes = [
    ...new Set(
      elements.flatMap((e) => (e.type === 'custom' && e.customType ? [e.customType] : [])),
    ),
  ];
  return { ok: true, structure: parsed.data, warnings, customTypes };
}

function mapCollections(
  list: NonNullable<TSiteStructureDocument['collections']>,
  problems: string[],
  warnings: string[],
): Collection[] {
  const seen = new Map<string, number>();
  return list.map((collection, index) => {
    const at = `collections[${index}]`;
    const name = collection.id.trim();
    const idProblem = collectionIdProblem(name);
    if (idProblem) problems.push(`${at}.id: ${idProblem}`);
    const first = seen.get(name);
    if (first !== undefined)
      problems.push(`${at}.id: ${quote(name)} is already used by collections[${first}]`);
    else seen.set(name, index);

    const keys = new Map<string, number>();
    const fields: { id: string; type: FieldType }[] = [];
    collection.fields.forEach((field, fieldIndex) => {
      const fieldAt = `${at}.fields[${fieldIndex}]`;
      const key = field.key.trim();
      if (WIX_SYSTEM_FIELD_KEYS.has(key)) return;
      const keyProblem = fieldKeyProblem(key);
      if (keyProblem) problems.push(`${fieldAt}.key: ${keyProblem}`);
      const firstKey = keys.get(key);
      if (firstKey !== undefined) {
        problems.push(`${fieldAt}.key: ${quote(key)} is already used by ${at}.fields[${firstKey}]`);
      } else keys.set(key, fieldIndex);
      const type = fieldTypeFromDocument(field.type);
      if (!type) {
        warnings.push(
          `Collection ${quote(name)}, field ${quote(key)}: the field type ${quote(field.type)} has no VeloForge equivalent, so it was imported as text.`,
        );
      }
      fields.push({ id: key, type: type ?? 'text' });
    });
    if (fields.length > L.fieldsPerCollection) {
      problems.push(
        `${at}.fields: ${count(fields.length)} fields (system fields not counted); at most ${L.fieldsPerCollection} per collection are accepted`,
      );
    }
    return { name, fields };
  });
}

interface MappedElement extends LinkInput {
  type: ElementType;
  customType: string | undefined;
  description: string | undefined;
}

function mapElements(
  list: NonNullable<TSiteStructureDocument['elements']>,
  elementIndexes: readonly number[],
  problems: string[],
): THierarchyElement[] {
  const mapped: MappedElement[] = [];
  const skipped = new Set<string>();
  const seen = new Map<string, number>();
  const before = problems.length;
  list.forEach((raw, k) => {
    const index = elementIndexes[k] ?? k;
    const at = `elements[${index}]`;
    const id = normaliseElementId(raw.id);
    const mapping = elementTypeFromDocument(raw.type, raw.customType);
    if (mapping.kind === 'skip') {
      skipped.add(id);
      return;
    }
    const idProblem = elementIdProblem(id);
    if (idProblem) problems.push(`${at}.id: ${idProblem}`);
    const first = seen.get(id);
    if (first !== undefined)
      problems.push(`${at}.id: ${quote(id)} is already used by elements[${first}]`);
    else seen.set(id, index);

    const customType = mapping.kind === 'custom' ? mapping.customType : undefined;
    if (customType && customType.length > L.identifierChars) {
      problems.push(
        `${at}.type: the custom type ${quote(customType)} is longer than ${L.identifierChars} characters`,
      );
    }
    const description = raw.description?.trim() || undefined;
    if (description && description.length > L.descriptionChars) {
      problems.push(`${at}.description: at most ${L.descriptionChars} characters are accepted`);
    }
    const parentId = raw.parentId ? normaliseElementId(raw.parentId) : '';
    mapped.push({
      index,
      id,
      type: mapping.kind === 'known' ? mapping.type : 'custom',
      customType,
      description,
      parentId: parentId === '' ? undefined : parentId,
      children: raw.children?.map(normaliseElementId).filter((c) => c !== ''),
    });
  });
  // Links between ids that are themselves wrong would only repeat those problems.
  if (problems.length > before) return [];
  const linked = linkHierarchy(mapped, skipped);
  if (!linked.ok) {
    problems.push(...linked.problems);
    return [];
  }
  const { parentOf, childrenOf } = linked.tree;
  return mapped.map((e) => {
    const children = childrenOf.get(e.id) ?? [];
    return {
      id: e.id,
      type: e.type,
      ...(e.customType ? { customType: e.customType } : {}),
      ...(e.description ? { description: e.description } : {}),
      parentId: parentOf.get(e.id) ?? null,
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/** The Element IDs editor's list: blank entries dropped (as the editor does), the rest checked. */
function mapElementIds(list: readonly string[], problems: string[]): string[] {
  const ids: string[] = [];
  list.forEach((raw, index) => {
    const id = normaliseElementId(raw);
    if (id === '') return;
    const problem = elementIdProblem(id);
    if (problem) problems.push(`elementIds[${index}]: ${problem}`);
    ids.push(id);
  });
  return ids;
}
