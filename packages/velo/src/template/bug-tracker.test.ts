import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 20, 14: "Only admins can add a bug with titleInput, priorityDropdown (High, Medium, Low)
 * and assigneeInput and newBugButton; status starts as 'Open'". The button names the form's
 * sending by where it stands, 'only admins can add' makes nothing optional, and every new bug
 * starts Open. Before, no form was built and priorityDropdown filtered the table instead.
 */

describe('template engine: an admins’ form named by its sentence', () => {
  it('saves a bug as Open, asks for every field, and filters nothing with the form', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        "Bug tracker for our team. bugsTable shows Bugs with title, priority, assignee and status. priorityFilter dropdown filters by priority (All, High, Medium, Low). Only admins can add a bug with titleInput, priorityDropdown (High, Medium, Low) and assigneeInput and newBugButton; status starts as 'Open'.",
        { Bugs: { title: 'text', priority: 'text', assignee: 'text', status: 'text' } },
        [
          { id: 'bugsTable', type: 'table' },
          { id: 'priorityFilter', type: 'dropdown' },
          { id: 'titleInput', type: 'input' },
          { id: 'priorityDropdown', type: 'dropdown' },
          { id: 'assigneeInput', type: 'input' },
          { id: 'newBugButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      { ...AS_ADMIN, itemsPerCollection: 0 },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(result.backendCode).not.toContain('priorityFilter2');
    await run.fire('#newBugButton', 'click');
    await run.settle();
    expect((await run.wixData.query('Bugs').find()).items).toHaveLength(0);
    await run.setValue('#titleInput', 'Login fails');
    await run.setValue('#priorityDropdown', 'High');
    await run.setValue('#assigneeInput', 'Sam');
    await run.fire('#newBugButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = (await run.wixData.query('Bugs').find()).items;
    expect(saved.map((b) => [b['title'], b['priority'], b['status']])).toEqual([
      ['Login fails', 'High', 'Open'],
    ]);
  });
});
