import { z } from 'zod';

import { ZCollections, ZElementHierarchy, ZElementIds } from './generation';

/**
 * A site's structure as the generator's three editors hold it (Collections, Element IDs, Element
 * Hierarchy), and the versioned JSON document that carries it between the Wix exporter
 * snippets, VeloForge's import/export and saved site profiles (issue 11, decision 014).
 */

export const SITE_STRUCTURE_FORMAT = 'veloforge.site-structure';
export const SITE_STRUCTURE_VERSION = 1;

/** Upper bounds on an imported document before it is even parsed (hostile input). */
export const SITE_STRUCTURE_LIMITS = {
  /** The pasted or uploaded text. */
  documentChars: 1_000_000,
  /** Nesting of the JSON value itself (objects and arrays). */
  jsonDepth: 20,
  /** Any one string in the document. */
  stringChars: 1_000,
} as const;

/** Exactly what the editors hold, validated like a generation request's structure. */
export const ZSiteStructure = z.object({
  collections: ZCollections,
  elementIds: ZElementIds,
  elementHierarchy: ZElementHierarchy.default({ elements: [] }),
});
export type TSiteStructure = z.output<typeof ZSiteStructure>;
export type TSiteStructureInput = z.input<typeof ZSiteStructure>;

/** Who wrote a document: a Wix exporter snippet, or VeloForge's own export. */
export const SITE_STRUCTURE_SOURCES = ['wix-page', 'wix-collections', 'veloforge'] as const;

/**
 * One page element as the page exporter prints it: the Wix `$w` type name (e.g. '$w.Repeater'
 * or 'Repeater'; VeloForge's own export writes its element types, e.g. 'repeater', with
 * `customType` for custom ones), its parent's id (null at the page's top level) and children.
 */
export const ZExportedElement = z.object({
  id: z.string(),
  type: z.string(),
  customType: z.string().optional(),
  description: z.string().optional(),
  parentId: z.string().nullable().optional(),
  children: z.array(z.string()).optional(),
});

/** One field as the collections exporter prints it: Wix's type name ('TEXT', 'IMAGE', …) or ours. */
export const ZExportedField = z.object({ key: z.string(), type: z.string() });

export const ZExportedCollection = z.object({
  id: z.string(),
  fields: z.array(ZExportedField),
});

/**
 * The JSON document (format version 1). Every part is optional: the page snippet writes
 * `elements`, the backend snippet `collections`, VeloForge's export all of them.
 */
export const ZSiteStructureDocument = z.object({
  format: z.literal(SITE_STRUCTURE_FORMAT),
  version: z.literal(SITE_STRUCTURE_VERSION),
  source: z.enum(SITE_STRUCTURE_SOURCES),
  exportedAt: z.string().optional(),
  /** The Wix page it came from (page path or title), when the snippet knows it. */
  page: z.string().optional(),
  elements: z.array(ZExportedElement).optional(),
  /**
   * The Element IDs editor's list, in its order, when VeloForge exports it: it may hold ids that
   * have no hierarchy entry (typed without a type). Without it, every element id in order.
   */
  elementIds: z.array(z.string()).optional(),
  collections: z.array(ZExportedCollection).optional(),
});
export type TSiteStructureDocument = z.infer<typeof ZSiteStructureDocument>;

/** How an import meets what the editors already hold. */
export const IMPORT_MODES = ['replace', 'merge'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** What an import changed, for the summary the user sees. */
export type ImportSummary = {
  collections: { added: number; updated: number; unchanged: number; removed: number };
  fields: { added: number; updated: number };
  elements: { added: number; updated: number; unchanged: number; removed: number };
  /** Wix element types with no VeloForge equivalent, kept as custom types. */
  customTypes: string[];
};
