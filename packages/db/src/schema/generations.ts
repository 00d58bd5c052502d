import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JsonbObject } from './json';

export const GENERATION_STATUSES = ['running', 'completed', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** The spec's "generator session" is a generation with its latest version. */
export interface GenerationTable {
  id: Generated<string>;
  userId: string;
  prompt: string;
  /** The validated generation request (a JSON object). */
  request: JsonbObject;
  status: Generated<GenerationStatus>;
  /** Tokens charged, >= 0. */
  cost: number;
  /** Which engine produced it, e.g. 'template' or 'openai:<model>'. */
  engine: string;
  /**
   * The ledger ref of the run in progress (or the last one): the generation id for version 1,
   * `<id>:<uuid>` for a later troubleshoot pass. refund(runRef) gives that run's charge back.
   */
  runRef: string | null;
  refundedAt: Date | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export type GenerationRow = Selectable<GenerationTable>;
export type NewGenerationRow = Insertable<GenerationTable>;
export type GenerationUpdate = Updateable<GenerationTable>;
