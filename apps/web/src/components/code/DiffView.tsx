import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';

import type { DiffLine, DiffRow } from '../../lib/diff';
import { collapseUnchanged, diffLines, diffStats } from '../../lib/diff';
import classes from './code.module.css';
import { CodeTokens } from './CodeTokens';
import type { CodeLanguage, Token } from './highlight';
import { highlightLines } from './highlight';

export type DiffViewProps = {
  before: string;
  after: string;
  language: CodeLanguage;
  /** Left side of the toolbar, e.g. 'Version 1 → Version 2'. */
  title?: ReactNode;
  /** CSS length (a number is px); the diff scrolls inside past it. */
  maxHeight?: string | number;
  /** Unchanged lines kept around each change; longer unchanged runs fold. */
  context?: number;
};

const SIGNS = { same: ' ', added: '+', removed: '−' } as const;

/**
 * A unified line diff of two texts, coloured like the code viewer, with long unchanged runs folded
 * behind a button. Re-key it when the compared texts change to fold everything again.
 */
export function DiffView({
  before,
  after,
  language,
  title,
  maxHeight,
  context = 3,
}: DiffViewProps) {
  const { rows, stats, oldTokens, newTokens, width } = useMemo(() => {
    const lines = diffLines(before, after);
    const oldCount = lines.reduce((max, line) => Math.max(max, line.oldLine ?? 0), 0);
    const newCount = lines.reduce((max, line) => Math.max(max, line.newLine ?? 0), 0);
    return {
      rows: collapseUnchanged(lines, context),
      stats: diffStats(lines),
      oldTokens: highlightLines(before, language),
      newTokens: highlightLines(after, language),
      width: String(Math.max(oldCount, newCount)).length,
    };
  }, [before, after, language, context]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const unchanged = stats.added === 0 && stats.removed === 0;

  const tokensOf = (line: DiffLine): Token[] =>
    (line.kind === 'removed'
      ? oldTokens[(line.oldLine ?? 1) - 1]
      : newTokens[(line.newLine ?? 1) - 1]) ?? [];

  const renderLine = (line: DiffLine, key: string | number) => (
    <span key={key} className={classes.line} data-kind={line.kind}>
      <span className={classes.gutter} aria-hidden>
        {String(line.oldLine ?? '').padStart(width)} {String(line.newLine ?? '').padStart(width)}
      </span>
      <span className={classes.sign}>{SIGNS[line.kind]}</span>
      <CodeTokens tokens={tokensOf(line)} />
    </span>
  );

  const renderRow = (row: DiffRow, index: number) => {
    if (row.kind !== 'skip') return renderLine(row, index);
    if (expanded.has(index)) return row.lines.map((line, at) => renderLine(line, `${index}-${at}`));
    return (
      <button
        key={index}
        type="button"
        className={classes.skip}
        onClick={() => setExpanded(new Set(expanded).add(index))}
      >
        ⋯ Show {row.lines.length} unchanged {row.lines.length === 1 ? 'line' : 'lines'}
      </button>
    );
  };

  return (
    <div className={classes.root}>
      <div className={classes.toolbar}>
        <span className={classes.toolbarLabel}>{title}</span>
        <Group gap="xs" wrap="nowrap" data-testid="diff-stats">
          <Text span size="xs" fw={600} c="green.4">
            +{stats.added}
          </Text>
          <Text span size="xs" fw={600} c="red.4">
            −{stats.removed}
          </Text>
        </Group>
      </div>
      {unchanged ? (
        <Text size="sm" c="dark.1" p="md">
          No changes between these versions.
        </Text>
      ) : (
        <div
          className={classes.scroll}
          style={{ maxHeight }}
          role="region"
          aria-label="Line differences"
          tabIndex={0}
        >
          <pre className={classes.pre}>
            <code>{rows.map(renderRow)}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
