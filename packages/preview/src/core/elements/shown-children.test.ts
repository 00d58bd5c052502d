import { describe, expect, it } from 'vitest';

import { runVeloPage } from '../run-page';
import { structure } from '../testing/structure';

/** Elements showing one child at a time (MultiStateBox, Tabs) and a RatingsDisplay. */

const messages = (r: { console: { message: string }[] }) => r.console.map((e) => e.message);
const sdk = (message: string) => `Wix code SDK error: ${message}`;

describe('states, tabs and ratings', () => {
  it('switches a MultiStateBox between states, firing onChange, and refuses a non-string id', async () => {
    const r = await runVeloPage({
      structure: structure([['states', 'MultiStateBox']]),
      frontendCode: `
      $w.onReady(async () => {
        $w('#states').onChange(() => console.log('now ' + $w('#states').currentState.id));
        await $w('#states').changeState('loading');
        await $w('#states').changeState({ id: 'results' });
        await $w('#states').changeState(5);
      });
    `,
    });
    expect(messages(r)).toEqual([
      'now loading',
      'now results',
      sdk(
        'The stateOrStateId parameter that is passed to the changeState method cannot be set to the value 5. It must be of type string.',
      ),
    ]);
    expect(r.errors).toEqual([]);
  });

  it('sets and empties a RatingsDisplay, refusing a rating that is not a number', async () => {
    const r = await runVeloPage({
      structure: structure([['stars', 'RatingsDisplay']]),
      frontendCode: `
        $w.onReady(() => {
          const stars = $w('#stars');
          stars.rating = 4.5;
          stars.numRatings = 12;
          console.log(stars.rating, stars.numRatings);
          stars.rating = '5';
          console.log(stars.rating);
          stars.rating = null;
          console.log(stars.rating);
        });
      `,
    });
    expect(messages(r)).toEqual([
      '4.5 12',
      sdk(
        'The rating parameter that is passed to the rating method cannot be set to the value 5. It must be of type number.',
      ),
      '4.5',
      'null',
    ]);
  });

  it('shows the first tab of a Tabs element until changeTab picks another, firing onChange', async () => {
    const r = await runVeloPage({
      structure: structure([
        ['productTabs', 'Tabs'],
        ['detailsTab', 'Box', 'productTabs'],
        ['reviewsTab', 'Box', 'productTabs'],
      ]),
      frontendCode: `
        $w.onReady(async () => {
          const tabs = $w('#productTabs');
          tabs.onChange(() => console.log('now ' + tabs.currentTab.id));
          console.log(tabs.currentTab.id, tabs.defaultTab.id, tabs.tabs.map((t) => t.id).join(' '));
          const shown = await tabs.changeTab('reviewsTab');
          await tabs.changeTab({ id: 'detailsTab' });
          await tabs.changeTab(3);
          console.log(shown.id, tabs.currentTab.id);
        });
      `,
    });
    expect(messages(r)).toEqual([
      'detailsTab detailsTab detailsTab reviewsTab',
      'now reviewsTab',
      'now detailsTab',
      sdk(
        'The tabReference parameter that is passed to the changeTab method cannot be set to the value 3. It must be of type string.',
      ),
      'reviewsTab detailsTab',
    ]);
    expect(r.errors).toEqual([]);
  });

  it("shows a MultiStateBox's first declared state until changeState picks another", async () => {
    const r = await runVeloPage({
      structure: structure([
        ['signup', 'MultiStateBox'],
        ['formState', 'Box', 'signup'],
        ['thanksState', 'Box', 'signup'],
      ]),
      frontendCode: `
        $w.onReady(async () => {
          const box = $w('#signup');
          console.log(box.currentState.id, box.states.map((s) => s.id).join(' '));
          await box.changeState('thanksState');
          console.log(box.currentState.id);
        });
      `,
    });
    expect(messages(r)).toEqual(['formState formState thanksState', 'thanksState']);
  });
});
