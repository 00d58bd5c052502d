import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Item controls only some readers may use, on a list everyone reads: 'Admins only: a deleteButton
 * on each card removes the thread' shows the button to site admins alone; 'A member can delete
 * their own thread' lets the author alone remove it, and shows the button on their threads only.
 * Before, the first sentence made the whole forum admins-only, the second let any member delete
 * any thread, and both showed every visitor a button that could only fail.
 */

const elements = [
  { id: 'threadList', type: 'repeater' },
  { id: 'threadTitle', type: 'text', parentId: 'threadList' },
  { id: 'deleteButton', type: 'button', parentId: 'threadList' },
  { id: 'titleInput', type: 'input' },
  { id: 'postButton', type: 'button' },
];
const threads = { Threads: { title: 'text' as const } };
const forum = (rule: string, outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    `Show all forum threads in threadList (title). ${rule} Members can post new threads with titleInput and postButton.`,
    threads,
    elements,
    outputType,
  );

type Run = Awaited<ReturnType<typeof runGenerated>>['run'];

/** Each item's title, with whether its delete button is collapsed. */
function deleteButtons(run: Run): { title: string; collapsed: boolean }[] {
  const shown: { title: string; collapsed: boolean }[] = [];
  (
    run.$w('#threadList') as unknown as {
      forEachItem(fn: ($item: (id: string) => { text: string; collapsed: boolean }) => void): void;
    }
  ).forEachItem(($item) =>
    shown.push({ title: $item('#threadTitle').text, collapsed: $item('#deleteButton').collapsed }),
  );
  return shown;
}

describe('template engine: item controls kept for admins or authors', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "'Admins only: a deleteButton on each card' shows it to admins alone, on a public forum (%s)",
    async (outputType) => {
      const request = forum(
        'Admins only: a deleteButton on each card removes the thread.',
        outputType,
      );
      const visitor = await runGenerated(request, { itemsPerCollection: 3 });
      expect(visitor.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(visitor.run.errors).toEqual([]);
      expect(deleteButtons(visitor.run).map((b) => b.collapsed)).toEqual([true, true, true]);
      const member = await runGenerated(request, { itemsPerCollection: 3, member: true });
      expect(deleteButtons(member.run).map((b) => b.collapsed)).toEqual([true, true, true]);
      const admin = await runGenerated(request, {
        itemsPerCollection: 3,
        member: true,
        memberRoles: ['Admin'],
      });
      expect(admin.run.errors).toEqual([]);
      expect(deleteButtons(admin.run).map((b) => b.collapsed)).toEqual([false, false, false]);
      await admin.run.fire('#deleteButton', 'click', {
        itemId: String(
          (admin.run.$w('#threadList') as unknown as { data: { _id: string }[] }).data[0]?._id,
        ),
      });
      await admin.run.settle();
      expect(deleteButtons(admin.run)).toHaveLength(2);
      expect(admin.result.instructions).toContain(
        'Button, ID `deleteButton`, inside the item of `threadList` (shown only to site admins: the code collapses it in each item for everyone else)',
      );
      expect(admin.result.instructions).toContain(
        'Permissions: anyone can view content (visitors see these items); site members can add content ("Site member"), and only admins can delete it',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "'A member can delete their own thread' removes the author's alone and shows the button there (%s)",
    async (outputType) => {
      const request = forum(
        'A member can delete their own thread with deleteButton on the card.',
        outputType,
      );
      const { result, run } = await runGenerated(request, {
        itemsPerCollection: 2,
        member: { _id: 'member-ann' },
        beforeRun: (page) => {
          void page.data.insert('Threads', { title: "Ann's thread" });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const buttons = deleteButtons(run);
      expect(buttons.filter((b) => !b.collapsed).map((b) => b.title)).toEqual(["Ann's thread"]);
      expect(buttons.filter((b) => b.collapsed)).toHaveLength(2);
      expect(result.instructions).toContain(
        'only the item\'s author can delete it ("Site member author"',
      );
      expect(result.instructions).toContain(
        'Click `deleteButton` in an item (as a member, on a thread you added): that thread is removed',
      );
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          'export const removeThread = webMethod(Permissions.SiteMember,',
        );
        expect(result.backendCode).toContain('if (!member || item._owner !== member._id) {');
      }
      const visitor = await runGenerated(request, { itemsPerCollection: 2 });
      expect(deleteButtons(visitor.run).map((b) => b.collapsed)).toEqual([true, true]);
    },
  );

  it.each([
    [
      'Each card has deleteButton visible only to the thread owner; clicking it deletes the thread.',
    ],
    ['deleteButton in each card, only for the thread’s author, removes the thread.'],
  ])("the owner said as a person ('%s'): the author's alone", async (rule) => {
    const { result, run } = await runGenerated(forum(rule, 'frontend_backend'), {
      itemsPerCollection: 2,
      member: { _id: 'member-ann' },
      beforeRun: (page) => {
        void page.data.insert('Threads', { title: "Ann's thread" });
      },
    });
    expect(run.errors).toEqual([]);
    const buttons = deleteButtons(run);
    expect(buttons.filter((b) => !b.collapsed).map((b) => b.title)).toEqual(["Ann's thread"]);
    expect(result.backendCode).toContain(
      'export const removeThread = webMethod(Permissions.SiteMember,',
    );
    expect(result.backendCode).toContain('if (!member || item._owner !== member._id) {');
  });
});
