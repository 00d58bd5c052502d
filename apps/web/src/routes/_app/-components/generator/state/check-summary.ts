import type { TDiagnostic } from '@veloforge/shared';

/** The checker's verdict in one sentence, for the success toast. */
export function checkSummary(diagnostics: readonly TDiagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  if (errors === 0 && warnings === 0)
    return 'Checked against your site structure: no problems found.';
  const parts = [
    errors ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
    warnings ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
  ].filter(Boolean);
  return `Checked against your site structure: ${parts.join(' and ')} to review.`;
}
