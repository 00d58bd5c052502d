import { OUTPUT_TYPES, ZGenerationRequest } from '@veloforge/shared';
import { runVeloPage } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { createVeloEngine, importedBackendModule } from './engine';
import { parsedSites } from './fixtures/sites';
import { buildStructure } from './structure';
import { TEMPLATE_ENGINE_LABEL } from './types';

/**
 * The template engine's promise: for every realistic site and every output type, the code has
 * zero checker errors and runs against the in-memory $w and wix-data without throwing — on load,
 * and when the user clicks every button and types into every input.
 */

const engine = createVeloEngine();
const sites = parsedSites();

const INPUT_TYPES = new Set(['TextInput', 'TextBox']);

describe('template engine × checker × runtime', () => {
  it('has at least twelve realistic sites', () => {
    expect(sites.length).toBeGreaterThanOrEqual(12);
  });

  for (const site of sites) {
    describe(site.name, () => {
      for (const outputType of OUTPUT_TYPES) {
        it(`${outputType}: checks clean and runs without errors`, async () => {
          const request = { ...site.request, outputType, includeInstructions: true };
          const result = await engine.generate(request);

          expect(result.engine).toBe('template');
          expect(result.notice).toBe(TEMPLATE_ENGINE_LABEL);
          expect(result.code.trim()).not.toBe('');
          expect(result.instructions.trim()).not.toBe('');
          const errors = result.diagnostics.filter((d) => d.severity === 'error');
          expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);

          if (!result.frontendCode) return;
          const structure = buildStructure(request);
          const backendModule = importedBackendModule(result.frontendCode, request.preferences);
          const run = await runVeloPage({
            structure,
            frontendCode: result.frontendCode,
            ...(result.backendCode && backendModule
              ? { backendCode: result.backendCode, backendModulePath: backendModule.path }
              : {}),
          });
          expect(run.errors, run.errors.join('\n')).toEqual([]);

          for (const element of structure.elements) {
            if (element.veloType && INPUT_TYPES.has(element.veloType)) {
              await run.setValue(`#${element.id}`, 'sample');
            }
          }
          await run.settle();
          for (const element of structure.elements) {
            if (element.veloType === 'Button') await run.fire(`#${element.id}`, 'click');
          }
          await run.settle();
          expect(run.errors, run.errors.join('\n')).toEqual([]);
          const sdkErrors = run.console.filter((m) => m.message.startsWith('Wix code SDK error'));
          expect(sdkErrors).toEqual([]);
        });
      }
    });
  }
});

describe('template engine preferences', () => {
  const site = sites.find((s) => s.request.collections.length > 0)!;

  it('writes legacy .jsw modules and module names when asked, and they still check clean', async () => {
    const request = ZGenerationRequest.parse({
      ...site.request,
      outputType: 'frontend_backend',
      preferences: { webModuleStyle: 'jsw', moduleNames: 'legacy', comments: false },
    });
    const result = await engine.generate(request);
    expect(result.backendCode).not.toMatch(/webMethod/);
    expect(result.frontendCode).not.toMatch(/-frontend'/);
    expect(result.frontendCode).not.toMatch(/^\s*\/\//m);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
