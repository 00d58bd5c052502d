import { OUTPUT_PIECES } from '../conventions';
import type { SiteStructure } from '../structure';
import type { Pieces, TGenerationRequest } from '../types';
import { writeBackend } from './backend';
import { writeHtml } from './html';
import { writeInstructions } from './instructions';
import { writePageCode } from './page';
import { planSite } from './plan';
import { applyReference } from './reference';
import { withholdUnreadPersonal } from './unread-personal';

export { planSite } from './plan';
export type { Plan } from './plan-types';

/**
 * The offline template engine: plans the features once from the declared structure and the
 * prompt, then writes the pieces the output type asks for (others are ''), plus instructions
 * when asked. Deterministic: the same request always gives the same text.
 */
export function generateWithTemplate(
  request: TGenerationRequest,
  structure: SiteStructure,
): Pieces {
  const plan = planSite(request, structure);
  const wanted = new Set(OUTPUT_PIECES[request.outputType].pieces);
  const pageCode = writePageCode(plan);
  withholdUnreadPersonal(plan, pageCode);
  const generated: Pieces = {
    frontendCode: wanted.has('frontend') ? pageCode : '',
    backendCode: wanted.has('backend') ? writeBackend(plan) : '',
    htmlCode: wanted.has('html') ? writeHtml(plan) : '',
    instructions: '',
  };
  const pieces = applyReference(plan, generated);
  if (request.includeInstructions) pieces.instructions = writeInstructions(plan, pieces);
  return pieces;
}
