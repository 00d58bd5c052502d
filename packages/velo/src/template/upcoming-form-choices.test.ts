import { describe, expect, it } from 'vitest';

import { generate, pageRequest } from './test-support';

/**
 * Review 51: '#fixtureDropdown lists upcoming Fixtures (label opponent)' on a team sheet form.
 * Before, every fixture ever played was offered, and a past one was saved.
 */

const sheet = pageRequest(
  "Team sheet page. #fixtureDropdown lists upcoming Fixtures (label opponent). When #saveSheetBtn is clicked, create a TeamSheets item with the chosen fixture and the note in #noteInput. Show 'Team sheet saved' in #sheetStatus.",
  {
    Fixtures: { opponent: 'text', matchDate: 'date' },
    TeamSheets: { fixture: 'reference', note: 'text' },
  },
  [
    { id: 'fixtureDropdown', type: 'dropdown' },
    { id: 'noteInput', type: 'input' },
    { id: 'saveSheetBtn', type: 'button' },
    { id: 'sheetStatus', type: 'text' },
  ],
  'frontend_backend',
);

describe("template engine: a form's choices said to be upcoming", () => {
  it('offers the fixtures from today on, and refuses a past one', () => {
    const backend = generate(sheet).pieces.backendCode ?? '';
    const fromToday = ".ge('matchDate', new Date(new Date().setHours(0, 0, 0, 0)))";
    expect(backend).toContain(`wixData.query('Fixtures')${fromToday}.ascending('opponent')`);
    expect(backend).toContain(`.eq('_id', item.fixture)${fromToday}.count(`);
  });
});
