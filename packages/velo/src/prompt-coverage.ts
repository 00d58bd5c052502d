import { selectsElement } from './conventions';
import { escapeRegExp } from './regexp';
import type { SiteElement, SiteStructure } from './structure';
import { IN_SINGLE_QUOTES, namesElement, readPrompt, sentencesOf } from './template/keywords';
import { aboutReaders, privateFields } from './template/plan-table-columns';
import { isCountText, isPlainLabel, isStatusText } from './template/text-roles';
import type { Diagnostic, Pieces } from './types';

/** The rule codes of the findings below, for tests and the UI. */
export const PROMPT_ELEMENT_UNUSED = 'prompt-element-unused';
export const PROMPT_MESSAGE_UNSAID = 'prompt-message-unsaid';
export const PROMPT_FIELD_EXPOSED = 'prompt-field-exposed';

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
    findings.push(
      leftOut(
        PROMPT_ELEMENT_UNUSED,
        `the prompt says "${quote(sentence)}", but the page code never uses ${listed(ids)}. Reword that sentence and generate again, or write that part yourself.`,
      ),
    );
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
  return (
    new RegExp(`(?<![\\w$])#?${escapeRegExp(id)}(?![\\w$])`).test(sentence) ||
    namesElement(sentence, id)
  );
}

function quote(sentence: string): string {
  const text = sentence.trim().replace(/\s+/g, ' ');
  return text.length <= QUOTE_LIMIT ? text : `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…`;
}

function listed(ids: string[], joiner: 'or' | 'and' = 'or'): string {
  return ids.length === 1 ? ids[0]! : `${ids.slice(0, -1).join(', ')} ${joiner} ${ids.at(-1)!}`;
}

