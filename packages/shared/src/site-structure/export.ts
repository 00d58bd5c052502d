import {
  SITE_STRUCTURE_FORMAT,
  SITE_STRUCTURE_VERSION,
  type TSiteStructure,
  type TSiteStructureDocument,
} from '../schemas/site-structure';

/**
 * The editors' structure as a 'veloforge' document (types written as VeloForge's own, custom
 * elements with their custom type), so readStructureDocument(JSON.stringify(document)) gives the
 * same structure back. Serialise it with JSON.stringify(document, null, 2) for the download.
 */
export function exportStructureDocument(
  structure: TSiteStructure,
  exportedAt: Date | string,
): TSiteStructureDocument {
  return {
    format: SITE_STRUCTURE_FORMAT,
    version: SITE_STRUCTURE_VERSION,
    source: 'veloforge',
    exportedAt: typeof exportedAt === 'string' ? exportedAt : exportedAt.toISOString(),
    collections: structure.collections.map((collection) => ({
      id: collection.name,
      fields: collection.fields.map((field) => ({ key: field.id, type: field.type })),
    })),
    elements: structure.elementHierarchy.elements.map((element) => ({
      id: element.id,
      type: element.type,
      ...(element.type === 'custom' && element.customType
        ? { customType: element.customType }
        : {}),
      ...(element.description ? { description: element.description } : {}),
      parentId: element.parentId ?? null,
      ...(element.children && element.children.length > 0
        ? { children: [...element.children] }
        : {}),
    })),
    // The Element IDs editor can hold ids without a hierarchy entry, in its own order.
    elementIds: [...structure.elementIds],
  };
}
