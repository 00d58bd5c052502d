import { describe, expect, it } from 'vitest';

import * as pkg from './index';

describe('@veloforge/velo', () => {
  it('exports its public surface', () => {
    expect(Object.keys(pkg).length).toBeGreaterThan(0);
  });
});
