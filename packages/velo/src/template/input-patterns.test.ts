import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 13's plumber: 'zip code (zipInput, 5 digits)' and 'We only serve zips starting with 94 —
 * otherwise show '…' in statusText and do not save'. Before, any zip was saved and every visitor
 * read the refusal as the thanks.
 */

describe('template engine: a typed code with a shape', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'refuses a zip outside the area in the quoted words and thanks for one inside (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Quote request: name (nameInput), zip code (zipInput, 5 digits). quoteButton saves to QuoteRequests. We only serve zips starting with 94 — otherwise show 'Sorry, we don't cover your area yet' in statusText and do not save.",
          { QuoteRequests: { name: 'text', zip: 'text' } },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'zipInput', type: 'input' },
            { id: 'quoteButton', type: 'button' },
            { id: 'statusText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const ask = async (zip: string) => {
        await run.setValue('#nameInput', 'Ada');
        await run.setValue('#zipInput', zip);
        await run.fire('#quoteButton', 'click');
        await run.settle();
        return (run.$w('#statusText') as unknown as { text: string }).text;
      };
      expect(await ask('10001')).toBe("Sorry, we don't cover your area yet");
      expect(await ask('9410')).toBe('Zip must be 5 digits.');
      expect((await run.wixData.query('QuoteRequests').find()).items).toHaveLength(0);
      expect(await ask('94107')).not.toMatch(/Sorry|must/);
      const { items } = await run.wixData.query('QuoteRequests').find();
      expect(items.map((i) => i['zip'])).toEqual(['94107']);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          "if (item.zip && !['94'].some((start) => item.zip.startsWith(start))) {",
        );
      expect(run.errors).toEqual([]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "'(10 or 13 digits, 'ISBN must be 10 or 13 digits')' takes either length (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Sell form: sellTitle, sellIsbn (10 or 13 digits, 'ISBN must be 10 or 13 digits'), postBookBtn saves to Textbooks. Show problems in sellMsg.",
          { Textbooks: { title: 'text', isbn: 'text' } },
          [
            { id: 'sellTitle', type: 'input' },
            { id: 'sellIsbn', type: 'input' },
            { id: 'postBookBtn', type: 'button' },
            { id: 'sellMsg', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const post = async (isbn: string) => {
        await run.setValue('#sellTitle', 'Calculus');
        await run.setValue('#sellIsbn', isbn);
        await run.fire('#postBookBtn', 'click');
        await run.settle();
        return (run.$w('#sellMsg') as unknown as { text: string }).text;
      };
      expect(await post('12345678901')).toBe('ISBN must be 10 or 13 digits');
      await post('0306406152');
      await post('9780306406157');
      const { items } = await run.wixData.query('Textbooks').find();
      expect(items.map((i) => i['isbn'])).toEqual(['0306406152', '9780306406157']);
      expect(run.errors).toEqual([]);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "'phone must be digits only (\"…\")': refused in the prompt's words, plate untouched (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Car wash booking: customer enters name, phone, plate number, then bookBtn saves to WashBookings. Rules: plate number is required, phone must be digits only ("Phone must contain only numbers"). Show problems in statusText.',
          { WashBookings: { name: 'text', phone: 'text', plate: 'text' } },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'phoneInput', type: 'input' },
            { id: 'plateInput', type: 'input' },
            { id: 'bookBtn', type: 'button' },
            { id: 'statusText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      const book = async (phone: string) => {
        await run.setValue('#nameInput', 'Ann');
        await run.setValue('#phoneInput', phone);
        await run.setValue('#plateInput', 'AB-123');
        await run.fire('#bookBtn', 'click');
        await run.settle();
        return (run.$w('#statusText') as unknown as { text: string }).text;
      };
      expect(await book('555 1234')).toBe('Phone must contain only numbers');
      await book('5551234');
      const { items } = await run.wixData.query('WashBookings').find();
      expect(items.map((i) => [i['phone'], i['plate']])).toEqual([['5551234', 'AB-123']]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain('if (item.phone && !/^\\d+$/.test(item.phone)) {');
    },
  );
});
