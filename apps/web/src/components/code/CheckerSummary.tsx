import { Badge } from '@mantine/core';
import type { TDiagnostic } from '@veloforge/shared';

/** The checker's section under the code, which the summary brings into view. */
export const CHECKER_RESULTS_ID = 'checker-results';

type CheckerSummaryProps = {
  diagnostics: readonly TDiagnostic[];
};

export function countOf(diagnostics: readonly TDiagnostic[], severity: TDiagnostic['severity']) {
  return diagnostics.filter((d) => d.severity === severity).length;
}

/**
 * Above the code, what the checker found ('2 errors'): its list sits under a tall code pane,
 * out of sight on most screens, so the badge scrolls to it and moves focus there.
 */
export function CheckerSummary({ diagnostics }: CheckerSummaryProps) {
  const errors = countOf(diagnostics, 'error');
  const warnings = countOf(diagnostics, 'warning');
  if (errors === 0 && warnings === 0) return null;
  const parts = [
    ...(errors ? [`${errors} ${errors === 1 ? 'error' : 'errors'}`] : []),
    ...(warnings ? [`${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`] : []),
  ];
  const label = parts.join(', ');

  function show() {
    const section = document.getElementById(CHECKER_RESULTS_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    section?.focus({ preventScroll: true });
  }

  return (
    <Badge
      component="button"
      type="button"
      onClick={show}
      variant="light"
      color={errors ? 'red' : 'yellow'}
      radius="sm"
      tt="none"
      style={{ cursor: 'pointer' }}
      title="Show the checker's findings"
    >
      Checker: {label}
    </Badge>
  );
}
