import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { storePageRequest } from './store-page.fixture';
import { runGenerated } from './test-support';

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

describe('a form beside a list: its own dropdowns, sliders, switches and pickers', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the slider, picker and dropdown the prompt puts in the form instead of filtering the list (%s)',
    async (outputType) => {
      const elements = [
        { id: 'titleInput', type: 'input' },
        { id: 'effortSlider', type: 'slider' },
        { id: 'priorityDropdown', type: 'dropdown' },
        { id: 'dueDatePicker', type: 'custom', customType: 'DatePicker' },
        { id: 'urgentSwitch', type: 'custom', customType: 'Switch' },
        { id: 'addTaskButton', type: 'button' },
        { id: 'tasksRepeater', type: 'repeater' },
        { id: 'taskTitle', type: 'text', parentId: 'tasksRepeater' },
      ];
      const request = ZGenerationRequest.parse({
        prompt:
          'Tasks page: add a task with the title input, the effort slider, a priority dropdown (Low, Medium, High), the due date picker and the urgentSwitch, then click addTaskButton to save it to Tasks. The tasks are listed in tasksRepeater below, soonest due first.',
        outputType,
        includeInstructions: true,
        collections: [
          {
            name: 'Tasks',
            fields: [
              { id: 'title', type: 'text' },
              { id: 'effort', type: 'number' },
              { id: 'priority', type: 'text' },
              { id: 'dueDate', type: 'date' },
              { id: 'blocking', type: 'boolean' },
            ],
          },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const { result, run } = await runGenerated(request, { itemsPerCollection: 4 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const shown = () => (run.$w('#tasksRepeater') as unknown as { data: unknown[] }).data;
      const set = (id: string, property: string, value: unknown) =>
        ((run.$w(`#${id}`) as unknown as Record<string, unknown>)[property] = value);
      const due = new Date(2030, 0, 15);
      set('titleInput', 'value', 'Write report');
      set('effortSlider', 'value', 3);
      set('priorityDropdown', 'options', [{ label: 'High', value: 'High' }]);
      set('priorityDropdown', 'value', 'High');
      set('dueDatePicker', 'value', due);
      set('urgentSwitch', 'checked', true);
      await run.fire('#dueDatePicker', 'change');
      await run.settle();
      expect(shown()).toHaveLength(4);
      await run.fire('#addTaskButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Tasks').eq('title', 'Write report').find();
      expect(items[0]).toMatchObject({
        effort: 3,
        priority: 'High',
        dueDate: due,
        blocking: true,
      });
      expect(shown()).toHaveLength(5);
    },
  );
});
