import type { Database, Kysely } from '@veloforge/db';
import {
  OUTPUT_TYPES,
  ZDiagnostic,
  type OutputType,
  type TGeneratorSession,
  type TSessionSummary,
} from '@veloforge/shared';
import { primaryCode } from '@veloforge/velo';
import { z } from 'zod';

import { AppError } from '../errors';
import { GENERATION_ERRORS } from '../generation/limits';
import { isUuid } from '../generation/runs';
import { encodeSessionCursor, type SessionCursor } from './cursor';
import { findGeneration, listGenerations, SESSION_LIST_LIMIT, versionsOf } from './queries';

/**
 * The spec's "generator sessions": a user's generations, listed as summaries (no code) and read
 * one at a time with every version. Stored requests were validated when written; they are read
 * defensively anyway, so an older shape never breaks the list.
 */

const ZStoredCollections = z
  .array(
    z.object({
      name: z.string(),
      fields: z.array(z.object({ id: z.string(), type: z.string() })).catch([]),
    }),
  )
  .catch([]);
const ZStoredIds = z.array(z.string()).catch([]);
const ZStoredElements = z.array(z.object({ id: z.string() })).catch([]);
const ZStoredDiagnostics = z.array(ZDiagnostic).catch([]);

function outputTypeOf(value: unknown): OutputType {
  return OUTPUT_TYPES.find((type) => type === value) ?? 'velo';
}

/** Declared ids, then hierarchy ids not already listed: every element the user described. */
function elementIdsOf(ids: unknown, elements: unknown): string[] {
  const all = [...ZStoredIds.parse(ids), ...ZStoredElements.parse(elements).map((e) => e.id)];
  return [...new Set(all)];
}

type SummarySource = {
  id: string;
  prompt: string;
  status: TSessionSummary['status'];
  engine: string;
  createdAt: Date;
  updatedAt: Date;
  outputType: unknown;
  collections: unknown;
  elementIds: unknown;
  elements: unknown;
  versionCount: unknown;
};

function summaryOf(row: SummarySource): TSessionSummary {
  return {
    id: row.id,
    prompt: row.prompt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    engine: row.engine === 'template' ? 'template' : 'model',
    outputType: outputTypeOf(row.outputType),
    collections: ZStoredCollections.parse(row.collections),
    elementIds: elementIdsOf(row.elementIds, row.elements),
    versionCount: Number(row.versionCount ?? 0),
  };
}

export type SessionPage = { sessions: TSessionSummary[]; nextCursor: string | null };

/**
 * One page of the user's generations, newest first, after `after` (the first page without it).
 * One row more than a page is read, so the last page says so without a count.
 */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  after: SessionCursor | null = null,
): Promise<SessionPage> {
  const rows = await listGenerations(db, userId, after, SESSION_LIST_LIMIT + 1);
  const page = rows.slice(0, SESSION_LIST_LIMIT);
  const last = page.at(-1);
  return {
    sessions: page.map(summaryOf),
    nextCursor:
      rows.length > SESSION_LIST_LIMIT && last
        ? encodeSessionCursor({ createdAt: last.cursorAt, id: last.id })
        : null,
  };
}

export async function getSession(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<TGeneratorSession> {
  // A non-uuid would be a database error; it is simply not found, like another user's id.
  const generation = isUuid(id) ? await findGeneration(db, userId, id) : undefined;
  if (!generation) throw new AppError('NOT_FOUND', GENERATION_ERRORS.sessionNotFound);
  const versions = (await versionsOf(db, generation.id)).map((version) => ({
    ...version,
    diagnostics: ZStoredDiagnostics.parse(version.diagnostics),
    createdAt: version.createdAt.toISOString(),
  }));
  const request = generation.request;
  const outputType = outputTypeOf(request.outputType);
  const latest = versions.at(-1);
  const pieces = {
    frontendCode: latest?.frontendCode ?? '',
    backendCode: latest?.backendCode ?? '',
    htmlCode: latest?.htmlCode ?? '',
    instructions: latest?.instructions ?? '',
  };
  return {
    ...summaryOf({
      ...generation,
      outputType,
      collections: request.collections,
      elementIds: request.elementIds,
      elements: (request.elementHierarchy as { elements?: unknown } | null | undefined)?.elements,
      versionCount: versions.length,
    }),
    generatedCode: primaryCode(outputType, pieces),
    ...pieces,
    diagnostics: latest?.diagnostics ?? [],
    request,
    versions,
  };
}
