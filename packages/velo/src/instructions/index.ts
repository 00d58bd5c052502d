import { buildStructure } from '../structure';
import type { TInstructionRequest } from '../types';
import {
  collectionsSection,
  elementsSection,
  goalSection,
  outputSection,
  platformSection,
  referenceSection,
  rulesSection,
} from './sections';

/**
 * The AI Instruction Builder: a copy-ready Markdown prompt any AI model can follow to write Wix
 * Velo code for the declared site. Deterministic (same request, same text). The user's prompt
 * appears once, inside its own fenced block. Sections: Goal, Platform, Collections, Page
 * elements, Reference code (only when given), Output, Velo rules to follow. Collections and
 * Page elements say "None declared" rather than disappear, so the model is told not to invent.
 */
export function buildInstruction(request: TInstructionRequest): string {
  const structure = buildStructure({
    collections: request.collections,
    elementIds: request.elementIds,
    ...(request.elementHierarchy ? { elementHierarchy: request.elementHierarchy } : {}),
    ...(request.customTypes ? { customTypes: request.customTypes } : {}),
  });
  const typed = new Set([
    ...(request.elementHierarchy?.elements ?? []).map((e) => e.id),
    ...request.elementIds.filter((_, index) => request.customTypes?.[String(index)]?.trim()),
  ]);
  const sections = [
    '# Instruction: Wix Velo code for this site',
    'You are writing Wix Velo code for the site described below. The Goal says what to build; the other sections describe the site and how to answer. Follow the Velo rules at the end.',
    goalSection(request.prompt),
    platformSection(),
    collectionsSection(structure),
    elementsSection(structure, typed),
    referenceSection(request.referenceCode, request.referenceCodeUsage),
    outputSection(request.includeInstructions),
    rulesSection(structure),
  ];
  return `${sections.filter((s): s is string => s !== null).join('\n\n')}\n`;
}
