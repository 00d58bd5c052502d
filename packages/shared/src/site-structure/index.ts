/**
 * Site structure import and export (issue 11, decision 014): the versioned JSON document the
 * Wix exporter snippets print and VeloForge downloads, read into the generator's editors.
 */
export { readStructureDocument, type ReadStructureResult, type StructureParts } from './read';
export { applyStructure, partsOf, type ApplyStructureResult } from './apply';
export { exportStructureDocument } from './export';
export {
  ELEMENT_TYPE_BY_WIX_TYPE,
  SKIPPED_WIX_TYPES,
  elementTypeFromDocument,
  type ElementTypeMapping,
} from './element-types';
export {
  FIELD_TYPE_BY_WIX_TYPE,
  WIX_SYSTEM_FIELD_KEYS,
  fieldTypeFromDocument,
} from './field-types';
export { MAX_LISTED_PROBLEMS } from './problems';
export * from './snippets';
