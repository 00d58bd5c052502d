import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A form in each item said only in words: 'Members can add a note per task.' with #noteInput and
 * #saveNoteBtn in each item and a TaskNotes collection that references Tasks. Before, the input
 * and the button were left unwired without a warning, and the repeater listed TaskNotes (the
 * collection its inputs' names matched) instead of the tasks 'Show each task's title' named.
 */

const PROMPT = "Show each task's title in tasksRepeater. Members can add a note per task.";

const COLLECTIONS = {
  Tasks: { title: 'text' },
  TaskNotes: { task: 'reference', note: 'text' },
} as const;

const ELEMENTS = [
  { id: 'tasksRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'tasksRepeater' },
  { id: 'noteInput', type: 'input', parentId: 'tasksRepeater' },
  { id: 'saveNoteBtn', type: 'button', parentId: 'tasksRepeater' },
];

describe('template engine: a form in each item said in words', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists the tasks and saves a member's note linked to its task (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(PROMPT, COLLECTIONS, ELEMENTS, outputType),
        { member: true, itemsPerCollection: 2 },
      );
      expect(result.diagnostics).toEqual([]);
      const tasks = (run.$w('#tasksRepeater') as unknown as { data: Record<string, unknown>[] })
        .data;
      expect(tasks.map((t) => Object.keys(t).includes('title'))).toEqual([true, true]);
      const second = String(tasks[1]?._id);
      const notes = async () =>
        (await run.wixData.query('TaskNotes').find({ suppressAuth: true })).items;
      const before = new Set((await notes()).map((i) => i._id));
      await run.setValue('#noteInput', 'Call the supplier first.', { itemId: second });
      await run.fire('#saveNoteBtn', 'click', { itemId: second });
      await run.settle();
      const added = (await notes()).filter((i) => !before.has(i._id));
      expect(added.map((i) => [i['task'], i['note']])).toEqual([
        [second, 'Call the supplier first.'],
      ]);
      expect(run.errors).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toMatch(/addTaskNote = webMethod\(Permissions\.SiteMember/);
    },
  );
});
