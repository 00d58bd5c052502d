/**
 * What the user's error text means, in plain words (velo-reference §12). These sentences open
 * the explanation; the fixes themselves come from the code.
 */

interface Pattern {
  test: RegExp;
  meaning: (match: RegExpExecArray) => string;
}

const PATTERNS: Pattern[] = [
  {
    test: /\$w\(\.\.\.\)\.([\w$]+) is not a function/,
    meaning: (m) =>
      `\`$w(...).${m[1]} is not a function\` means the selector matched no element (an id that is not on the page, or a missing '#'), or the element's type has no \`${m[1]}\`.`,
  },
  {
    test: /Cannot (?:read|set) propert(?:y|ies) of (?:undefined|null)/,
    meaning: () =>
      '`Cannot read properties of undefined` means a value was missing: often a selector that matched no element, or a query that returned no items.',
  },
  {
    test: /WDE0025|The\s+\S+\s+collection does not exist/,
    meaning: () =>
      '`WDE0025` means wix-data was asked for a collection that does not exist: the name in the code must match the collection id in the CMS exactly, capitals included.',
  },
  {
    test: /must have a member named [`'"]?_id/,
    meaning: () =>
      'The repeater rejected its data because an item has no `_id`: every object given to `.data` needs a unique string `_id`.',
  },
  {
    test: /_id parameter .*must be of type string/,
    meaning: () => 'The repeater rejected its data because an `_id` is not a string.',
  },
  {
    test: /has only a getter/,
    meaning: () =>
      '`hidden`, `collapsed` and `enabled` can only be read; `show()`/`hide()`, `collapse()`/`expand()` and `enable()`/`disable()` change them.',
  },
  {
    test: /not assignable to parameter of type 'WixElementSelector'/,
    meaning: () =>
      "The editor does not know that selector: the id is not on the page, or the '#' is missing.",
  },
  {
    test: /Property '([\w$]+)' does not exist on type '([\w$.]+)'/,
    meaning: (m) => `The editor says the ${m[2]} element has no \`${m[1]}\`.`,
  },
  {
    test: /\b((?!\$w\b)[A-Za-z_$][\w$]*) is not defined/,
    meaning: (m) =>
      `\`${m[1]} is not defined\` means the code uses \`${m[1]}\` without declaring or importing it (or without quotes, when it was meant as an id).`,
  },
];

/** One sentence per recognised error in the user's text, in a fixed order. */
export function recogniseError(errorDetails: string): string[] {
  return PATTERNS.flatMap(({ test, meaning }) => {
    const match = test.exec(errorDetails);
    return match ? [meaning(match)] : [];
  });
}
