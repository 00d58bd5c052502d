import { runVeloPage, type RunVeloPageInput } from '@veloforge/preview';
import {
  OUTPUT_TYPES,
  ZGenerationRequest,
  type FieldType,
  type OutputType,
  type TGenerationRequest,
  type TGenerationRequestInput,
} from '@veloforge/shared';
import ts from 'typescript';
import { expect } from 'vitest';

import { createVeloEngine, importedBackendModule } from '../engine';
import { parsedSites } from '../fixtures/sites';
import { SYSTEM_FIELDS, buildStructure, enclosingRepeater, type SiteStructure } from '../structure';
import type { Pieces } from '../types';
import { generateWithTemplate } from './index';

/** Shared by the template engine's tests: generation per fixture and output type, and scans. */

export interface Case {
  name: string;
  outputType: OutputType;
  request: TGenerationRequest;
  structure: SiteStructure;
  pieces: Pieces;
}

export function generate(request: TGenerationRequest): {
  structure: SiteStructure;
  pieces: Pieces;
} {
  const structure = buildStructure(request);
  return { structure, pieces: generateWithTemplate(request, structure) };
}

const engine = createVeloEngine();

/**
 * The engine's answer to `request` (checked, as users get it) running in the preview runtime with
 * the web module its page code imports, settled: for tests that use the page as a visitor would.
 * `codeBefore` runs first in the page module: an earlier visit's storage, or an export to read it.
 */
export async function runGenerated(
  request: TGenerationRequest,
  {
    codeBefore = '',
    ...options
  }: Partial<Omit<RunVeloPageInput, 'structure' | 'frontendCode'>> & { codeBefore?: string } = {},
) {
  const result = await engine.generate(request);
  const module = result.backendCode
    ? importedBackendModule(result.frontendCode, request.preferences)
    : undefined;
  const run = await runVeloPage({
    structure: buildStructure(request),
    frontendCode: `${codeBefore}${result.frontendCode}`,
    ...(result.backendCode && module
      ? { backendCode: result.backendCode, backendModulePath: module.path }
      : {}),
    ...options,
  });
  await run.settle();
  return { result, run };
}

/** Run options for a signed-in admin: web methods for admins admit only them (Wix checks it). */
export const AS_ADMIN = { member: true, memberRoles: ['Admin'] };

/** A declared element: its id, Wix type, parent, and custom type (MultiStateBox, Switch …). */
export type TestElement = { id: string; type: string; parentId?: string; customType?: string };

/**
 * The request most tests send: a prompt, collections as name → { field: type } in order, and the
 * elements (each declared by id), with setup instructions on.
 */
export function pageRequest(
  prompt: string,
  collections: Record<string, Record<string, FieldType>>,
  elements: TestElement[],
  outputType: OutputType = 'velo',
): TGenerationRequest {
  return ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: Object.entries(collections).map(([name, fields]) => ({
      name,
      fields: Object.entries(fields).map(([id, type]) => ({ id, type })),
    })),
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
}

/** Every fixture in every output type, with instructions on. */
export function allCases(): Case[] {
  return parsedSites().flatMap(({ name, request }) =>
    OUTPUT_TYPES.map((outputType) => {
      const r = { ...request, outputType, includeInstructions: true };
      return { name, outputType, request: r, ...generate(r) };
    }),
  );
}

