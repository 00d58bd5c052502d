import { Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { TDiagnostic } from '@veloforge/shared';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';

import { CHECKER_RESULTS_ID, countOf } from './CheckerSummary';
import classes from './DiagnosticsList.module.css';

const SEVERITY = {
  error: { color: 'red', icon: IconAlertCircle, label: 'Error' },
  warning: { color: 'yellow', icon: IconAlertTriangle, label: 'Warning' },
  info: { color: 'blue', icon: IconInfoCircle, label: 'Info' },
} as const;

const PIECE_LABELS = new Map<string, string>([
  ['frontend', 'Frontend'],
  ['backend', 'Backend'],
  ['html', 'HTML'],
]);

type DiagnosticsListProps = {
  diagnostics: readonly TDiagnostic[];
  /** Shows the diagnostic's line in its code tab. */
  onSelect: (diagnostic: TDiagnostic) => void;
};

/**
 * What the checker found in the code against the declared structure: severity, piece,
 * line:column and message; a row jumps to its line. Used by the generator and the session page.
 */
export function DiagnosticsList({ diagnostics, onSelect }: DiagnosticsListProps) {
  const errors = countOf(diagnostics, 'error');
  const warnings = countOf(diagnostics, 'warning');

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label="Checker results"
      id={CHECKER_RESULTS_ID}
      tabIndex={-1}
      data-testid="diagnostics"
    >
      <Group justify="space-between" mb={diagnostics.length ? 'xs' : 0} wrap="nowrap">
        <Text size="sm" fw={600}>
          Checker
        </Text>
        <Group gap={6}>
          {errors ? (
            <Badge color="red" variant="light" size="sm" radius="sm">
              {errors} {errors === 1 ? 'error' : 'errors'}
            </Badge>
          ) : null}
          {warnings ? (
            <Badge color="yellow" variant="light" size="sm" radius="sm">
              {warnings} {warnings === 1 ? 'warning' : 'warnings'}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {diagnostics.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" size="sm" radius="xl" aria-hidden>
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            No problems found: the code uses only the collections, fields and element IDs you
            declared.
          </Text>
        </Group>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {diagnostics.map((diagnostic, index) => {
            const severity = SEVERITY[diagnostic.severity];
            const piece = PIECE_LABELS.get(diagnostic.piece) ?? diagnostic.piece;
            return (
              <li key={index}>
                <UnstyledButton
                  onClick={() => onSelect(diagnostic)}
                  w="100%"
                  px="xs"
                  py={6}
                  className={classes.row}
                  aria-label={`${severity.label} in ${piece} code at line ${diagnostic.line}, column ${diagnostic.column}: ${diagnostic.message}`}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <severity.icon
                      size={16}
                      color={`var(--mantine-color-${severity.color}-filled)`}
                      style={{ flexShrink: 0, marginTop: 2 }}
                      aria-hidden
                    />
                    <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }} mt={2}>
                      {piece} {diagnostic.line}:{diagnostic.column}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {diagnostic.message}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
