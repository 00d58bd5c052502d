import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JsonbArrayWithDefault } from './json';

export const GENERATION_VERSION_KINDS = ['generate', 'troubleshoot'] as const;
export type GenerationVersionKind = (typeof GENERATION_VERSION_KINDS)[number];

/** Primary key (generationId, n); n starts at 1. A troubleshoot pass adds version n + 1. */
export interface GenerationVersionTable {
  generationId: string;
  n: number;
  kind: GenerationVersionKind;
  /** The error text the user pasted (troubleshoot versions). */
  errorDetails: string | null;
  frontendCode: Generated<string>;
  backendCode: Generated<string>;
  htmlCode: Generated<string>;
  instructions: Generated<string>;
  /** Checker findings, a JSON array (CHECK); write it as JSON text: JSON.stringify(list). */
  diagnostics: JsonbArrayWithDefault;
  createdAt: Generated<Date>;
}

export type GenerationVersionRow = Selectable<GenerationVersionTable>;
export type NewGenerationVersionRow = Insertable<GenerationVersionTable>;
export type GenerationVersionUpdate = Updateable<GenerationVersionTable>;