/** Syntax errors of a JavaScript module, as messages ('' list when it parses). */
export function syntaxErrors(code: string): string[] {
  const result = ts.transpileModule(code, {
    reportDiagnostics: true,
    fileName: 'code.js',
    compilerOptions: {
      allowJs: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
    },
  });
  return (result.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
}

/** Code without string/template/regex contents and comments, for scans that must ignore text. */
export function withoutComments(code: string): string {
  return code.replace(/^\s*\/\/.*$/gm, '');
}

export function selectors(code: string, fn: '$w' | '$item'): string[] {
  const pattern =
    fn === '$w' ? /\$w\(\s*(['"`])([^'"`]*)\1\s*\)/g : /\$item\(\s*(['"`])([^'"`]*)\1\s*\)/g;
  return [...code.matchAll(pattern)].map((m) => m[2] ?? '');
}

/** Problems with selectors: undeclared ids, missing '#', repeated elements reached with $w. */
export function selectorProblems(code: string, structure: SiteStructure): string[] {
  const problems: string[] = [];
  if (/\$w\(\s*[^'"`\s)]/.test(code)) problems.push('a $w selector that is not a string literal');
  if (/\$item\(\s*[^'"`\s)]/.test(code))
    problems.push('an $item selector that is not a string literal');
  for (const [fn, list] of [
    ['$w', selectors(code, '$w')],
    ['$item', selectors(code, '$item')],
  ] as const) {
    for (const s of list) {
      if (!s.startsWith('#')) problems.push(`${fn}('${s}') has no '#'`);
      const id = s.slice(1);
      if (!structure.byId.has(id)) problems.push(`${fn}('${s}') is not declared`);
      const repeated = enclosingRepeater(structure, id) !== null;
      if (fn === '$w' && repeated) problems.push(`$w('${s}') reaches a repeated element`);
      if (fn === '$item' && !repeated) problems.push(`$item('${s}') is not inside a repeater`);
    }
  }
  return problems;
}

const FIELD_METHODS =
  /\.(eq|ne|gt|ge|lt|le|contains|startsWith|hasSome|hasAll|ascending|descending|include|distinct|isEmpty|isNotEmpty)\(\s*'([^']+)'/g;
const COLLECTION_CALLS = /wixData\.(query|insert|update|save|remove|get|bulkInsert)\(\s*'([^']+)'/g;

/** wix-data names that aren't declared collections or fields (system fields allowed). */
export function dataProblems(code: string, structure: SiteStructure): string[] {
  const collections = new Set(structure.collections.map((c) => c.name));
  const fields = new Set<string>([
    ...SYSTEM_FIELDS,
    ...structure.collections.flatMap((c) => c.fields.map((f) => f.key)),
  ]);
  const problems: string[] = [];
  for (const m of code.matchAll(COLLECTION_CALLS)) {
    if (!collections.has(m[2] ?? ''))
      problems.push(`wixData.${m[1]}('${m[2]}') names an undeclared collection`);
  }
  for (const m of code.matchAll(FIELD_METHODS)) {
    if (!fields.has(m[2] ?? '')) problems.push(`.${m[1]}('${m[2]}') names an undeclared field`);
  }
  for (const m of code.matchAll(/\.limit\((\d+)\)/g)) {
    if (Number(m[1]) > 1000) problems.push(`.limit(${m[1]}) is over 1000`);
  }
  return problems;
}

export function lineOf(code: string, pattern: RegExp): number {
  const index = code.search(pattern);
  return index < 0 ? -1 : code.slice(0, index).split('\n').length;
}

export function hasComment(code: string): boolean {
  return /^\s*\/\//m.test(code) || /\/\*/.test(code) || /<!--/.test(code);
}

/** A request for a page over one collection (fields as [key, type]), instructions on. */
export function siteRequest(
  prompt: string,
  collection: { name: string; fields: [string, string][] },
  elements: { id: string; type: string; parentId?: string; customType?: string }[],
  input: Partial<TGenerationRequestInput> = {},
) {
  return ZGenerationRequest.parse({
    prompt,
    outputType: 'frontend_backend',
    includeInstructions: true,
    collections: [
      { name: collection.name, fields: collection.fields.map(([id, type]) => ({ id, type })) },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
    ...input,
  });
}

/** Generates, checks, runs the page, lets `fill` set the inputs, clicks `submitId`, returns the stored items. */
export async function submitted(
  req: TGenerationRequest,
  submitId: string,
  fill: (set: (id: string, property: string, value: unknown) => void) => void,
) {
  const { result, run } = await runGenerated(req, { itemsPerCollection: 0 });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  fill((id, property, value) => {
    (run.$w(`#${id}`) as unknown as Record<string, unknown>)[property] = value;
  });
  await run.fire(`#${submitId}`, 'click');
  await run.settle();
  expect(run.errors).toEqual([]);
  const name = req.collections[0]?.name ?? '';
  const { items } = await run.wixData.query(name).find();
  return { result, run, items, console: run.console.map((c) => c.message) };
}

/** The text `textId` shows in each item of the repeater `repeaterId` of a generated page. */
export function repeatedTexts(
  run: Awaited<ReturnType<typeof runGenerated>>['run'],
  repeaterId: string,
  textId: string,
): string[] {
  const shown: string[] = [];
  (
    run.$w(`#${repeaterId}`) as unknown as {
      forEachItem(fn: ($item: (id: string) => { text: string }) => void): void;
    }
  ).forEachItem(($item) => shown.push($item(`#${textId}`).text));
  return shown;
}

/** The Permissions line of a collection's setup step, or '' when the step has none. */
export function permissionsOf(instructions: string, collection: string): string {
  return (
    instructions
      .split(`**Create the \`${collection}\` collection.**`)[1]
      ?.split('\n')
      .find((line) => line.trim().startsWith('Permissions:')) ?? ''
  );
}
