/**
 * The declared site the runtime builds its page from. Structurally compatible with
 * @veloforge/velo's SiteStructure (which carries more), so callers can pass one directly.
 */
export interface RuntimeElementSpec {
  id: string;
  /** The Wix type name ('Text', 'Repeater', …); null for unknown custom types. */
  veloType: string | null;
  parentId: string | null;
  children: string[];
  /** VeloForge's element type ('text', 'repeater', …), when known. */
  type?: string;
  /** For datasets: the collection they read; otherwise guessed from the dataset id. */
  collection?: string;
}

export interface RuntimeCollectionSpec {
  name: string;
  fields: { key: string; type: string }[];
}

export interface RuntimeStructure {
  elements: RuntimeElementSpec[];
  collections: RuntimeCollectionSpec[];
}

export type ConsoleLevel = 'log' | 'warn' | 'error';

export interface ConsoleEntry {
  level: ConsoleLevel;
  message: string;
}

/** A repeater item's scope as events report it (`event.context`). */
export type EventContext = { type: 'GLOBAL_SCOPE' } | { type: 'COMPONENT_SCOPE'; itemId: string };
