import { Typography } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown from 'react-markdown';

import classes from './code.module.css';

/** Links in generated text leave the app in a new tab, without handing it this window. */
function ExternalLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/**
 * Setup instructions as a reader sees them — headings, numbered steps, bold, inline code — rather
 * than Markdown source. react-markdown renders no raw HTML and drops unsafe link schemes, so text
 * from an AI model can't inject markup.
 */
export function MarkdownBody({ text, plain = false }: { text: string; plain?: boolean }) {
  // plain: inside a box of its own (an alert), without the reading surface's background.
  return (
    <Typography className={plain ? classes.plainProse : classes.prose}>
      <Markdown components={{ a: ExternalLink }}>{text}</Markdown>
    </Typography>
  );
}
