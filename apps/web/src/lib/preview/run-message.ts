import type {
  ElementType,
  FieldType,
  TGenerationRequestInput,
  TPreviewRunMessage,
  TRuntimeStructure,
} from '@veloforge/shared';
import { PREVIEW_PROTOCOL } from '@veloforge/shared';
import { buildStructure, type StructureInput } from '@veloforge/velo/structure';

/** The code pieces a run executes (the generator's result pieces satisfy this). */
export type PreviewPieces = {
  frontendCode: string;
  backendCode: string;
  htmlCode: string;
};

/**
 * Who the page runs for: a signed-out visitor, a signed-in site member, or a member with the
 * Admin role (whom Permissions.Admin web methods admit).
 */
export type PreviewAudience = 'visitor' | 'member' | 'admin';

type RunMessageInput = {
  /** The generation request whose collections and elements the code was written against. */
  request: TGenerationRequestInput;
  pieces: PreviewPieces;
  audience: PreviewAudience;
  nonce: string;
};

/** 24 random bytes: 32 base64url characters, inside the protocol's 16-128. */
const NONCE_BYTES = 24;

/** A fresh per-run secret that tells this run's frame messages from any other's. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Users type '#repeater1' as well as 'repeater1'; the page code selects the bare id. */
function elementId(id: string): string {
  return id.trim().replace(/^#/, '');
}

/**
 * The request's structure in the shape buildStructure reads. A request from the form has not been
 * through the server's schema yet, so blanks are dropped and defaults filled here the same way.
 */
function structureInputOf(request: TGenerationRequestInput): StructureInput {
  const collections = (request.collections ?? [])
    .filter((collection) => collection.name.trim() !== '')
    .map((collection) => ({
      name: collection.name.trim(),
      fields: (collection.fields ?? [])
        .filter((field) => field.id.trim() !== '')
        .map((field) => ({
          id: field.id.trim(),
          type: field.type ?? ('text' satisfies FieldType),
        })),
    }));
  const elementIds = (request.elementIds ?? []).map(elementId).filter((id) => id !== '');
  const declared = (request.elementHierarchy?.elements ?? []).filter(
    (element) => elementId(element.id) !== '',
  );
  return {
    collections,
    elementIds,
    elementHierarchy: {
      elements: declared.map((element) => {
        const customType = element.customType?.trim();
        const parentId = element.parentId ? elementId(element.parentId) : '';
        return {
          id: elementId(element.id),
          type: element.type ?? ('text' satisfies ElementType),
          ...(customType ? { customType } : {}),
          parentId: parentId === '' ? null : parentId,
          children: (element.children ?? []).map(elementId).filter((id) => id !== ''),
        };
      }),
    },
  };
}

/** The site's elements and collections as the frame's runtime expects them, and nothing more. */
export function runtimeStructureOf(request: TGenerationRequestInput): TRuntimeStructure {
  const structure = buildStructure(structureInputOf(request));
  return {
    elements: structure.elements.map((element) => ({
      id: element.id,
      type: element.type,
      veloType: element.veloType,
      parentId: element.parentId,
      children: [...element.children],
    })),
    collections: structure.collections.map((collection) => ({
      name: collection.name,
      fields: collection.fields.map((field) => ({ key: field.key, type: field.type })),
    })),
  };
}

/**
 * The one message a frame runs. The frame finds the backend module's path in the page code's
 * imports, so only the backend code itself is sent, and only when there is some. The audience
 * travels as two flags: an admin is a member too.
 */
export function buildRunMessage({
  request,
  pieces,
  audience,
  nonce,
}: RunMessageInput): TPreviewRunMessage {
  return {
    kind: 'run',
    protocol: PREVIEW_PROTOCOL,
    nonce,
    structure: runtimeStructureOf(request),
    html: pieces.htmlCode,
    frontendCode: pieces.frontendCode,
    ...(pieces.backendCode.trim() !== '' ? { backendCode: pieces.backendCode } : {}),
    member: audience !== 'visitor',
    admin: audience === 'admin',
  };
}
