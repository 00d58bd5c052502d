import { describe, expect, it } from 'vitest';

import { generate, pageRequest } from './test-support';

/**
 * Review 53: 'lists published Articles newest first (by publishDate), 12 at a time with a
 * #loadMore button for the next 12'. Before, the load-more button made the sentence read as a
 * control's, so drafts were listed and sent by the open web method.
 */

const news = (prompt: string) =>
  pageRequest(
    prompt,
    { Articles: { title: 'text', publishDate: 'date', published: 'boolean' } },
    [
      { id: 'articlesRepeater', type: 'repeater' },
      { id: 'artTitle', type: 'text', parentId: 'articlesRepeater' },
      { id: 'loadMore', type: 'button' },
    ],
    'frontend_backend',
  );

describe('template engine: a yes/no condition beside paging', () => {
  it('keeps the published articles only', () => {
    const { pieces } = generate(
      news(
        'News home page: #articlesRepeater lists published Articles newest first (by publishDate), 12 at a time with a #loadMore button for the next 12.',
      ),
    );
    expect(pieces.backendCode).toContain("query = query.eq('published', true);");
  });

  it('still leaves a condition a button applies to the button', () => {
    const { pieces } = generate(
      news(
        '#articlesRepeater lists Articles, 12 at a time with #loadMore. Clicking #loadMore shows only published articles.',
      ),
    );
    expect(pieces.backendCode).not.toContain("query = query.eq('published', true);");
  });
});
