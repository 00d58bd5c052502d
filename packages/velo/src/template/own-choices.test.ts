import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 14: members' own items said other ways. 'pick their dog in #dogDropdown (only their
 * own dogs)' offers the member's dogs alone and the web method refuses anyone else's; 'every
 * student (member) sees & edits ONLY own rows', 'Student must be logged in … Student see his
 * lessons', 'for parents (members) … Parents see their orders'. Before, every member's dogs were
 * choices and could be booked, and each list showed everyone's rows to anyone.
 */

const dogs = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Logged-in members book walks: pick their dog in #dogDropdown (only their own dogs from Dogs collection) then click #bookWalkBtn to save into WalkBookings.',
    { Dogs: { name: 'text' }, WalkBookings: { dog: 'reference' } },
    [
      { id: 'dogDropdown', type: 'dropdown' },
      { id: 'bookWalkBtn', type: 'button' },
    ],
    outputType,
  );

describe("template engine: choices kept to the member's own items", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "offers the member's own dogs alone (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(dogs(outputType), {
        itemsPerCollection: 2,
        member: { _id: 'member-ann' },
        beforeRun: (page) => {
          void page.data.insert('Dogs', { name: 'Rex' });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const options = (run.$w('#dogDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(options.map((o) => o.label)).toEqual(['Rex']);
    },
  );

  it("refuses another member's dog in the web method", async () => {
    const { result, run } = await runGenerated(dogs('frontend_backend'), {
      // The seeded dog is someone else's; Rex is the member's own.
      itemsPerCollection: 1,
      member: { _id: 'member-ann' },
      codeBefore:
        "import { submitWalkBooking as submitForTest } from 'backend/walkBookings.web';\nexport const submit = (values) => submitForTest(values);\n",
      beforeRun: (page) => {
        void page.data.insert('Dogs', { _id: 'rex', name: 'Rex' });
      },
    });
    const submit = run.exports['submit'] as (values: unknown) => Promise<unknown>;
    const stored = (await run.wixData.query('Dogs').find()).items;
    const someoneElses = stored.find((d) => d['_id'] !== 'rex')?.['_id'];
    expect(someoneElses).toEqual(expect.any(String));
    await expect(submit({ dog: someoneElses })).rejects.toThrow(
      'Please choose one of your own dogs.',
    );
    await expect(submit({ dog: 'rex' })).resolves.toBeTruthy();
    expect(result.backendCode).toContain(
      'export const getDogsOptions = webMethod(Permissions.SiteMember,',
    );
  });

  it("reads a member id field the collection declares: 'their own Children rows only'", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Parent picks their child in #childDropdown (their own Children rows only) and clicks #orderBtn to save to LunchOrders.',
        { Children: { name: 'text', parentId: 'text' }, LunchOrders: { child: 'reference' } },
        [
          { id: 'childDropdown', type: 'dropdown' },
          { id: 'orderBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.backendCode).toContain(
      "wixData.query('Children').eq('parentId', member ? member._id : '')",
    );
  });
});

describe("template engine: members' own rows, said other ways", () => {
  it.each([
    [
      'every student (member) sees & edits ONLY own rows of Applications. list in #appsRepeater: #appCompany.',
      'Applications',
    ],
    [
      'Student must be logged in. Student see his lessons in #appsRepeater (#appCompany).',
      'Lessons',
    ],
    [
      'Ordering for parents (members). Parents see their orders this month in #appsRepeater (#appCompany).',
      'Orders',
    ],
  ])('%s', async (prompt, collection) => {
    const { result, run } = await runGenerated(
      pageRequest(
        prompt,
        { [collection]: { company: 'text' } },
        [
          { id: 'appsRepeater', type: 'repeater' },
          { id: 'appCompany', type: 'text', parentId: 'appsRepeater' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    expect(run.errors).toEqual([]);
    expect(result.backendCode).toContain('webMethod(Permissions.SiteMember,');
    expect(result.backendCode).toContain(".eq('_owner', member._id)");
    expect(permissionsOf(result.instructions, collection)).toContain(
      "only the item's author can view content",
    );
  });

  it("saves the member's id in a declared studentId, never sent by the page", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Student must be logged in. #instrumentInput and #bookLessonBtn save in Lessons.',
        { Lessons: { instrument: 'text', studentId: 'text' } },
        [
          { id: 'instrumentInput', type: 'input' },
          { id: 'bookLessonBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0, member: { _id: 'member-ann' } },
    );
    await run.setValue('#instrumentInput', 'Piano');
    await run.fire('#bookLessonBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const saved = (await run.wixData.query('Lessons').find()).items;
    expect(saved.map((i) => [i['instrument'], i['studentId']])).toEqual([['Piano', 'member-ann']]);
    expect(result.backendCode).toContain('studentId: member._id,');
  });
});

/**
 * 'hiveDropdown lists my own hives from Hives' (review 16's beekeeping log): the collection lets
 * each member read only the items they added. Before, every member could read every member's hives.
 */
const log = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Hive inspection log (members). hiveDropdown lists my own hives from Hives (hiveName). broodInput (frames of brood). saveInspectionBtn saves to Inspections linked to the selected hive.',
    {
      Hives: { hiveName: 'text', location: 'text' },
      Inspections: { hive: 'reference', broodFrames: 'number' },
    },
    [
      { id: 'hiveDropdown', type: 'dropdown' },
      { id: 'broodInput', type: 'input' },
      { id: 'saveInspectionBtn', type: 'button' },
    ],
    outputType,
  );

describe("template engine: a collection read only as a member's own choices", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'offers only my hives, and keeps each member’s hives to them (%s)',
    async (outputType) => {
      // The 3 seeded hives are the site owner's; the one inserted is the member's.
      const { result, run } = await runGenerated(log(outputType), {
        itemsPerCollection: 3,
        member: { _id: 'm-1' },
        beforeRun: (page) => {
          void page.data.insert('Hives', { hiveName: 'Alpha', location: 'Orchard' });
        },
      });
      expect(run.errors).toEqual([]);
      const options = (run.$w('#hiveDropdown') as unknown as { options: { label: string }[] })
        .options;
      expect(options.map((o) => o.label)).toEqual(['Alpha']);
      expect(permissionsOf(result.instructions ?? '', 'Hives')).toContain(
        'only the item\'s author can view content ("Site member author"',
      );
    },
  );
});
