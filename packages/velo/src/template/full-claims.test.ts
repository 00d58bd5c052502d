import { describe, expect, it } from 'vitest';

import { PROMPT_MESSAGE_UNSAID } from '../prompt-coverage';
import { pageRequest, runGenerated } from './test-support';

/**
 * Review 17: "otherwise create it with status "waitlist" and show "Class is full - you've been
 * added to the waitlist"". The engine builds no waitlist, yet full classes were labelled with
 * that sentence and the refusal said it, telling members they were on a waitlist they never
 * joined. A full class now says 'Sold out', and the checker names the waitlist left out.
 */

describe("template engine: a full item's words that tell of a save", () => {
  it('are not the refusal; the checker names them', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Art classes with waitlist. classRepeater lists ArtClasses (title, seats). Each item has joinBtn. When a logged in member clicks join: if enrolled count < seats, create Enrollments record with status "enrolled" and show "You\'re in!" in itemMsg; otherwise create it with status "waitlist" and show "Class is full - you\'ve been added to the waitlist".',
        {
          ArtClasses: { title: 'text', seats: 'number' },
          Enrollments: { artClass: 'reference', memberId: 'text', status: 'text' },
        },
        [
          { id: 'classRepeater', type: 'repeater' },
          { id: 'classTitle', type: 'text', parentId: 'classRepeater' },
          { id: 'joinBtn', type: 'button', parentId: 'classRepeater' },
          { id: 'itemMsg', type: 'text', parentId: 'classRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        member: { _id: 'member-ann' },
        beforeRun: (page) => {
          void page.data.insert('ArtClasses', { _id: 'full', title: 'Clay', seats: 0 });
        },
      },
    );
    expect(run.errors).toEqual([]);
    // The join is built: a full class's button says so in the engine's words.
    expect(result.frontendCode).toContain("$item('#joinBtn').label = 'Sold out';");
    expect(result.frontendCode).not.toContain("added to the waitlist'");
    expect(result.backendCode).not.toContain('added to the waitlist');
    expect(
      result.diagnostics.filter((d) => d.code === PROMPT_MESSAGE_UNSAID).map((d) => d.message),
    ).toEqual([expect.stringContaining("Class is full - you've been added to the waitlist")]);
  });
});
