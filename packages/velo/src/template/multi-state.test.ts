import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * A list inside a multi-state box shows its 'loading' state while it loads, then 'results', or
 * 'empty' when nothing matches: run in the preview runtime with and without items.
 */

type Element = { id: string; type: string; parentId?: string; customType?: string };

const ORDERS = {
  name: 'Orders',
  fields: [
    { id: 'orderNumber', type: 'text' },
    { id: 'total', type: 'number' },
  ],
};

const request = (prompt: string, elements: Element[]) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'frontend_backend',
    includeInstructions: true,
    collections: [ORDERS],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });

const NAMED_IN_PROMPT = request(
  'Load the orders into the repeater. The multi-state box #ordersStates shows the "loading" state while loading, then the "results" state, or the "empty" state when there are no orders.',
  [
    { id: 'ordersStates', type: 'custom', customType: 'MultiStateBox' },
    { id: 'ordersRepeater', type: 'repeater', parentId: 'ordersStates' },
    { id: 'orderNumberText', type: 'text', parentId: 'ordersRepeater' },
  ],
);

async function shownState(req: ReturnType<typeof request>, items: number) {
  const { result, run } = await runGenerated(req, { itemsPerCollection: items });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const box = run.$w('#ordersStates') as unknown as { currentState: { id: string } | null };
  return { result, state: box.currentState?.id ?? null };
}

describe('template engine: lists in a multi-state box', () => {
  it('shows the results state when there are orders, after the loading state', async () => {
    const { result, state } = await shownState(NAMED_IN_PROMPT, 5);
    expect(state).toBe('results');
    expect(result.frontendCode).toContain("$w('#ordersStates').changeState('loading');");
    expect(result.instructions).toContain(
      'give it states with the IDs `loading`, `results` and `empty`, in Manage States',
    );
  });

  it('shows the empty state when there are none', async () => {
    const { state } = await shownState(NAMED_IN_PROMPT, 0);
    expect(state).toBe('empty');
  });

  it('takes the state ids from boxes declared inside the multi-state box', async () => {
    const { result, state } = await shownState(
      request('Load the orders into the repeater.', [
        { id: 'ordersStates', type: 'custom', customType: 'MultiStateBox' },
        { id: 'loadingState', type: 'container', parentId: 'ordersStates' },
        { id: 'listState', type: 'container', parentId: 'ordersStates' },
        { id: 'noOrdersState', type: 'container', parentId: 'ordersStates' },
        { id: 'ordersRepeater', type: 'repeater', parentId: 'listState' },
        { id: 'orderNumberText', type: 'text', parentId: 'ordersRepeater' },
      ]),
      0,
    );
    expect(state).toBe('noOrdersState');
    expect(result.instructions).toContain(
      'ID `loadingState`, inside `ordersStates` (a state of `ordersStates`: the code switches to it)',
    );
  });

  it('leaves the box alone when no state can be named', async () => {
    const { result, state } = await shownState(
      request('Load the orders into the repeater.', [
        { id: 'ordersStates', type: 'custom', customType: 'MultiStateBox' },
        { id: 'ordersRepeater', type: 'repeater', parentId: 'ordersStates' },
        { id: 'orderNumberText', type: 'text', parentId: 'ordersRepeater' },
      ]),
      3,
    );
    // The box keeps showing its first declared child, as Wix shows the first state.
    expect(state).toBe('ordersRepeater');
    expect(result.frontendCode).not.toContain('changeState');
  });
});
