// @vitest-environment happy-dom
import { mountPreview, type LogRecord } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from './engine';
import { parsedSites } from './fixtures/sites';
import { buildStructure } from './structure';

/**
 * What the Preview tab shows: each realistic site's template output (page code, backend module
 * and HTML layout) mounted in a DOM as the sandboxed frame mounts it, then used like a visitor
 * would — typing into every field and clicking every button — without a runtime error.
 */

const engine = createVeloEngine();
const OUTPUT_TYPES_WITH_PAGE_CODE = ['velo', 'frontend_backend', 'full'] as const;

function visitorTyping(root: HTMLElement) {
  const fields = [...root.querySelectorAll<HTMLInputElement>('input, textarea')].filter(
    (field) => !['checkbox', 'radio', 'range', 'hidden'].includes(field.type),
  );
  for (const field of fields) {
    field.value = 'sample';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return fields.length;
}

describe('template output in the live preview DOM', () => {
  for (const site of parsedSites()) {
    for (const outputType of OUTPUT_TYPES_WITH_PAGE_CODE) {
      it(`${site.name} (${outputType}): renders every element and runs without errors`, async () => {
        const request = { ...site.request, outputType };
        const result = await engine.generate(request);
        const structure = buildStructure(request);
        document.body.innerHTML = '<main id="page"></main>';
        const root = document.getElementById('page') as HTMLElement;
        const log: LogRecord[] = [];
        const mounted = await mountPreview({
          document,
          root,
          structure,
          html: result.htmlCode,
          frontendCode: result.frontendCode,
          ...(result.backendCode ? { backendCode: result.backendCode } : {}),
          clock: 'fake',
          onLog: (record) => log.push(record),
        });
        for (const element of structure.elements) {
          if (element.veloType === 'Dataset') continue;
          expect(document.getElementById(element.id), `#${element.id}`).not.toBeNull();
        }
        visitorTyping(root);
        await mounted.run.settle();
        for (const button of root.querySelectorAll('button')) button.click();
        await mounted.run.settle();
        const problems = log.filter(
          (r) => r.kind === 'error' || r.message.startsWith('Wix code SDK error'),
        );
        expect(problems.map((p) => p.message).join('\n')).toBe('');
        mounted.dispose();
      });
    }
  }
});
