import { PREVIEW_NONCE_PATTERN, PREVIEW_PROTOCOL } from '@veloforge/shared/preview-protocol';

import type { RuntimeStructure } from './core/types';

/** The one run a frame executes (the app builds it with ZPreviewRunMessage). */
export interface RunMessage {
  nonce: string;
  structure: RuntimeStructure;
  html: string;
  frontendCode: string;
  backendCode?: string;
  backendModulePath?: string;
  member: boolean;
  /** A member with the Admin role; never without `member`. */
  admin: boolean;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !isArray(value);
const optional = (value: unknown) => value === undefined || isString(value);

function isElement(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.id) &&
    (value.veloType === null || isString(value.veloType)) &&
    (value.parentId === null || isString(value.parentId)) &&
    isArray(value.children) &&
    value.children.every(isString) &&
    optional(value.type) &&
    optional(value.collection)
  );
}

function isCollection(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isArray(value.fields) &&
    value.fields.every((f) => isRecord(f) && isString(f.key) && isString(f.type))
  );
}

/**
 * The run message the frame accepts, checked field by field like the app's schema checks it
 * (without zod, which would quadruple the frame's script). Anything else is ignored.
 */
export function readRunMessage(data: unknown): RunMessage | null {
  if (!isRecord(data) || data.kind !== 'run' || data.protocol !== PREVIEW_PROTOCOL) return null;
  const { nonce, structure, html, frontendCode, backendCode, backendModulePath, member, admin } =
    data;
  if (!isString(nonce) || !PREVIEW_NONCE_PATTERN.test(nonce)) return null;
  if (!isString(html) || !isString(frontendCode)) return null;
  if (typeof member !== 'boolean' || typeof admin !== 'boolean' || (admin && !member)) return null;
  if (!optional(backendCode) || !optional(backendModulePath)) return null;
  if (!isRecord(structure) || !isArray(structure.elements) || !isArray(structure.collections))
    return null;
  if (!structure.elements.every(isElement) || !structure.collections.every(isCollection))
    return null;
  return data as unknown as RunMessage;
}
