import { describe, expect, it } from 'vitest';

import { purchaseStatusColor } from './purchase-status';

describe('purchaseStatusColor', () => {
  it('colours completed green and pending amber', () => {
    expect(purchaseStatusColor('completed')).toBe('green');
    expect(purchaseStatusColor('pending')).toBe('orange');
  });

  it('treats anything else as failed (red)', () => {
    for (const status of ['failed', 'expired', 'refunded', '', 'Completed']) {
      expect(purchaseStatusColor(status), status).toBe('red');
    }
  });
});
