import { z } from 'zod';

import { PREVIEW_LIMITS, PREVIEW_NONCE_PATTERN, PREVIEW_PROTOCOL } from '../preview-protocol';

/** The live preview's messages (protocol in ../preview-protocol.ts), as the app checks them. */

const ZNonce = z.string().regex(PREVIEW_NONCE_PATTERN);

export const ZRuntimeStructure = z.object({
  elements: z.array(
    z.object({
      id: z.string(),
      veloType: z.string().nullable(),
      parentId: z.string().nullable(),
      children: z.array(z.string()),
      type: z.string().optional(),
      collection: z.string().optional(),
    }),
  ),
  collections: z.array(
    z.object({
      name: z.string(),
      fields: z.array(z.object({ key: z.string(), type: z.string() })),
    }),
  ),
});
export type TRuntimeStructure = z.infer<typeof ZRuntimeStructure>;

/** App to frame: the one run this frame executes. */
export const ZPreviewRunMessage = z
  .object({
    kind: z.literal('run'),
    protocol: z.literal(PREVIEW_PROTOCOL),
    nonce: ZNonce,
    structure: ZRuntimeStructure,
    /** The generated HTML piece; empty: a neutral layout is built from the hierarchy. */
    html: z.string(),
    frontendCode: z.string(),
    backendCode: z.string().optional(),
    /** Where the backend piece lives, e.g. 'backend/products.web.js'. */
    backendModulePath: z.string().optional(),
    /** Run as a signed-in site member instead of a signed-out visitor. */
    member: z.boolean(),
    /** The member also has the Admin role, so Permissions.Admin web methods admit the page. */
    admin: z.boolean(),
  })
  // An admin is a signed-in member; a signed-out admin would be a contradiction, not a run.
  .refine((run) => !run.admin || run.member, { message: 'An admin is a member', path: ['admin'] });
export type TPreviewRunMessage = z.infer<typeof ZPreviewRunMessage>;

const text = z.string().max(PREVIEW_LIMITS.messageChars + 100);

/** Frame to app. 'ready' has no nonce: the frame has loaded and waits for its run. */
export const ZPreviewFrameMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready'), protocol: z.literal(PREVIEW_PROTOCOL) }),
  z.object({
    kind: z.literal('console'),
    nonce: ZNonce,
    level: z.enum(['log', 'warn', 'error']),
    message: text,
  }),
  z.object({ kind: z.literal('error'), nonce: ZNonce, message: text }),
  z.object({
    kind: z.literal('record'),
    nonce: ZNonce,
    record: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('navigation'), url: text }),
      z.object({ kind: z.literal('lightbox'), name: text }),
    ]),
  }),
  /** The page's onReady work (and the datasets') has finished. */
  z.object({ kind: z.literal('done'), nonce: ZNonce }),
]);
export type TPreviewFrameMessage = z.infer<typeof ZPreviewFrameMessage>;
