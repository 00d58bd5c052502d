import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 27's team page: 'When you click a member open the TeamMember lightbox' opened a lightbox
 * named 'Details' (only quoted names were read), which the site does not have.
 */

describe('template engine: a lightbox named without quotes', () => {
  it.each([
    ['open the TeamMember lightbox', 'TeamMember'],
    ['open the QuickLook lightbox', 'QuickLook'],
  ])("'%s' opens %s", async (said, name) => {
    const { result } = await runGenerated(
      pageRequest(
        `Team members in #teamRepeater with #memberPhoto and #memberName. When you click #memberPhoto ${said} showing their bio.`,
        { Team: { name: 'text', photo: 'image', bio: 'text' } },
        [
          { id: 'teamRepeater', type: 'repeater' },
          { id: 'memberPhoto', type: 'image', parentId: 'teamRepeater' },
          { id: 'memberName', type: 'text', parentId: 'teamRepeater' },
        ],
      ),
    );
    expect(result.frontendCode).toContain(`openLightbox('${name}', item)`);
  });
});
