import { describe, expect, it } from 'vitest';

import { generate, pageRequest } from './test-support';

/**
 * Review 48, 5: 'never send emails to anonymous visitors' made the setup say the code sends no
 * email and how to send one, which nobody asked for. An email said only to be avoided is no
 * request; 'send a confirmation email' still gets the note.
 */

const request = (prompt: string) =>
  pageRequest(prompt, { Listings: { title: 'text', contactEmail: 'text' } }, [
    { id: 'listingsRepeater', type: 'repeater' },
    { id: 'titleText', type: 'text', parentId: 'listingsRepeater' },
  ]);

describe('template engine: an email said only to be avoided', () => {
  it.each([
    ['#listingsRepeater shows the Listings. Never send emails to anonymous visitors.', false],
    ["#listingsRepeater shows the Listings. Don't send an email to anyone.", false],
    ['#listingsRepeater shows the Listings. Send a confirmation email to the owner.', true],
  ])('%s → note: %s', (prompt, noted) => {
    const { pieces } = generate(request(prompt));
    expect(pieces.instructions.includes('This code sends no email.')).toBe(noted);
  });
});
