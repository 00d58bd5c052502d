import { describe, expect, it } from 'vitest';

import { PROMPT_ELEMENT_UNUSED } from '../prompt-coverage';
import { pageRequest, runGenerated } from './test-support';

/**
 * Review 29's event organiser: 'Members can edit an event's title and date using #titleInput,
 * #datePicker and #saveButton after clicking #editButton, but only for events they created' built
 * a form adding new events, callable by anyone (and its date picker filtered the list). An edit
 * of a picked item is not built: the checker names its elements instead.
 */

describe('template engine: a form that edits existing items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds no items and says what is left out (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Show all events in #eventsRepeater with #eventTitle (title). Members can edit an event's title and date using #titleInput, #datePicker and #saveButton after clicking #editButton, but only for events they created. Anyone can view events.",
          { Events: { title: 'text', date: 'date' } },
          [
            { id: 'eventsRepeater', type: 'repeater' },
            { id: 'eventTitle', type: 'text', parentId: 'eventsRepeater' },
            { id: 'editButton', type: 'button', parentId: 'eventsRepeater' },
            { id: 'titleInput', type: 'input' },
            { id: 'datePicker', type: 'custom', customType: 'DatePicker' },
            { id: 'saveButton', type: 'button' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const code = `${result.frontendCode}\n${result.backendCode}`;
      expect(code).not.toMatch(/wixData\.insert\('Events'/);
      expect(result.instructions).not.toMatch(/can add content/);
      const unused = result.diagnostics.find((d) => d.code === PROMPT_ELEMENT_UNUSED);
      expect(unused?.message).toContain("'#titleInput', '#datePicker' or '#saveButton'");
      expect(run.errors).toEqual([]);
    },
  );
});
