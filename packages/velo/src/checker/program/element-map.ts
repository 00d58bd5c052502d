import { KNOWN_VELO_TYPES, type SiteStructure } from '../../structure';

/**
 * The page's `PageElementsMap`, the way Wix builds it (corvid-types src/dynamicTypes/elementsMap.js):
 * `type PageElementsMap = { "#<id>": <type>; }`. `$w('#id')` and `$item('#id')` are typed from it
 * (declarations/page-selector). The TypeScript type for each declared element:
 *
 * | element.veloType                     | type in PageElementsMap  | why                                             |
 * |--------------------------------------|--------------------------|-------------------------------------------------|
 * | declared in corvid-types `$w` (Text, | `$w.<veloType>`          | corvid-types 0.4.16 declares it                 |
 * |   Button, Repeater, Box, ...)        |                          |                                                 |
 * | Dataset                              | `$w.dataset`             | corvid's alias of wix-dataset's `Dataset`       |
 * | DynamicDataset                       | `$w.router_dataset`      | corvid's alias of wix-dataset's `DynamicDataset`|
 * | Section                              | `VeloForge.Section`      | missing in 0.4.16; a Box (declarations/elements)|
 * | Tabs                                 | `VeloForge.Tabs`         | missing in 0.4.16 (declarations/elements)       |
 * | RangeSlider                          | `VeloForge.RangeSlider`  | missing in 0.4.16 (declarations/elements)       |
 * | null (custom type we cannot name)    | `VeloForge.UnknownElement` | Element members typed, any other member allowed |
 */
const OWN_TYPES: Record<string, string> = {
  Dataset: '$w.dataset',
  DynamicDataset: '$w.router_dataset',
  Section: 'VeloForge.Section',
  Tabs: 'VeloForge.Tabs',
  RangeSlider: 'VeloForge.RangeSlider',
};

const UNKNOWN_ELEMENT_TYPE = 'VeloForge.UnknownElement';

const KNOWN: ReadonlySet<string> = new Set(KNOWN_VELO_TYPES);

export function elementTypeName(veloType: string | null): string {
  if (veloType === null || !KNOWN.has(veloType)) return UNKNOWN_ELEMENT_TYPE;
  return OWN_TYPES[veloType] ?? `$w.${veloType}`;
}

export function elementsMapSource(structure: SiteStructure): string {
  const entries = structure.elements.map(
    (element) => `  ${JSON.stringify(`#${element.id}`)}: ${elementTypeName(element.veloType)};\n`,
  );
  return `type PageElementsMap = {\n${entries.join('')}};\n`;
}
