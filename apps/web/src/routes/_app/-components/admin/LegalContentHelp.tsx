import { Code } from '@mantine/core';
import type { LegalType } from '@veloforge/shared';

import { PAGE_OF } from './legal-editor-copy';

/** The editor's description: what it expects for a type, and where the text appears. */
export function LegalContentHelp({ type }: { type: LegalType }) {
  const page = PAGE_OF[type];
  const where = page
    ? `Shown on ${page}.`
    : `Served at GET /api/legal/${type}; no site page shows it.`;

  if (type === 'faq') {
    return (
      <>
        Content must be a JSON array of question/answer objects, e.g.{' '}
        <Code>{'[{"question": "…", "answer": "…"}]'}</Code>. {where}
      </>
    );
  }
  if (type === 'token-usage') {
    return (
      <>The first paragraph is the page heading; separate paragraphs with a blank line. {where}</>
    );
  }
  return (
    <>
      Separate paragraphs with a blank line; a paragraph starting with a number and a dot (“1.
      Tokens”) becomes a heading. Text with HTML tags is shown as sanitised HTML (no scripts, styles
      or frames). {where}
    </>
  );
}
