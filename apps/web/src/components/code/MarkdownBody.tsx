import { Typography } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type ExtraProps } from 'react-markdown';

import classes from './code.module.css';

/** Links in generated text leave the app in a new tab, without handing it this window. */
function ExternalLink({ node: _node, ...props }: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/**
 * Setup instructions as a reader sees them — headings, numbered steps, bold, inline code — rather
 * than Markdown source. react-markdown renders no raw HTML and drops unsafe link schemes, so text
 * from an AI model can't inject markup; images are left out, so it can't make the page fetch one.
 */
export function MarkdownBody({ text, plain = false }: { text: string; plain?: boolean }) {
  // plain: inside a box of its own (an alert), without the reading surface's background.
  return (
    <Typography className={plain ? classes.plainProse : classes.prose}>
      <Markdown components={{ a: ExternalLink }} disallowedElements={['img']} unwrapDisallowed>
        {text}
      </Markdown>
    </Typography>
  );
}
