import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47: 'Each member sees only the tasks assigned to them (assigneeId holds their member id).'
 * listed every task to every visitor: 'assigned to them' said no ownership and 'assigneeId' was
 * no member's id. Run in the preview.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Each member sees only the tasks assigned to them (assigneeId holds their member id). Repeater shows title.',
    { Tasks: { title: 'text', assigneeId: 'text' } },
    [
      { id: 'tasksRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'tasksRepeater' },
    ],
    outputType,
  );

describe('template engine: items assigned to a member', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows a member the tasks whose assigneeId is theirs, and a visitor none (%s)',
    async (outputType) => {
      const tasks = (page: { data: { insert(c: string, item: object): Promise<unknown> } }) => {
        void page.data.insert('Tasks', { title: 'Fix the gate', assigneeId: 'm-1' });
        void page.data.insert('Tasks', { title: 'Paint the shed', assigneeId: 'm-2' });
      };
      const titles = (run: Awaited<ReturnType<typeof runGenerated>>['run']) =>
        (run.$w('#tasksRepeater') as unknown as { data: { title: string }[] }).data.map(
          (t) => t.title,
        );
      const member = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'm-1' },
        beforeRun: tasks,
      });
      expect(member.run.errors).toEqual([]);
      expect(titles(member.run)).toEqual(['Fix the gate']);
      const visitor = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        beforeRun: tasks,
      });
      expect(titles(visitor.run)).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(member.result.backendCode).toContain(
          'export const getTasks = webMethod(Permissions.SiteMember',
        );
    },
  );
});
