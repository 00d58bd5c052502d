import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 45: "tasksRepeater shows each Task title. Members can add a note per task, show 'note
 * saved' under the note box." filled each item's #noteSavedText with the task's assignee, the one
 * field left. A text that says how something went shows no field. Run in the preview.
 */

describe('template engine: a status text in each item', () => {
  it('is not given a field left over', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "tasksRepeater shows each Task title. Members can add a note per task, show 'note saved' under the note box.",
        {
          Tasks: { title: 'text', assignee: 'text' },
          TaskNotes: { task: 'reference', note: 'text' },
        },
        [
          { id: 'tasksRepeater', type: 'repeater' },
          { id: 'taskTitle', type: 'text', parentId: 'tasksRepeater' },
          { id: 'noteInput', type: 'input', parentId: 'tasksRepeater' },
          { id: 'saveNoteButton', type: 'button', parentId: 'tasksRepeater' },
          { id: 'noteSavedText', type: 'text', parentId: 'tasksRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Tasks', { title: 'Paint', assignee: 'Bob' }),
      },
    );
    expect(repeatedTexts(run, 'tasksRepeater', 'taskTitle')).toEqual(['Paint']);
    expect(repeatedTexts(run, 'tasksRepeater', 'noteSavedText')).not.toContain('Bob');
  });
});
