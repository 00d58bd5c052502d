import { runVeloPage } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { storePageRequest } from './store-page.fixture';

const engine = createVeloEngine();

async function titlesAfterAdding(outputType: 'velo' | 'frontend_backend') {
  const request = storePageRequest({ outputType });
  const result = await engine.generate(request);
  const run = await runVeloPage({
    structure: buildStructure(request),
    frontendCode: result.frontendCode,
    ...(result.backendCode ? { backendCode: result.backendCode } : {}),
    ...(outputType === 'frontend_backend'
      ? { backendModulePath: backendPath(result.frontendCode) }
      : {}),
  });
  const titles = () =>
    (run.$w('#productsRepeater') as unknown as { data: { title: string }[] }).data.map(
      (item) => item.title,
    );
  const before = titles();
  await run.setValue('#titleInput', 'Brand new lamp');
  await run.setValue('#priceInput', '42');
  await run.fire('#addButton', 'click');
  await run.settle();
  return { before, after: titles(), errors: run.errors };
}

function backendPath(frontendCode: string): string {
  const specifier = /from '(backend\/[^']+)'/.exec(frontendCode)?.[1] ?? '';
  return specifier.endsWith('.js') ? specifier : `${specifier}.js`;
}

describe('a form saving to a collection a list on the page shows', () => {
  for (const outputType of ['velo', 'frontend_backend'] as const) {
    it(`${outputType}: reloads the list, so the new item appears`, async () => {
      const { before, after, errors } = await titlesAfterAdding(outputType);
      expect(errors).toEqual([]);
      expect(before).not.toContain('Brand new lamp');
      expect(after[0]).toBe('Brand new lamp');
      expect(after).toHaveLength(before.length + 1);
    });
  }
});
