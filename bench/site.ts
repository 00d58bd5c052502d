// The generation request the generate and streaming benchmarks send, and the model answers the
// fake model gives for it: the template engine's code for the same site, which the checker
// passes without errors (so no repair round), made unique per request so the checker cannot
// reuse a parse from an earlier request (a real user never sends the same answer twice).
import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import {
  buildStructure,
  createChecker,
  generateWithTemplate,
  importedBackendModule,
} from '@veloforge/velo';

/** A product page: a repeater over a collection, search, a booking form, a backend module. */
export const SITE_REQUEST: TGenerationRequestInput = {
  prompt: 'List the products in the repeater with a search box, and save bookings from the form',
  outputType: 'frontend_backend',
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
        { id: 'photo', type: 'image' },
      ],
    },
    {
      name: 'Bookings',
      fields: [
        { id: 'name', type: 'text' },
        { id: 'date', type: 'date' },
      ],
    },
  ],
  elementIds: ['searchInput', 'statusText'],
  elementHierarchy: {
    elements: [
      {
        id: 'productRepeater',
        type: 'repeater',
        children: ['itemTitle', 'itemPrice', 'itemPhoto'],
      },
      { id: 'itemTitle', type: 'text', parentId: 'productRepeater' },
      { id: 'itemPrice', type: 'text', parentId: 'productRepeater' },
      { id: 'itemPhoto', type: 'image', parentId: 'productRepeater' },
      { id: 'bookingForm', type: 'form', children: ['nameInput', 'dateInput', 'bookButton'] },
      { id: 'nameInput', type: 'input', parentId: 'bookingForm' },
      { id: 'dateInput', type: 'input', parentId: 'bookingForm' },
      { id: 'bookButton', type: 'button', parentId: 'bookingForm' },
      { id: 'searchInput', type: 'input' },
      { id: 'statusText', type: 'text' },
    ],
  },
};

/** The request of benchmark call `n`: its number in the prompt lets the fake model's timing be matched. */
export function requestFor(n: number): TGenerationRequestInput {
  return { ...SITE_REQUEST, prompt: `${SITE_REQUEST.prompt} (bench call ${n})` };
}

/** The number requestFor put in a model request's messages, or null. */
export function callNumberIn(text: string): number | null {
  const match = /\(bench call (\d+)\)/.exec(text);
  return match ? Number(match[1]) : null;
}

const request = ZGenerationRequest.parse(SITE_REQUEST);
const structure = buildStructure(request);
const pieces = generateWithTemplate(request, structure);

/** The model's JSON answer for answer number `n` (a comment makes each one unique). */
export function answerFor(n: number): string {
  return JSON.stringify({
    ...pieces,
    frontendCode: `// answer ${n}\n${pieces.frontendCode}`,
  });
}

/**
 * The checker alone, in this process, kept warm like the server's: each call checks a new unique
 * answer and returns its milliseconds; throws if the answer has errors (the server would then
 * run a repair round, and the benchmark would not measure what it says).
 */
export function checkerTimer(): () => number {
  const checker = createChecker();
  const backendModule = importedBackendModule(pieces.frontendCode, request.preferences);
  const options = backendModule ? { backendModule } : {};
  let runs = 0;
  return () => {
    const unique = { ...pieces, frontendCode: `// check ${++runs}\n${pieces.frontendCode}` };
    const start = performance.now();
    const diagnostics = checker.check(unique, structure, options);
    const elapsed = performance.now() - start;
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0)
      throw new Error(`the bench answer has checker errors: ${errors[0]!.message}`);
    return elapsed;
  };
}
