import type { TGenerationRequestInput } from '@veloforge/shared';
import { GENERATION_MESSAGES } from '@veloforge/shared';

import type { GeneratorForm, HierarchyElementDraft } from '../../../../../lib/generator-draft';
import { isContainerType } from './element-types';

/** Which reference boxes a reference type shows (spec section 2). */
export function visibleReferenceBoxes(type: GeneratorForm['referenceCodeType']) {
  return {
    frontend: type !== 'backend',
    html: type !== 'backend',
    backend: type !== 'frontend',
  };
}

function nonBlank(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

function hierarchyOf(elements: readonly HierarchyElementDraft[]) {
  const idOf = new Map(elements.map((e) => [e.key, e.id.trim()]));
  const withId = elements.filter((e) => e.id.trim() !== '');
  if (withId.length === 0) return undefined;
  return {
    elements: withId.map((e) => {
      const parentId = idOf.get(e.parentKey) ?? '';
      const children = e.childKeys.map((k) => idOf.get(k) ?? '').filter((id) => id !== '');
      return {
        id: e.id.trim(),
        type: e.type,
        ...(e.type === 'custom' ? { customType: e.customType.trim() } : {}),
        ...(e.description.trim() ? { description: e.description.trim() } : {}),
        ...(parentId ? { parentId } : {}),
        ...(isContainerType(e.type) && children.length > 0 ? { children } : {}),
      };
    }),
  };
}

/**
 * The generation request of spec section 3 from the form: collections without a name dropped,
 * blank element ids dropped, id-less hierarchy elements dropped (links follow ids), and only the
 * reference boxes the chosen reference type shows.
 */
export function buildGenerationRequest(form: GeneratorForm): TGenerationRequestInput {
  const boxes = visibleReferenceBoxes(form.referenceCodeType);
  const elementHierarchy = hierarchyOf(form.elements);
  const frontendReferenceCode = boxes.frontend ? nonBlank(form.frontendReferenceCode) : undefined;
  const backendReferenceCode = boxes.backend ? nonBlank(form.backendReferenceCode) : undefined;
  const htmlReferenceCode = boxes.html ? nonBlank(form.htmlReferenceCode) : undefined;
  return {
    collections: form.collections
      .filter((c) => c.name.trim() !== '')
      .map((c) => ({
        name: c.name.trim(),
        fields: c.fields.map((f) => ({ id: f.id.trim(), type: f.type })),
      })),
    elementIds: form.elementIds.map((e) => e.id.trim()).filter((id) => id !== ''),
    outputType: form.outputType,
    includeInstructions: form.includeInstructions,
    prompt: form.prompt,
    ...(frontendReferenceCode !== undefined ? { frontendReferenceCode } : {}),
    ...(backendReferenceCode !== undefined ? { backendReferenceCode } : {}),
    ...(htmlReferenceCode !== undefined ? { htmlReferenceCode } : {}),
    referenceCodeUsage: form.referenceCodeUsage,
    referenceCodeType: form.referenceCodeType,
    ...(elementHierarchy ? { elementHierarchy } : {}),
    preferences: form.preferences,
  };
}

export type RequestCheck =
  { ok: true; request: TGenerationRequestInput } | { ok: false; title: string; message: string };

const VALIDATION_ERROR = 'Validation Error';

/**
 * Spec section 5's checks before a generation is paid for, in its order (named collections with
 * empty field ids, then the prompt), then the server's own schema, so a request that would be
 * refused with a 400 is caught before the call with the same message. Async: the schema is
 * loaded on first use (see generation-schemas.ts).
 */
export async function checkGenerationRequest(form: GeneratorForm): Promise<RequestCheck> {
  const request = buildGenerationRequest(form);
  const incomplete = request.collections?.find((c) => c.fields?.some((f) => f.id === ''));
  if (incomplete) {
    return {
      ok: false,
      title: VALIDATION_ERROR,
      message: GENERATION_MESSAGES.emptyFieldIds(incomplete.name),
    };
  }
  if (request.prompt.trim() === '') {
    return { ok: false, title: VALIDATION_ERROR, message: GENERATION_MESSAGES.promptRequired };
  }
  const { ZGenerationRequest } = await import('./generation-schemas');
  const parsed = ZGenerationRequest.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, title: VALIDATION_ERROR, message: issue?.message ?? 'Invalid request' };
  }
  return { ok: true, request };
}
