import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * A form with an Upload Button filling a Document or Image field: the chosen file is uploaded to
 * the Media Manager when the form is sent, and its URL is what the item stores. Run in the
 * preview runtime, whose upload button answers Media Manager URLs.
 */

const ELEMENTS = [
  { id: 'applyForm', type: 'form' },
  { id: 'fullNameInput', type: 'input', parentId: 'applyForm' },
  { id: 'cvUploadButton', type: 'custom', customType: 'UploadButton', parentId: 'applyForm' },
  { id: 'applyButton', type: 'button', parentId: 'applyForm' },
  { id: 'statusText', type: 'text', parentId: 'applyForm' },
];

const applicationForm = (
  outputType: 'velo' | 'frontend_backend',
  prompt = 'Job application form: full name and the CV upload. Save to Applications.',
) =>
  ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Applications',
        fields: [
          { id: 'fullName', type: 'text' },
          { id: 'cv', type: 'document' },
        ],
      },
    ],
    elementIds: ELEMENTS.map((e) => e.id),
    elementHierarchy: { elements: ELEMENTS },
  });

describe('template engine: upload buttons in forms', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'uploads the chosen file and stores its Media Manager URL (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(applicationForm(outputType), {
        itemsPerCollection: 0,
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      (run.$w('#fullNameInput') as unknown as { value: string }).value = 'Grace Hopper';
      await run.fire('#applyButton', 'click');
      await run.settle();
      expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(
        'Please choose a CV to upload.',
      );
      await run.setValue('#cvUploadButton', ['grace-cv.pdf']);
      await run.fire('#applyButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Applications').find();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ fullName: 'Grace Hopper' });
      expect(String(items[0]?.['cv'])).toMatch(/^wix:document:\/\/v1\/.*grace-cv\.pdf$/);
      // Reset for the next applicant: no file chosen any more.
      expect((run.$w('#cvUploadButton') as unknown as { value: unknown[] }).value).toEqual([]);
      expect(result.instructions).toContain(
        'Upload Button, ID `cvUploadButton`, inside `applyForm` (set its file type to Document)',
      );
    },
  );

  it('uploads into a URL field too, and never requires an upload button that fills nothing', async () => {
    const request = ZGenerationRequest.parse({
      ...applicationForm('frontend_backend'),
      collections: [
        {
          name: 'Applications',
          fields: [
            { id: 'fullName', type: 'text' },
            { id: 'cvUrl', type: 'url' },
          ],
        },
      ],
    });
    const { run } = await runGenerated(request, { itemsPerCollection: 0 });
    (run.$w('#fullNameInput') as unknown as { value: string }).value = 'Grace Hopper';
    await run.setValue('#cvUploadButton', ['cv.pdf']);
    await run.fire('#applyButton', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Applications').find();
    expect(String(items[0]?.['cvUrl'])).toMatch(/cv\.pdf$/);

    const unmapped = ZGenerationRequest.parse({
      ...applicationForm('frontend_backend'),
      collections: [{ name: 'Applications', fields: [{ id: 'fullName', type: 'text' }] }],
    });
    const second = await runGenerated(unmapped, { itemsPerCollection: 0 });
    expect(second.result.frontendCode).not.toContain('to upload.');
  });

  it.each([
    [
      'velo',
      'Job application form: cvUploadButton takes their CV (PDF only, max 5 MB). Save to Applications.',
      'PDF',
      /\.pdf\$/,
    ],
    [
      'frontend_backend',
      'Application form saved to Applications. The CV must be a PDF or Word file, no larger than 5MB.',
      'PDF or Word',
      /(?:pdf|doc|docx)/,
    ],
  ] as const)(
    'refuses a file of another kind or over the size the prompt gives, before uploading (%s)',
    async (outputType, prompt, kinds, pattern) => {
      const { result, run } = await runGenerated(applicationForm(outputType, prompt), {
        itemsPerCollection: 0,
      });
      expect(result.frontendCode).toMatch(pattern);
      (run.$w('#fullNameInput') as unknown as { value: string }).value = 'Grace Hopper';
      const send = async (file: { name: string; size: number }) => {
        await run.setValue('#cvUploadButton', [file]);
        await run.fire('#applyButton', 'click');
        await run.settle();
        return (run.$w('#statusText') as unknown as { text: string }).text;
      };
      expect(await send({ name: 'cv.exe', size: 1000 })).toBe(`The CV must be a ${kinds} file.`);
      expect(await send({ name: 'cv.PDF', size: 6 * 1024 * 1024 })).toBe(
        'The CV must be 5 MB or smaller.',
      );
      expect((await run.wixData.query('Applications').find()).items).toEqual([]);
      await send({ name: 'cv.pdf', size: 5 * 1024 * 1024 });
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Applications').find();
      expect(String(items[0]?.['cv'])).toMatch(/cv\.pdf$/);
    },
  );
});
