import type { TGenerationRequestInput, TGeneratorSession } from '@veloforge/shared';
import {
  ELEMENT_TYPES,
  FIELD_TYPES,
  OUTPUT_TYPES,
  REFERENCE_CODE_TYPES,
  REFERENCE_CODE_USAGES,
} from '@veloforge/shared';
import { z } from 'zod';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { emptyElementId, emptyForm, newKey } from '../../../../../lib/generator-draft';
import type { RestoredVersion } from './result-reducer';

/**
 * A stored generation request (sessions.get `request`, as the server validated it) read back
 * leniently: anything missing or unexpected falls back to the form's default, so an old request
 * still restores what it can.
 */
const ZStoredRequest = z.object({
  collections: z
    .array(
      z.object({
        name: z.string().catch(''),
        fields: z
          .array(z.object({ id: z.string().catch(''), type: z.enum(FIELD_TYPES).catch('text') }))
          .catch([]),
      }),
    )
    .catch([]),
  elementIds: z.array(z.string()).catch([]),
  outputType: z.enum(OUTPUT_TYPES).catch('velo'),
  includeInstructions: z.boolean().catch(false),
  prompt: z.string().catch(''),
  frontendReferenceCode: z.string().optional().catch(undefined),
  backendReferenceCode: z.string().optional().catch(undefined),
  htmlReferenceCode: z.string().optional().catch(undefined),
  referenceCodeUsage: z.enum(REFERENCE_CODE_USAGES).catch('template'),
  referenceCodeType: z.enum(REFERENCE_CODE_TYPES).catch('frontend'),
  elementHierarchy: z
    .object({
      elements: z
        .array(
          z.object({
            id: z.string(),
            type: z.enum(ELEMENT_TYPES).catch('text'),
            customType: z.string().optional().catch(undefined),
            description: z.string().optional().catch(undefined),
            parentId: z.string().nullable().optional().catch(undefined),
            children: z.array(z.string()).optional().catch(undefined),
          }),
        )
        .catch([]),
    })
    .optional()
    .catch(undefined),
});

type StoredRequest = z.output<typeof ZStoredRequest>;

function hierarchyFromRequest(stored: StoredRequest): GeneratorForm['elements'] {
  const elements = stored.elementHierarchy?.elements ?? [];
  const keyOf = new Map<string, string>();
  const withKeys = elements.map((e) => {
    const key = newKey();
    if (!keyOf.has(e.id)) keyOf.set(e.id, key);
    return { element: e, key };
  });
  return withKeys.map(({ element, key }) => ({
    key,
    id: element.id,
    type: element.type,
    customType: element.customType ?? '',
    description: element.description ?? '',
    parentKey: (element.parentId && keyOf.get(element.parentId)) || '',
    childKeys: (element.children ?? [])
      .map((id) => keyOf.get(id) ?? '')
      .filter((k) => k !== '' && k !== key),
  }));
}

/**
 * The form that produced a stored request, for '/?restore=<id>'. The user's current preferences
 * are kept (Settings are theirs, not the old request's).
 */
export function formFromRequest(
  request: unknown,
  preferences: GeneratorForm['preferences'],
): GeneratorForm {
  const parsed = ZStoredRequest.safeParse(request);
  const base = emptyForm(preferences);
  if (!parsed.success) return base;
  const stored = parsed.data;
  const collections = stored.collections.map((c) => ({
    key: newKey(),
    name: c.name,
    fields: (c.fields.length > 0 ? c.fields : [{ id: '', type: 'text' as const }]).map((f) => ({
      key: newKey(),
      ...f,
    })),
  }));
  const elementIds = stored.elementIds.map((id) => ({ ...emptyElementId(), id }));
  return {
    ...base,
    collections: collections.length > 0 ? collections : base.collections,
    elementIds: elementIds.length > 0 ? elementIds : base.elementIds,
    elements: hierarchyFromRequest(stored),
    outputType: stored.outputType,
    includeInstructions: stored.includeInstructions,
    prompt: stored.prompt,
    frontendReferenceCode: stored.frontendReferenceCode ?? '',
    backendReferenceCode: stored.backendReferenceCode ?? '',
    htmlReferenceCode: stored.htmlReferenceCode ?? '',
    referenceCodeUsage: stored.referenceCodeUsage,
    referenceCodeType: stored.referenceCodeType,
  };
}

/** The stored request as troubleshooting's originalRequest (it passed the schema when stored). */
export function requestFromStored(request: unknown): TGenerationRequestInput {
  return request as TGenerationRequestInput;
}

/**
 * The version to show: the one asked for, else the latest. When the session has no version rows
 * (an older server), its own latest pieces stand in.
 */
export function versionToRestore(
  session: TGeneratorSession,
  wanted: number | undefined,
): RestoredVersion {
  const versions = [...session.versions].sort((a, b) => a.n - b.n);
  const version =
    (wanted !== undefined ? versions.find((v) => v.n === wanted) : undefined) ?? versions.at(-1);
  const pieces = version ?? { ...session, n: session.versionCount };
  const primary =
    session.outputType === 'html'
      ? pieces.htmlCode
      : session.outputType === 'backend'
        ? pieces.backendCode
        : pieces.frontendCode;
  return {
    n: pieces.n,
    code: primary,
    frontendCode: pieces.frontendCode,
    backendCode: pieces.backendCode,
    htmlCode: pieces.htmlCode,
    instructions: pieces.instructions,
    diagnostics: pieces.diagnostics,
    engine: session.engine,
  };
}
