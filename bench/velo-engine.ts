// Template engine + full check of a 50-element, 10-collection structure, cold and warm, against
// baselines measured in the same run (parsing the request; a plain TypeScript parse of the
// generated code). Goals (issue 5): engine <= 50 ms, warm check <= 300 ms.
// Usage: pnpm bench:velo [warm iterations]
import { performance } from 'node:perf_hooks';

import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { buildStructure, createChecker, generateWithTemplate } from '@veloforge/velo';
import ts from 'typescript';

const WARM_RUNS = Number(process.argv[2] ?? 20);

const FIELD_TYPES = ['text', 'number', 'date', 'image', 'boolean', 'url'] as const;

/** 50 elements: five repeaters with four bound children, two forms of four, 15 controls; ten collections. */
function largeSite(): TGenerationRequestInput {
  const names = [
    'Products',
    'Posts',
    'Members',
    'Events',
    'Jobs',
    'Recipes',
    'Bookings',
    'Reviews',
    'Teams',
    'Faqs',
  ];
  const collections = names.map((name) => ({
    name,
    fields: ['title', 'price', 'publishDate', 'photo', 'featured', 'link'].map((id, i) => ({
      id,
      type: FIELD_TYPES[i]!,
    })),
  }));
  const elements: NonNullable<TGenerationRequestInput['elementHierarchy']>['elements'] = [];
  for (const name of names.slice(0, 5)) {
    const rep = `${name.toLowerCase()}Repeater`;
    const kids = ['Title', 'Price', 'Photo', 'Button'].map((k) => `${name.toLowerCase()}${k}`);
    elements.push({ id: rep, type: 'repeater', children: kids });
    elements.push(
      { id: kids[0]!, type: 'text', parentId: rep },
      { id: kids[1]!, type: 'text', parentId: rep },
      { id: kids[2]!, type: 'image', parentId: rep },
      { id: kids[3]!, type: 'button', parentId: rep },
    );
  }
  for (const name of ['booking', 'review']) {
    const form = `${name}Form`;
    const kids = [
      `${name}TitleInput`,
      `${name}PriceInput`,
      `${name}SubmitButton`,
      `${name}StatusText`,
    ];
    elements.push({ id: form, type: 'form', children: kids });
    elements.push(
      { id: kids[0]!, type: 'input', parentId: form },
      { id: kids[1]!, type: 'input', parentId: form },
      { id: kids[2]!, type: 'button', parentId: form },
      { id: kids[3]!, type: 'text', parentId: form },
    );
  }
  const singles: [string, string][] = [
    ['searchInput', 'input'],
    ['categoryDropdown', 'dropdown'],
    ['featuredCheckbox', 'checkbox'],
    ['eventsTable', 'table'],
    ['photoGallery', 'gallery'],
    ['loadMoreButton', 'button'],
    ['countText', 'text'],
    ['toggleButton', 'button'],
    ['detailsBox', 'container'],
    ['pageTitle', 'text'],
    ['heroImage', 'image'],
    ['priceSlider', 'slider'],
    ['sortButton', 'button'],
    ['statusText', 'text'],
    ['teamsSection', 'section'],
  ];
  for (const [id, type] of singles) elements.push({ id, type: type as 'text' });
  return {
    collections,
    elementIds: elements.map((e) => e.id),
    outputType: 'full',
    includeInstructions: true,
    prompt:
      'Show products with search, filter by category, sort by price, load more, and submit bookings',
    elementHierarchy: { elements },
  };
}

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const input = largeSite();
const [request, coldParse] = time(() => ZGenerationRequest.parse(input));
const structure = buildStructure(request);
console.log(
  `structure: ${structure.elements.length} elements, ${structure.collections.length} collections`,
);

const [pieces, coldEngine] = time(() => generateWithTemplate(request, structure));
const checker = createChecker();
const [coldDiagnostics, coldCheck] = time(() => checker.check(pieces, structure));

const parseRuns: number[] = [];
const engineRuns: number[] = [];
const checkRuns: number[] = [];
const tsParseRuns: number[] = [];
for (let i = 0; i < WARM_RUNS; i++) {
  parseRuns.push(time(() => ZGenerationRequest.parse(input))[1]);
  engineRuns.push(time(() => generateWithTemplate(request, buildStructure(request)))[1]);
  tsParseRuns.push(
    time(() => {
      ts.createSourceFile(
        'page.js',
        pieces.frontendCode,
        ts.ScriptTarget.ES2020,
        true,
        ts.ScriptKind.JS,
      );
      ts.createSourceFile(
        'backend.js',
        pieces.backendCode,
        ts.ScriptTarget.ES2020,
        true,
        ts.ScriptKind.JS,
      );
    })[1],
  );
  checkRuns.push(time(() => checker.check(pieces, structure))[1]);
}
const errors = coldDiagnostics.filter((d) => d.severity === 'error');

const requestParse = median(parseRuns);
const tsParse = median(tsParseRuns);
const rows = [
  {
    step: 'baseline: request parse (zod)',
    'cold ms': coldParse,
    'warm ms (median)': requestParse,
    goal: '',
    ratio: 1,
  },
  {
    step: 'template engine',
    'cold ms': coldEngine,
    'warm ms (median)': median(engineRuns),
    goal: '<= 50',
    ratio: median(engineRuns) / requestParse,
  },
  {
    step: 'baseline: TypeScript parse of the pieces',
    'cold ms': NaN,
    'warm ms (median)': tsParse,
    goal: '',
    ratio: 1,
  },
  {
    step: 'full check (TS + corvid-types + rules)',
    'cold ms': coldCheck,
    'warm ms (median)': median(checkRuns),
    goal: '<= 300 warm',
    ratio: median(checkRuns) / tsParse,
  },
];
console.log(
  `\nwarm runs: ${WARM_RUNS}; generated ${pieces.frontendCode.split('\n').length} lines of page code; check errors: ${errors.length}\n`,
);
console.table(
  rows.map((r) => ({
    ...r,
    'cold ms': Number.isNaN(r['cold ms']) ? '-' : r['cold ms'].toFixed(1),
    'warm ms (median)': r['warm ms (median)'].toFixed(2),
    ratio: `${r.ratio.toFixed(1)}x`,
  })),
);
const ok = median(engineRuns) <= 50 && median(checkRuns) <= 300 && errors.length === 0;
if (!ok) {
  for (const e of errors) console.error(`${e.piece}:${e.line}:${e.column} ${e.code} ${e.message}`);
  process.exitCode = 1;
}
