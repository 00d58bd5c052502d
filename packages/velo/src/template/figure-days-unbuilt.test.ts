import { describe, expect, it } from 'vitest';

import { generate, pageRequest } from './test-support';

/**
 * Review 51: '#weekTotal shows the total minutes they practised in the last 7 days' showed the
 * all-time total, and nothing said the days were dropped. A figure kept to some days is not
 * built; the setup now says so where it lists what the code leaves to the user.
 */

const practice = (days: string) =>
  pageRequest(
    `Practice log for students. #weekTotal shows the total minutes they practised ${days}.`,
    { PracticeLogs: { minutes: 'number', piece: 'text', practiceDate: 'date' } },
    [{ id: 'weekTotal', type: 'text' }],
    'frontend_backend',
  );

describe('template engine: a figure over some days', () => {
  it.each(['in the last 7 days', 'this week'])('says the days are not kept to: %s', (days) => {
    const { instructions } = generate(practice(days)).pieces;
    expect(instructions).toContain(
      `**The days of \`weekTotal\`.** The prompt asks for a figure over some days only (${days})`,
    );
  });

  it('says nothing of days for an all-time figure', () => {
    const { instructions } = generate(practice('in total')).pieces;
    expect(instructions).not.toContain('**The days of');
  });
});
