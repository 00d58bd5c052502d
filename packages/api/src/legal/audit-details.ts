import { createHash } from 'node:crypto';

import type { TLegalContent } from '@veloforge/shared';

/** Texts up to this length are kept whole in the audit log; longer ones by length and hash. */
export const AUDIT_CONTENT_MAX_CHARS = 20_000;

type Details = Record<string, string | number | boolean | null>;

function sideOf(prefix: 'before' | 'after', document: TLegalContent | undefined): Details {
  if (!document) {
    return {
      [`${prefix}Length`]: null,
      [`${prefix}Sha256`]: null,
      [`${prefix}EffectiveDate`]: null,
    };
  }
  return {
    [`${prefix}Length`]: document.content.length,
    [`${prefix}Sha256`]: createHash('sha256').update(document.content).digest('hex'),
    [`${prefix}EffectiveDate`]: document.effectiveDate,
    ...(document.content.length <= AUDIT_CONTENT_MAX_CHARS
      ? { [`${prefix}Content`]: document.content }
      : {}),
  };
}

/**
 * What an admin needs to see what a save changed (security-checklist M4): both versions when
 * they are short, else their lengths and SHA-256 hashes, and the effective dates.
 */
export function legalChangeDetails(
  before: TLegalContent | undefined,
  after: TLegalContent,
): Details {
  return {
    created: before === undefined,
    contentChanged: before?.content !== after.content,
    ...sideOf('before', before),
    ...sideOf('after', after),
  };
}
