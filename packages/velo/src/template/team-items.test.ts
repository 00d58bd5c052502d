import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 29's team workspace: 'Members belong to a team (teamId in TeamMembers, matched by
 * memberId). Show all tasks for the member's team … Members must not see other teams' tasks'
 * sent every team's tasks to anyone, and the add-task box saved TeamMembers rows (a member could
 * put themselves in any team). Each member now reads their teams' tasks; tasks are what is added.
 */

const PROMPT =
  "Team workspace. Members belong to a team (teamId in TeamMembers, matched by memberId). Show all tasks for the member's team in #tasksRepeater with #taskTitle (title). Members can add a task with #taskInput and #addTaskButton. Members must not see other teams' tasks.";

describe('template engine: items of the member’s team', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists only the tasks of the member’s team, and adds tasks (%s)',
    async (outputType) => {
      const request = pageRequest(
        PROMPT,
        {
          TeamMembers: { memberId: 'text', teamId: 'text' },
          Tasks: { title: 'text', teamId: 'text' },
        },
        [
          { id: 'tasksRepeater', type: 'repeater' },
          { id: 'taskTitle', type: 'text', parentId: 'tasksRepeater' },
          { id: 'taskInput', type: 'input' },
          { id: 'addTaskButton', type: 'button' },
        ],
        outputType,
      );
      const seed = (page: { data: { insert(c: string, i: object): unknown } }) => {
        void page.data.insert('TeamMembers', { memberId: 'ann', teamId: 'red' });
        void page.data.insert('Tasks', { title: 'Red task', teamId: 'red' });
        void page.data.insert('Tasks', { title: 'Blue task', teamId: 'blue' });
      };
      const { run, result } = await runGenerated(request, {
        member: { _id: 'ann' },
        itemsPerCollection: 0,
        beforeRun: seed,
      });
      expect(repeatedTexts(run, 'tasksRepeater', 'taskTitle')).toEqual(['Red task']);
      expect(result.frontendCode + result.backendCode).toContain("wixData.insert('Tasks'");
      const visitor = (await runGenerated(request, { itemsPerCollection: 0, beforeRun: seed })).run;
      expect(repeatedTexts(visitor, 'tasksRepeater', 'taskTitle')).toEqual([]);
      expect(run.errors).toEqual([]);
    },
  );
});
