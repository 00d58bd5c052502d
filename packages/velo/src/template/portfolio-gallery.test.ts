import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A portfolio gallery as a user words it: category buttons whose active one 'should look selected
 * (disable it)' (plan-filter-buttons.ts `marksActive`) and 'Clicking an image in the gallery opens
 * the project page /projects/{slug}' (the gallery's `link`). Before, neither was written.
 */

type Button = { enabled: boolean };

describe('template engine: a portfolio gallery', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'marks the chosen category button and opens the clicked project (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Portfolio page. projectsGallery shows the cover images of all Projects with the project title as the gallery item title. The buttons allButton, brandingButton and webButton filter the gallery by the category field (Branding, Web); the active button should look selected (disable it). Clicking an image in the gallery opens the project page /projects/{slug}.',
          { Projects: { title: 'text', slug: 'text', cover: 'image', category: 'text' } },
          [
            { id: 'allButton', type: 'button' },
            { id: 'brandingButton', type: 'button' },
            { id: 'webButton', type: 'button' },
            { id: 'projectsGallery', type: 'gallery' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [slug, category] of [
              ['logo', 'Branding'],
              ['shop', 'Web'],
            ])
              void page.data.insert('Projects', {
                title: slug,
                slug,
                category,
                cover: `https://static.wixstatic.com/media/${slug}.jpg`,
              });
            (page.$w('#brandingButton') as unknown as { label: string }).label = 'Branding';
            (page.$w('#webButton') as unknown as { label: string }).label = 'Web';
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const enabled = () =>
        ['allButton', 'brandingButton', 'webButton'].map(
          (id) => (run.$w(`#${id}`) as unknown as Button).enabled,
        );
      expect(enabled()).toEqual([false, true, true]);
      await run.fire('#webButton', 'click');
      await run.settle();
      expect(enabled()).toEqual([true, true, false]);
      const items = (run.$w('#projectsGallery') as unknown as { items: { title: string }[] }).items;
      expect(items.map((i) => i.title)).toEqual(['shop']);
      await run.fire('#projectsGallery', 'itemClicked', { itemIndex: 0 });
      await run.settle();
      expect(run.navigations).toEqual(['/projects/shop']);
      expect(run.errors).toEqual([]);
      expect(result.instructions).toContain('whose URL is `/projects/{slug}`');
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "opens the lightbox the prompt names with the clicked photo's fields (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "I'm a wedding photographer. Show my Photos collection in portfolioGallery, filtered by categoryDropdown (All, Weddings, Portraits) on the category field. Clicking an image in the gallery opens the 'PhotoLightbox' lightbox and passes it that photo's title, image and caption.",
          { Photos: { title: 'text', image: 'image', caption: 'text', category: 'text' } },
          [
            { id: 'categoryDropdown', type: 'dropdown' },
            { id: 'portfolioGallery', type: 'gallery' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [title, category] of [
              ['Vows', 'Weddings'],
              ['Ada', 'Portraits'],
            ])
              void page.data.insert('Photos', {
                title,
                category,
                caption: `${title} caption`,
                image: `https://static.wixstatic.com/media/${title}.jpg`,
              });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      await run.setValue('#categoryDropdown', 'Portraits');
      await run.settle();
      await run.fire('#portfolioGallery', 'itemClicked', { itemIndex: 0 });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(run.records.lightboxes.map((l) => [l.name, l.data])).toEqual([
        [
          'PhotoLightbox',
          {
            title: 'Ada',
            image: 'https://static.wixstatic.com/media/Ada.jpg',
            caption: 'Ada caption',
          },
        ],
      ]);
    },
  );
});
