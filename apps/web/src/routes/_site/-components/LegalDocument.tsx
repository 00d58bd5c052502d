import { Typography } from '@mantine/core';
import { useMemo } from 'react';

import { toLegalBlocks, isHtmlContent } from '../../../lib/legal/legal-text';
import { sanitizeLegalHtml } from '../../../lib/legal/sanitize-html';
import classes from './LegalDocument.module.css';

/**
 * One legal document's text (spec section 2): content with angle brackets is HTML, shown only
 * after sanitising; anything else is paragraphs, with numbered ones ("1. Tokens") as headings.
 */
export function LegalDocument({ content }: { content: string }) {
  const html = useMemo(
    () => (isHtmlContent(content) ? sanitizeLegalHtml(content) : null),
    [content],
  );

  if (html !== null) {
    return <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Typography className={classes.body}>
      {toLegalBlocks(content).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index}>{block.text}</h2>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </Typography>
  );
}
