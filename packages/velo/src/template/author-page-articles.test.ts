import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 53: an author page that 'Reads the author slug from the URL query (?author=jane-doe)',
 * shows the author and 'lists that author's published Articles, newest first, max 20'. Before,
 * the slug was also compared with each article's `author` reference (an id), so the list stayed
 * empty whenever the URL named an author, and 'max 20' read 50.
 */

const authorPage = pageRequest(
  "Author page. Reads the author slug from the URL query (?author=jane-doe). Shows the Authors record: #authorName and #authorBio. Then #authorArticles repeater lists that author's published Articles, newest first, max 20, with #aaTitle.",
  {
    Authors: { name: 'text', slug: 'text', bio: 'text' },
    Articles: { title: 'text', author: 'reference', publishDate: 'date', published: 'boolean' },
  },
  [
    { id: 'authorName', type: 'text' },
    { id: 'authorBio', type: 'text' },
    { id: 'authorArticles', type: 'repeater' },
    { id: 'aaTitle', type: 'text', parentId: 'authorArticles' },
  ],
  'frontend_backend',
);

describe("template engine: an author's page by slug", () => {
  it("lists the author's published articles when the URL names the author", async () => {
    const { run, result } = await runGenerated(authorPage, {
      itemsPerCollection: 0,
      url: 'https://www.example.com/author?author=jane-doe',
      beforeRun: (page) => {
        void page.data.insert('Authors', { _id: 'au-1', name: 'Jane Doe', slug: 'jane-doe' });
        void page.data.insert('Authors', { _id: 'au-2', name: 'Max Roe', slug: 'max-roe' });
        const article = (title: string, author: string, published: boolean) =>
          void page.data.insert('Articles', { title, author, published });
        article('Jane on gardens', 'au-1', true);
        article('Jane draft', 'au-1', false);
        article('Max on roads', 'au-2', true);
      },
    });
    expect(run.errors).toEqual([]);
    expect((run.$w('#authorName') as unknown as { text: string }).text).toBe('Jane Doe');
    expect(repeatedTexts(run, 'authorArticles', 'aaTitle')).toEqual(['Jane on gardens']);
    expect(result.frontendCode).toContain('const ARTICLES_PAGE_SIZE = 20;');
  });
});
