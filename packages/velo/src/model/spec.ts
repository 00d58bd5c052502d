import {
  backendModule,
  moduleBaseName,
  OUTPUT_PIECES,
  pieceKey,
  platformModules,
} from '../conventions';
import { enclosingRepeater, type SiteElement, type SiteStructure } from '../structure';
import type { BackendModule, Pieces, TGenerationRequest } from '../types';

/**
 * How a request is rendered for the model: VeloForge's own settings (built only from enums and
 * validated identifiers) and user data inside delimiters that the data cannot close.
 */

/** The tag names the prompts treat as data boundaries. */
const TAGS = [
  'task_settings',
  'site_structure',
  'user_prompt',
  'reference_code',
  'current_code',
  'diagnostics',
  'error_details',
  'instructions',
];
const TAG_PATTERN = new RegExp(`<(/?\\s*)(${TAGS.join('|')})\\b`, 'gi');

/** A lookalike '<' keeps user text from opening or closing one of our blocks. */
export function neutralise(text: string): string {
  return text.replace(TAG_PATTERN, '\u2039$1$2');
}

/** A user-data block: the tag, the neutralised text, the closing tag. */
export function block(tag: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<${tag}${attrs}>\n${neutralise(text)}\n</${tag}>`;
}

/** A Markdown fence longer than any backtick run inside the code, so the code cannot end it. */
export function fence(code: string, language: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return `${ticks}${language}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

export function backendModuleFor(
  request: TGenerationRequest,
  structure: SiteStructure,
): BackendModule {
  return backendModule(moduleBaseName(structure.collections[0]?.name), request.preferences);
}

const PIECE_LABEL: Record<keyof Pieces, string> = {
  frontendCode: 'page code',
  backendCode: 'backend web module',
  htmlCode: 'HTML',
  instructions: 'setup instructions',
};

/** The piece keys a request asks for, in answer order. */
export function requestedKeys(
  request: Pick<TGenerationRequest, 'outputType' | 'includeInstructions'>,
) {
  const keys = OUTPUT_PIECES[request.outputType].pieces.map(pieceKey);
  return request.includeInstructions ? [...keys, 'instructions' as const] : keys;
}

export function renderTaskSettings(request: TGenerationRequest, structure: SiteStructure): string {
  const keys = requestedKeys(request);
  const empty = (['frontendCode', 'backendCode', 'htmlCode', 'instructions'] as const).filter(
    (key) => !keys.includes(key),
  );
  const prefs = request.preferences;
  const module = backendModuleFor(request, structure);
  const modules = platformModules(prefs);
  const hasBackend = keys.includes('backendCode');
  const lines = [
    `Output type: ${request.outputType}`,
    `Return these pieces: ${keys.map((key) => `${key} (${PIECE_LABEL[key]})`).join(', ')}`,
    `Empty strings for: ${empty.length ? empty.join(', ') : 'none'}`,
    hasBackend
      ? `Backend web module file: ${module.path}; page code imports it from '${module.importPath}'`
      : 'No backend module is produced: page code must not import from backend/',
    prefs.webModuleStyle === 'jsw'
      ? 'Web module style: jsw (legacy .jsw file with plain exported async functions)'
      : "Web module style: web (.web.js file, webMethod and Permissions from 'wix-web-module')",
    `Platform module names: ${modules.location}, ${modules.window}, ${modules.storage}, ${modules.members}`,
    prefs.comments
      ? 'Comments: yes (a header saying where the code goes, one line above each wired feature)'
      : 'Comments: none beyond those a rule requires',
  ];
  return `<task_settings>\n${lines.join('\n')}\n</task_settings>`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function describeElement(structure: SiteStructure, element: SiteElement): string {
  const type =
    element.veloType ??
    (element.customType ? `custom type "${oneLine(element.customType)}"` : 'unknown type');
  const parts = [`#${element.id}: ${type}`];
  const repeater = enclosingRepeater(structure, element.id);
  if (repeater) parts.push(`inside repeater #${repeater.id}, use $item`);
  if (element.source === 'id-list') parts.push('type guessed from the id');
  const description = element.description ? ` - "${oneLine(element.description)}"` : '';
  return `${parts.join(', ')}${description}`;
}

function renderElements(structure: SiteStructure): string[] {
  const lines: string[] = [];
  const visit = (element: SiteElement, depth: number) => {
    lines.push(`${'  '.repeat(depth)}- ${describeElement(structure, element)}`);
    for (const childId of element.children) {
      const child = structure.byId.get(childId);
      if (child) visit(child, depth + 1);
    }
  };
  for (const element of structure.elements) if (element.parentId === null) visit(element, 0);
  return lines;
}

/** The declared site as a compact spec; the caller wraps it in <site_structure>. */
export function renderStructure(structure: SiteStructure): string {
  const collections = structure.collections.map((collection) => {
    const fields = collection.fields.map((field) => `${field.key} (${field.type})`).join(', ');
    return `- ${collection.name}: ${fields || 'no fields declared (use system fields only)'}`;
  });
  const elements = renderElements(structure);
  const lines = [
    'Collections (use only these, with exactly these field keys):',
    ...(collections.length ? collections : ['- none declared: do not use wix-data collections']),
    'Page elements (use only these ids; indentation shows nesting):',
    ...(elements.length ? elements : ['- none declared']),
  ];
  if (structure.notes.length) lines.push('Notes:', ...structure.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}
