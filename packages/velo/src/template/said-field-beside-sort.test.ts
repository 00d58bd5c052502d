import { describe, expect, it } from 'vitest';

import { generate, pageRequest } from './test-support';

/**
 * Review 51: a list 'sorted by lastName' whose texts are each given their field
 * ('#instText (instrument)', 'the instrument in #instText'). Before, #instText showed the sort
 * field, the first one the prompt named, in place of the one it was given.
 */

const teachers = (prompt: string) =>
  pageRequest(
    prompt,
    { Teachers: { firstName: 'text', lastName: 'text', instrument: 'text' } },
    [
      { id: 'teacherList', type: 'repeater' },
      { id: 'firstText', type: 'text', parentId: 'teacherList' },
      { id: 'instText', type: 'text', parentId: 'teacherList' },
    ],
    'frontend_backend',
  );

describe('template engine: a field said for a text beside a sort field', () => {
  it.each([
    '#teacherList shows Teachers sorted by lastName. Each item shows #firstText (firstName) and #instText (instrument).',
    '#teacherList shows Teachers sorted by lastName. Each item shows the firstName in #firstText and the instrument in #instText.',
  ])('%s', (prompt) => {
    const page = generate(teachers(prompt)).pieces.frontendCode;
    expect(page).toContain("$item('#firstText').text = asText(item.firstName);");
    expect(page).toContain("$item('#instText').text = asText(item.instrument);");
  });
});
