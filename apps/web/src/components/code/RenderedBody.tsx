import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

import type { CodeLanguage } from './highlight';

// The Markdown renderer is only fetched when instructions are opened.
const MarkdownBody = lazy(() =>
  import('./MarkdownBody').then((module) => ({ default: module.MarkdownBody })),
);

/**
 * CodeViewer's `body` for a piece: instructions (Markdown) read as formatted text; code keeps its
 * numbered lines (undefined).
 */
export function renderedBody(language: CodeLanguage, text: string): ReactNode | undefined {
  if (language !== 'markdown') return undefined;
  return (
    <Suspense fallback={<Skeleton h="8rem" radius={0} />}>
      <MarkdownBody text={text} />
    </Suspense>
  );
}
