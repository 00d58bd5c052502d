import { describe, expect, it } from 'vitest';

import { inferBackendModulePath } from './backend-path';

describe('inferBackendModulePath', () => {
  it.each([
    [`import { a } from 'backend/items.web';`, 'backend/items.web.js'],
    [`import { a } from 'backend/items.web.js';`, 'backend/items.web.js'],
    [`import { a } from 'backend/legacy.jsw';`, 'backend/legacy.jsw'],
    [`import { a } from 'backend/legacy';`, 'backend/legacy.jsw'],
    [
      `import wixData from 'wix-data';\nimport * as api from "backend/api.web";`,
      'backend/api.web.js',
    ],
  ])('%s → %s', (code, path) => {
    expect(inferBackendModulePath(code)).toBe(path);
  });

  it('takes the first backend import, ignoring comments and other modules', () => {
    const code = `// import { x } from 'backend/commented.web';
      import { format } from 'public/format.js';
      import { first } from 'backend/first.web';
      import { second } from 'backend/second.web';`;
    expect(inferBackendModulePath(code)).toBe('backend/first.web.js');
  });

  it('defaults to backend/module.web.js without a backend import or for unparsable code', () => {
    expect(inferBackendModulePath(`$w.onReady(() => {});`)).toBe('backend/module.web.js');
    expect(inferBackendModulePath(`import { from 'backend/x.web';`)).toBe('backend/module.web.js');
  });
});
