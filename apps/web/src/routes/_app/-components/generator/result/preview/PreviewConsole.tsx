import { Badge, Collapse, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconChevronDown,
  IconChevronRight,
  IconInfoCircle,
  IconTerminal2,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';

import type { PreviewLine, PreviewLineLevel } from '../../../../../../lib/preview/preview-log';
import classes from './PreviewConsole.module.css';

/** A level is told by its icon and (for screen readers) its name as well as its colour. */
const LEVELS: Record<PreviewLineLevel, { icon: Icon; name: string | null }> = {
  log: { icon: IconChevronRight, name: null },
  info: { icon: IconInfoCircle, name: 'Info' },
  warn: { icon: IconAlertTriangle, name: 'Warning' },
  error: { icon: IconAlertCircle, name: 'Error' },
};

type PreviewConsoleProps = {
  lines: readonly PreviewLine[];
};

/** What the page wrote to the console, its errors and what the preview did not follow. */
export function PreviewConsole({ lines }: PreviewConsoleProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  // Follow the newest line, as a browser console does.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines, expanded]);

  return (
    <section className={classes.root} aria-label="Preview console" data-testid="preview-console">
      <UnstyledButton
        className={classes.header}
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={listId}
      >
        <IconTerminal2 size={14} stroke={1.8} aria-hidden />
        Console
        <Badge size="xs" radius="sm" variant="filled" color="dark.4" aria-hidden>
          {lines.length}
        </Badge>
        <VisuallyHidden>{`, ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`}</VisuallyHidden>
        <IconChevronDown
          size={14}
          className={classes.chevron}
          data-expanded={expanded || undefined}
          aria-hidden
        />
      </UnstyledButton>
      <Collapse expanded={expanded} id={listId}>
        {lines.length === 0 ? (
          <div className={classes.empty}>No console output</div>
        ) : (
          <ol ref={listRef} className={classes.lines}>
            {lines.map((line, index) => {
              const { icon: LevelIcon, name } = LEVELS[line.level];
              return (
                // The list only grows during a run, so a line's index is its identity.
                <li key={index} className={classes.line} data-level={line.level}>
                  <LevelIcon className={classes.icon} stroke={1.8} aria-hidden />
                  <span>
                    {name ? <VisuallyHidden>{name}: </VisuallyHidden> : null}
                    {line.text}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </Collapse>
    </section>
  );
}
