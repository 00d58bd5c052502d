import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Forms written with no verb before the button (review 15): '#activityInput, #hoursInput,
 * #dateWorked and #logHoursBtn -> VolunteerHours', '#ratingSlider + #tastingNote + #rateBtn ->
 * WineRatings', 'report a found item with the form: #itemNameInput, … and #reportBtn.'. Before,
 * each form was left out, and the log's date picker filtered the list beside it instead.
 */

const ELEMENTS = [
  { id: 'activityInput', type: 'input' },
  { id: 'hoursInput', type: 'input' },
  { id: 'dateWorked', type: 'input', customType: 'DatePicker' },
  { id: 'logHoursBtn', type: 'button' },
  { id: 'hoursRepeater', type: 'repeater' },
  { id: 'entryActivity', type: 'text', parentId: 'hoursRepeater' },
];

describe('template engine: forms ending in their button', () => {
  it.each([
    '#activityInput, #hoursInput (number), #dateWorked and #logHoursBtn -> VolunteerHours.',
    '#activityInput + #hoursInput (number) + #dateWorked + #logHoursBtn -> VolunteerHours.',
    'Log hours with the form: #activityInput, #hoursInput (number), #dateWorked and #logHoursBtn. Entries are saved to VolunteerHours.',
  ])('saves the entry: %s', async (form) => {
    const { run } = await runGenerated(
      pageRequest(
        `${form} #hoursRepeater lists VolunteerHours (#entryActivity).`,
        { VolunteerHours: { activity: 'text', hours: 'number', dateWorked: 'date' } },
        ELEMENTS,
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#activityInput', 'Sorting');
    await run.setValue('#hoursInput', '2');
    await run.setValue('#dateWorked', new Date(2026, 11, 1));
    await run.fire('#logHoursBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('VolunteerHours').find();
    expect(items.map((i) => [i['activity'], i['hours']])).toEqual([['Sorting', 2]]);
    // The date is the entry's, not a filter: the list keeps showing it.
    const listed = (run.$w('#hoursRepeater') as unknown as { data: unknown[] }).data;
    expect(listed).toHaveLength(1);
  });
});