/** A quoted text of 2 to 120 characters, its words in group 1, 2 or 3. */
const QUOTED = new RegExp(
  String.raw`'(${IN_SINGLE_QUOTES}{2,120}?)'(?=[\s.,;:!?)—–-]|$)|"([^"\n]{2,120})"|“([^”\n]{2,120})”`,
  'g',
);
/** Words before a quote that make it something to show: 'otherwise show "…"', '— "…"'. */
const SHOWN_AFTER =
  /(?:\b(?:show|shows|showing|display|displays|say|says|saying|message|error|alert|tell|tells|otherwise|else)\b[^"“'.;]{0,25}|[—–:]\s*)$/i;

/** Words of a rule a message refuses by: 'can't be in the past', 'max 4 per team', 'if taken'. */
const RULE_WORDS =
  /\b(?:must|can'?t|cannot|can not|only|required|at (?:most|least)|max(?:imum)?|min(?:imum)?|already|full|taken|if|unless|otherwise|not found|don'?t|do not|never|once|twice|limit|invalid|overlap|before|after)\b/i;

/**
 * Messages the prompt asks the page to show that no piece of the code says: a rule's refusal
 * ('otherwise show "You already applied this season"') left out with its rule, a confirmation
 * in a format the code doesn't use. A text of one word ('Pending', 'Small') is a value or a
 * choice, not a message, and one in a sentence naming no element is the editor's text. Figures
 * ('You picked 5 of 40', 'X tutors found') and placeholders ('{name}', '<first name>') are
 * examples: any value stands for them.
 */
export function unsaidPromptMessages(
  prompt: string,
  pieces: Pieces,
  structure: SiteStructure,
): Diagnostic[] {
  const code = pieces.frontendCode;
  if (!code.trim()) return [];
  const said = [code, pieces.backendCode, pieces.htmlCode].join('\n').replace(/\\([`'"$])/g, '$1');
  const unsaid = new Set<string>();
  for (const match of prompt.matchAll(QUOTED)) {
    const message = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    const before = prompt.slice(Math.max(0, match.index - 40), match.index);
    const after = prompt.slice(match.index + match[0].length, match.index + match[0].length + 20);
    const sentence = sentenceAround(prompt, match.index, match[0].length);
    // "the date can't be in the past ("Please pick a future date")": a rule's refusal in brackets.
    const refusal = RULE_WORDS.test(sentence);
    const shown =
      SHOWN_AFTER.test(before) ||
      /^\s*(?:in|into|on)\s+#?\w/.test(after) ||
      (refusal && /\(\s*$/.test(before));
    if (!shown || !/\s|[!.?]$/.test(message)) continue;
    // 'The headerText says "Our recipes"' (a heading the editor sets), '#joinMsg says "You're
    // in!"' where the code never uses #joinMsg (named in the warning above): nothing to add.
    const named = structure.elements.filter((e) => namedIn(sentence, e.id));
    if (named.some((e) => !selectsElement(code, e.id))) continue;
    // 'a banner above it says "New this week"' names no element and no rule: the editor's text.
    if (named.length === 0 && !refusal) continue;
    if (!saidIn(said, message)) unsaid.add(message);
  }
  return [...unsaid].map((message) =>
    leftOut(
      PROMPT_MESSAGE_UNSAID,
      `the prompt asks to show "${message}", but the code never says it. What it goes with may be missing too: reword that part and generate again, or write it yourself.`,
    ),
  );
}

/**
 * Fields the prompt keeps private ('Phone numbers are private') of a collection the page code
 * reads itself with wix-data: whole items reach the browser, whatever the page shows, so the
 * prompt's rule does not hold. Page + backend code keeps them in its web module.
 */
export function exposedPrivateFields(
  prompt: string,
  pieces: Pieces,
  structure: SiteStructure,
): Diagnostic[] {
  const code = pieces.frontendCode;
  // A staff page's 'dont show them to the public' keeps nothing from its readers.
  const names = structure.collections.map((c) => c.name);
  const said = aboutReaders(prompt, readPrompt(prompt, names).access.read === 'admin');
  return structure.collections.flatMap((collection) => {
    const reads = new RegExp(
      String.raw`\bwixData\.(?:query|get|aggregate)\(\s*['"\`]${escapeRegExp(collection.name)}['"\`]`,
    );
    const fields = reads.test(code) ? privateFields(said, collection) : [];
    if (fields.length === 0) return [];
    const named = listed(
      fields.map((f) => `'${f}'`),
      'and',
    );
    return [
      {
        piece: 'frontend' as const,
        line: 1,
        column: 1,
        severity: 'warning' as const,
        code: PROMPT_FIELD_EXPOSED,
        message: `Not private in this code: the prompt keeps ${named} of ${collection.name} from the page, but this page code reads whole ${collection.name} items with wix-data, so every reader's browser gets ${fields.length > 1 ? 'them' : 'it'}. Generate page + backend code (its web module sends only what the page shows), or write that part yourself.`,
      },
    ];
  });
}

/** A warning on the page code that part of the prompt is not in it. */
function leftOut(code: string, says: string): Diagnostic {
  return {
    piece: 'frontend',
    line: 1,
    column: 1,
    severity: 'warning',
    code,
    message: `Not in this code: ${says}`,
  };
}

/** The sentence a quote stands in, without the quote (which may hold a full stop itself). */
function sentenceAround(prompt: string, at: number, length: number): string {
  const start = Math.max(...['.', '!', '?', ';', '\n'].map((c) => prompt.lastIndexOf(c, at)));
  const rest = prompt.slice(at + length);
  const end = rest.search(/[.!?;\n]/);
  return `${prompt.slice(start + 1, at)} ${end < 0 ? rest : rest.slice(0, end)}`;
}

/**
 * Whether code says a message: its words in order, with code between them that is no word
 * ("'tutors'} found"), and anything standing for its figures (with their currency sign, which
 * formatMoney writes), placeholders and example codes ('ORD-0001', the number the item gets).
 */
function saidIn(code: string, message: string): boolean {
  const pattern = message
    .replace(
      /\{[^}]*\}|<[^>]*>|\[[^\]]*\]|\b[A-Z]{1,6}-?\d+\b|\b[A-Z]\b|(?:[$€£]\s?)?\d+(?:[.,:/]\d+)*/g,
      '\u0000',
    )
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.split('\u0000').map(escapeRegExp).join('[^]{1,60}?'))
    .join('\\W{1,8}');
  return new RegExp(pattern).test(code);
}
