import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';

/** Lightbox buttons: each opens the lightbox named in the prompt's clause about it. */

const engine = createVeloEngine();

describe('template engine: lightboxes named per button', () => {
  it('opens the lightbox named in the clause that names each button', async () => {
    const result = await engine.generate(
      ZGenerationRequest.parse({
        prompt:
          'The "Book a call" button opens the "Booking" lightbox and the "Quick view" button opens the "Gallery" popup.',
        outputType: 'velo',
        includeInstructions: true,
        collections: [],
        elementIds: ['bookCallButton', 'quickViewButton'],
      }),
    );
    const opens = (id: string) =>
      new RegExp(`#${id}'\\)\\.onClick\\([^]*?openLightbox\\('([^']+)'\\)`).exec(
        result.frontendCode,
      )?.[1];
    expect(opens('bookCallButton')).toBe('Booking');
    expect(opens('quickViewButton')).toBe('Gallery');
    expect(result.instructions).toContain('Create the lightbox "Gallery".');
  });

  it('keeps a quoted lightbox name with "and" whole', async () => {
    const result = await engine.generate(
      ZGenerationRequest.parse({
        prompt: 'The terms button opens the lightbox named "Terms and Conditions".',
        outputType: 'velo',
        collections: [],
        elementIds: ['termsButton'],
      }),
    );
    expect(result.frontendCode).toContain("openLightbox('Terms and Conditions')");
  });
});
