import { Group } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';

import { copyWithToast, downloadWithToast } from './code-actions';
import classes from './code.module.css';
import { CodeTokens } from './CodeTokens';
import { CodeToolbarButton } from './CodeToolbarButton';
import type { CodeLanguage } from './highlight';
import { highlightLines } from './highlight';
import { LANGUAGE_LABELS } from './languages';

export type CodeViewerProps = {
  code: string;
  language: CodeLanguage;
  /** CSS length (a number is px); the code scrolls inside past it. No limit by default. */
  maxHeight?: string | number;
  /** 1-based line to mark and scroll into view (a diagnostic's line). */
  highlightLine?: number;
  /** Left side of the toolbar; the language name by default. */
  title?: ReactNode;
  /** Accessible name of the scrollable code region; '<Language> code' by default. */
  label?: string;
  /** Shows a Copy button (toast 'Copied!' / 'Code copied to clipboard'). Default true. */
  withCopy?: boolean;
  /** The Copy toast's description; 'Code copied to clipboard' by default. */
  copyMessage?: string;
  /** Shows a Download button that saves the code under this file name (toast 'Downloaded!'). */
  downloadName?: string;
  /** Soft-wraps long lines instead of scrolling sideways; on for Markdown (prose) by default. */
  wrap?: boolean;
  /** Extra toolbar actions, placed before Copy and Download. */
  actions?: ReactNode;
  /** Shown instead of the numbered lines (Markdown rendered as text); Copy and Download keep the source. */
  body?: ReactNode;
};

/** Read-only code with line numbers, syntax colours, Copy and Download. */
export function CodeViewer({
  code,
  language,
  maxHeight,
  highlightLine,
  title,
  label,
  withCopy = true,
  copyMessage,
  downloadName,
  wrap = language === 'markdown',
  actions,
  body,
}: CodeViewerProps) {
  const lines = useMemo(() => highlightLines(code, language), [code, language]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const resetCopied = useTimeout(() => setCopied(false), 2_000);

  useEffect(() => {
    const container = scrollRef.current;
    if (!container || !highlightLine) return;
    const line = container.querySelector<HTMLElement>(`[data-line="${highlightLine}"]`);
    if (!line) return;
    // Scroll the code box, then bring the box itself into view: scrollIntoView on the line
    // would also jump the page to put the line at its edge.
    container.scrollTo({ top: Math.max(0, line.offsetTop - container.clientHeight / 3) });
    container.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlightLine, lines]);

  async function copy() {
    await copyWithToast(code, copyMessage);
    setCopied(true);
    resetCopied.start();
  }

  const gutterStyle = { '--gutter-width': `${String(lines.length).length}ch` } as CSSProperties;

  return (
    <div className={classes.root}>
      <div className={classes.toolbar}>
        <span className={classes.toolbarLabel}>{title ?? LANGUAGE_LABELS[language]}</span>
        <Group gap={4} wrap="nowrap">
          {actions}
          {withCopy ? (
            <CodeToolbarButton icon={copied ? IconCheck : IconCopy} onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </CodeToolbarButton>
          ) : null}
          {downloadName ? (
            <CodeToolbarButton
              icon={IconDownload}
              ariaLabel={`Download ${downloadName}`}
              onClick={() => downloadWithToast(downloadName, code, language)}
            >
              Download
            </CodeToolbarButton>
          ) : null}
        </Group>
      </div>
      <div
        ref={scrollRef}
        className={classes.scroll}
        style={{ maxHeight, ...gutterStyle }}
        role="region"
        aria-label={label ?? `${LANGUAGE_LABELS[language]} code`}
        // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
        tabIndex={0}
      >
        {body ?? (
          <pre className={classes.pre} data-wrap={wrap || undefined}>
            <code>
              {lines.map((tokens, index) => (
                <span
                  key={index}
                  className={classes.line}
                  data-line={index + 1}
                  data-highlighted={highlightLine === index + 1 || undefined}
                >
                  <span className={classes.gutter} aria-hidden>
                    {index + 1}
                  </span>
                  <CodeTokens tokens={tokens} />
                </span>
              ))}
            </code>
          </pre>
        )}
      </div>
    </div>
  );
}
