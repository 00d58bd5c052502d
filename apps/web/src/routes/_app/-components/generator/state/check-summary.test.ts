import type { TDiagnostic } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { checkSummary } from './check-summary';

function diagnostic(severity: TDiagnostic['severity']): TDiagnostic {
  return { piece: 'frontend', line: 1, column: 1, severity, code: 'x', message: 'm' };
}

describe('checkSummary', () => {
  it('says the checker found nothing, or counts errors and warnings', () => {
    expect(checkSummary([diagnostic('info')])).toBe(
      'Checked against your site structure: no problems found.',
    );
    expect(checkSummary([diagnostic('error'), diagnostic('warning'), diagnostic('warning')])).toBe(
      'Checked against your site structure: 1 error and 2 warnings to review.',
    );
  });
});
