import { describe, expect, it } from 'vitest';

import { createVeloEngine } from './engine';
import { PROMPT_ELEMENT_UNUSED } from './prompt-coverage';
import { pageRequest } from './template/test-support';

/**
 * Review 27: prompts written as people talk name elements in words ('the message box' for
 * messageBox, 'a Book now button' for bookNowButton). What such a sentence asked for was left
 * out with no finding, since only the id itself counted as naming the element.
 */

const template = createVeloEngine();

async function unused(prompt: string, elements: { id: string; type: string; parentId?: string }[]) {
  const result = await template.generate(pageRequest(prompt, {}, elements));
  return result.diagnostics
    .filter((d) => d.code === PROMPT_ELEMENT_UNUSED)
    .map((d) => d.message.replace(/.*never uses /, ''));
}

describe('sentences naming an unused element in its words', () => {
  it('are named in the findings, with the element', async () => {
    expect(
      await unused('The message box glows while the visitor types in it.', [
        { id: 'messageBox', type: 'textarea' },
      ]),
    ).toEqual([
      "'#messageBox'. Reword that sentence and generate again, or write that part yourself.",
    ]);
    expect(
      await unused('The hero image fades in. A back-to-top link sits in the footer.', [
        { id: 'heroImage', type: 'image' },
        { id: 'backToTopLink', type: 'button' },
      ]),
    ).toHaveLength(2);
  });
});
