import type { ZTroubleshootRequest } from '@veloforge/shared';
import type { z } from 'zod';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import {
  buildGenerationRequest,
  checkGenerationRequest,
  visibleReferenceBoxes,
} from './generation-request';
import type { GeneratorResult } from './result-reducer';

/** The spec's troubleshoot request plus the generation to add a version to. */
export type TroubleshootBody = z.input<typeof ZTroubleshootRequest> & { sessionId?: string };

function nonBlank(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/**
 * The troubleshoot request (spec section 3) plus the shown generation's `sessionId`, so the fix
 * becomes its next version. The structure sent is the form as it is now when it is complete:
 * the troubleshooter checks the code against it, and a user who found that an element is called
 * differently in Wix corrects the form and asks again. Otherwise it is the request that produced
 * the code. Then the error, the pieces on screen and the reference code the form shows; blank
 * pieces are undefined, so JSON leaves them out.
 */
export async function buildTroubleshootBody(
  form: GeneratorForm,
  result: Pick<GeneratorResult, 'pieces' | 'request' | 'sessionId'>,
  errorDetails: string,
): Promise<TroubleshootBody> {
  const boxes = visibleReferenceBoxes(form.referenceCodeType);
  const { pieces } = result;
  const current = await checkGenerationRequest(form);
  return {
    originalRequest: current.ok
      ? current.request
      : (result.request ?? buildGenerationRequest(form)),
    errorDetails,
    originalCode: nonBlank(pieces.code),
    frontendCode: nonBlank(pieces.frontendCode),
    backendCode: nonBlank(pieces.backendCode),
    htmlCode: nonBlank(pieces.htmlCode),
    frontendReferenceCode: boxes.frontend ? nonBlank(form.frontendReferenceCode) : undefined,
    backendReferenceCode: boxes.backend ? nonBlank(form.backendReferenceCode) : undefined,
    htmlReferenceCode: boxes.html ? nonBlank(form.htmlReferenceCode) : undefined,
    sessionId: result.sessionId ?? undefined,
  };
}
