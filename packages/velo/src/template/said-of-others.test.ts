import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated, submitted } from './test-support';

/**
 * Review 26: words meant for one thing were read for another. 'Email must be valid and
 * description at most 500 characters' capped the email at 500 characters too, and 'hide #voteBtn
 * and show #resultsText with the winning film title' kept the films' titles from the page.
 */

describe('template engine: a rule or a hiding stays with what it names', () => {
  it('caps the description, not the email', async () => {
    const { result, items } = await submitted(
      pageRequest(
        'Vendor application: visitors fill #emailInput and #descriptionBox and press #applyBtn to save to Applications. Email must be valid and description at most 20 characters.',
        { Applications: { email: 'text', description: 'text' } },
        [
          { id: 'emailInput', type: 'input' },
          { id: 'descriptionBox', type: 'textarea' },
          { id: 'applyBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      'applyBtn',
      (set) => {
        set('emailInput', 'value', 'a-rather-long-address@example.com');
        set('descriptionBox', 'value', 'Pottery');
      },
    );
    expect(items.map((i) => i['email'])).toEqual(['a-rather-long-address@example.com']);
    expect(result.frontendCode).toContain("$w('#descriptionBox').maxLength = 20;");
    expect(result.frontendCode).not.toContain("$w('#emailInput').maxLength = 20;");
  });

  it('shows the titles when what is hidden is a button', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Show Films in #filmsRepeater with #filmTitle. Voting closes soon; after that hide #voteBtn and show #resultsText with the winning film title.',
        { Films: { title: 'text', director: 'text' } },
        [
          { id: 'filmsRepeater', type: 'repeater' },
          { id: 'filmTitle', type: 'text', parentId: 'filmsRepeater' },
          { id: 'voteBtn', type: 'button' },
          { id: 'resultsText', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Films', { title: 'Alien', director: 'Scott' }),
      },
    );
    expect(repeatedTexts(run, 'filmsRepeater', 'filmTitle')).toEqual(['Alien']);
  });
});
