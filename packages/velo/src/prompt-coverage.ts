import { selectsElement } from './conventions';
import { escapeRegExp } from './regexp';
import type { SiteElement, SiteStructure } from './structure';
import { sentencesOf } from './template/keywords';
import { isCountText, isPlainLabel, isStatusText } from './template/matching';
import type { Diagnostic, Pieces } from './types';

/** The rule code of the finding below, for tests and the UI. */
export const PROMPT_ELEMENT_UNUSED = 'prompt-element-unused';

/** A sentence asking for an element to be left as it is: 'heroImage stays as it is'. */
const LEFT_ALONE =
  /\b(?:stays?|remains?|is left|are left|keeps?)\s+(?:as\s+(?:it|they)\s+(?:is|are)|unchanged|as designed|static)\b|\b(?:don't|do not|never)\s+(?:touch|change|code|wire)\b|\bleave\s+\S+\s+(?:alone|as it is|unchanged)\b/i;

/** Long sentences are cut in the message; the whole prompt is one click away in the form. */
const QUOTE_LIMIT = 160;

/**
 * Sentences of the prompt that name an element the page code never uses: whatever they ask of it
 * is not in the code, whichever engine wrote it. Said in the checker's results, so a left-out
 * feature is read beside the code instead of found missing in Preview.
 *
 * Only elements code would act on count: not datasets (the code never uses them), not containers
 * (a sentence naming a box usually describes the layout), not the tabs of a Tabs element (its
 * menu switches them) and not plain labels such as a heading (their text is set in the editor).
 * An HTML embed counts only when no HTML piece came with the code, since that piece is what goes
 * in it. Without page code there is nothing to compare.
 */
export function unusedPromptElements(
  prompt: string,
  pieces: Pieces,
  structure: SiteStructure,
): Diagnostic[] {
  const code = pieces.frontendCode;
  if (!code.trim()) return [];
  const unused = structure.elements.filter(
    (e) =>
      actedOn(e, pieces) &&
      // Visitors switch tabs by their menu: a tab needs no code.
      structure.byId.get(e.parentId ?? '')?.veloType !== 'Tabs' &&
      !selectsElement(code, e.id) &&
      !namesInString(code, e.id),
  );
  if (unused.length === 0) return [];
  const findings: Diagnostic[] = [];
  for (const sentence of sentencesOf(prompt).filter((s) => !LEFT_ALONE.test(s))) {
    const named = unused.filter((e) => namedIn(sentence, e.id));
    if (named.length === 0) continue;
    const ids = named.map((e) => `'#${e.id}'`);
    findings.push({
      piece: 'frontend',
      line: 1,
      column: 1,
      severity: 'warning',
      code: PROMPT_ELEMENT_UNUSED,
      message: `Not in this code: the prompt says "${quote(sentence)}", but the page code never uses ${listed(ids)}. Reword that sentence and generate again, or write that part yourself.`,
    });
  }
  return findings;
}

function actedOn(e: SiteElement, pieces: Pieces): boolean {
  if (e.type === 'dataset' || e.children.length > 0) return false;
  // A count or total the prompt names is asked for: 'the total … in totalText'; so is what a
  // status line says ("show 'Your membership is active until …' in #membershipStatus").
  if (e.veloType === 'Text' && isPlainLabel(e.id) && !isCountText(e.id) && !isStatusText(e.id))
    return false;
  return !(e.veloType === 'HtmlComponent' && pieces.htmlCode.trim());
}

/** A multi-state box's state is named as a string: `changeState('thanks')`. */
function namesInString(code: string, id: string): boolean {
  return new RegExp(`['"\`]${escapeRegExp(id)}['"\`]`).test(code);
}

function namedIn(sentence: string, id: string): boolean {
  return new RegExp(`(?<![\\w$])#?${escapeRegExp(id)}(?![\\w$])`).test(sentence);
}

function quote(sentence: string): string {
  const text = sentence.trim().replace(/\s+/g, ' ');
  return text.length <= QUOTE_LIMIT ? text : `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…`;
}

function listed(ids: string[]): string {
  return ids.length === 1 ? ids[0]! : `${ids.slice(0, -1).join(', ')} or ${ids.at(-1)!}`;
}
