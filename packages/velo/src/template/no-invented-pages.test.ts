import { describe, expect, it } from 'vitest';

import { pageRequest, type TestElement } from './test-support';
import { createVeloEngine } from '../engine';

/**
 * Review 23: a '#claimBtn that opens a claim', a '#buyBtn [that] records a TicketOrders row' and
 * 'select a row and click #useLessonBtn' each sent the visitor to an item page nobody asked for
 * (and the setup told them to make one). They act on the item here; unbuilt, the checker says so.
 */

const engine = createVeloEngine();

const generate = (
  prompt: string,
  fields: Record<string, 'text' | 'number'>,
  elements: TestElement[],
) => engine.generate(pageRequest(prompt, { Items: fields }, elements, 'frontend_backend'));

describe('template engine: no item page nobody asked for', () => {
  it.each([
    [
      'Students browse found items in #itemsRepeater (title). Each item has a #claimBtn that opens a claim form.',
      'claimBtn',
      'repeater',
    ],
    [
      'Events: #itemsRepeater lists events with title. #buyBtn records a TicketOrders row with the price.',
      'buyBtn',
      'repeater',
    ],
    [
      'Admin page: #itemsTable shows every student with their title. When I select a row and click #useBtn, decrement lessonsRemaining by 1.',
      'useBtn',
      'table',
    ],
  ] as const)('%s', async (prompt, buttonId, kind) => {
    const list = kind === 'repeater' ? 'itemsRepeater' : 'itemsTable';
    const elements: TestElement[] = [
      { id: list, type: kind },
      ...(kind === 'repeater'
        ? [
            { id: 'itemTitle', type: 'text', parentId: list },
            { id: buttonId, type: 'button', parentId: list },
          ]
        : [{ id: buttonId, type: 'button' }]),
    ];
    const result = await generate(prompt, { title: 'text', lessonsRemaining: 'number' }, elements);
    expect(result.frontendCode).not.toContain('wixLocationFrontend.to(');
    expect(result.instructions ?? '').not.toMatch(/dynamic (?:item )?page/i);
  });
});
