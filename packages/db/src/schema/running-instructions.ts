import type { Generated, Selectable } from 'kysely';

/** One row while an instruction run is charged and running (migration 14); deleted when it ends. */
export interface RunningInstructionTable {
  /** The run's ledger ref, `instruction:<uuid>`. */
  ref: string;
  userId: string;
  startedAt: Generated<Date>;
}

export type RunningInstructionRow = Selectable<RunningInstructionTable>;
