import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * An item button that asks for a second click before it changes or removes its item: the first
 * click shows the label the prompt gives (or 'Click again to confirm') and changes nothing; the
 * second puts the button's own label back and goes on. Before, 'only a second click cancels' and
 * 'after a confirmation' were ignored and one click cancelled or removed. Run in the preview.
 */

const ELEMENTS = [
  { id: 'bookingsRepeater', type: 'repeater' },
  { id: 'serviceText', type: 'text', parentId: 'bookingsRepeater' },
  { id: 'cancelButton', type: 'button', parentId: 'bookingsRepeater' },
];

type Repeater = {
  data: { _id: string }[];
  forEachItem(cb: ($item: (s: string) => { label: string }, item: { _id: string }) => void): void;
};

async function clickTwice(prompt: string, outputType: 'velo' | 'frontend_backend') {
  const request = pageRequest(
    prompt,
    { Bookings: { service: 'text', status: 'text' } },
    ELEMENTS,
    outputType,
  );
  // Who may cancel is unsaid, so changing bookings is for admins.
  const { result, run } = await runGenerated(request, { ...AS_ADMIN, itemsPerCollection: 2 });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const repeater = run.$w('#bookingsRepeater') as unknown as Repeater;
  const id = String(repeater.data[0]?._id);
  const labelOf = () => {
    let label = '';
    repeater.forEachItem(($item, item) => {
      if (item._id === id) label = $item('#cancelButton').label;
    });
    return label;
  };
  const stored = async () =>
    (await run.wixData.query('Bookings').find()).items.find((b) => b._id === id) ?? null;
  const own = labelOf();
  const steps: { label: string; stored: unknown }[] = [];
  for (let click = 0; click < 2; click++) {
    await run.fire('#cancelButton', 'click', { itemId: id });
    await run.settle();
    steps.push({ label: labelOf(), stored: await stored() });
  }
  expect(run.errors).toEqual([]);
  return { result, own, steps };
}

describe('template engine: item buttons confirmed by a second click', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'changes the item only on the second click, showing the quoted label in between (%s)',
    async (outputType) => {
      const { result, own, steps } = await clickTwice(
        "bookingsRepeater lists Bookings with serviceText. cancelButton in each item cancels that booking (sets status to 'cancelled'); clicking it once changes its label to 'Sure? Click again' and only a second click cancels.",
        outputType,
      );
      expect(steps[0]).toMatchObject({ label: 'Sure? Click again' });
      expect(steps[0]?.stored).not.toMatchObject({ status: 'cancelled' });
      expect(steps[1]).toMatchObject({ label: own, stored: { status: 'cancelled' } });
      expect(result.instructions).toContain(
        "Click `cancelButton` in an item (as a site admin) twice (the first click shows 'Sure? Click again')",
      );
    },
  );

  it('removes the item only on the second click when asked for a confirmation', async () => {
    const { steps } = await clickTwice(
      'bookingsRepeater lists Bookings with serviceText. cancelButton removes the booking after a confirmation.',
      'frontend_backend',
    );
    expect(steps[0]).toMatchObject({ label: 'Click again to confirm' });
    expect(steps[0]?.stored).not.toBeNull();
    expect(steps[1]?.stored).toBeNull();
  });
});
