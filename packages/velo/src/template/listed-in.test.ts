import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * 'All teams are listed in #teamsRepeater' beside a form saving Teams and a join button saving
 * TeamMembers (review 15's hackathon). The list's collection is the one the sentence names by its
 * last noun: Teams, not TeamMembers, whose first noun is also 'team'. Before, the repeater read
 * TeamMembers and every item showed its placeholder texts.
 */

describe("template engine: '<items> are listed in #list'", () => {
  it('lists the teams', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Hackathon teams page. Members can create a team with #teamNameInput (required, unique - "That team name is taken") and #ideaInput, #createTeamBtn -> Teams (memberCount starts at 1). All teams are listed in #teamsRepeater with #teamName, #teamIdea, #teamSize ("3/4 members"). #joinTeamBtn adds the member to the team: insert into TeamMembers (teamId) and increase memberCount. Max 4 per team: "This team is full". A member can be in only one team: "You are already in a team". Messages in #teamsMsg. Visitors can see teams but must log in to create/join.',
        {
          Teams: { teamName: 'text', idea: 'text', memberCount: 'number' },
          TeamMembers: { teamId: 'reference' },
        },
        [
          { id: 'teamNameInput', type: 'input' },
          { id: 'ideaInput', type: 'textarea' },
          { id: 'createTeamBtn', type: 'button' },
          { id: 'teamsRepeater', type: 'repeater' },
          { id: 'teamName', type: 'text', parentId: 'teamsRepeater' },
          { id: 'teamIdea', type: 'text', parentId: 'teamsRepeater' },
          { id: 'teamSize', type: 'text', parentId: 'teamsRepeater' },
          { id: 'joinTeamBtn', type: 'button', parentId: 'teamsRepeater' },
          { id: 'teamsMsg', type: 'text' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Teams', { teamName: 'Rocket' }),
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'teamsRepeater', 'teamName')).toEqual(['Rocket']);
  });
});
