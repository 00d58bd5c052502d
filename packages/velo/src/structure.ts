import type { ElementType, FieldType, THierarchyElement, TCollection } from '@veloforge/shared';
import { CONTAINER_ELEMENT_TYPES } from '@veloforge/shared';
import { escapeRegExp } from './regexp';

/**
 * The declared site, normalised once: every element id (from the id list and the hierarchy) with
 * a type, a Velo type name and consistent parent/children links; collections with field keys.
 * The template engine, the checker, the instruction builder and the troubleshooter all read this.
 */

export interface SiteField {
  key: string;
  type: FieldType;
}

export interface SiteCollection {
  name: string;
  fields: SiteField[];
}

export interface SiteElement {
  id: string;
  type: ElementType;
  /** The custom type name the user typed, for type 'custom'. */
  customType?: string;
  description?: string;
  /** The Wix runtime type name, e.g. 'Repeater' (`$w.Repeater`); null when unknown (custom). */
  veloType: string | null;
  parentId: string | null;
  children: string[];
  /** 'hierarchy' when the user gave its type; 'id-list' when the type was inferred from the id. */
  source: 'hierarchy' | 'id-list';
}

export interface SiteStructure {
  collections: SiteCollection[];
  /** In declaration order: hierarchy elements first, then ids only in the id list. */
  elements: SiteElement[];
  byId: ReadonlyMap<string, SiteElement>;
  /** Problems found while normalising (dangling parents, cycles), in plain words. */
  notes: string[];
}

export interface StructureInput {
  collections: TCollection[];
  elementIds: string[];
  elementHierarchy?: { elements: THierarchyElement[] };
  /** Instruction builder: element index (in elementIds) to a type name. */
  customTypes?: Record<string, string>;
  /** The request's prompt: 'the multi-state box signupStates' says what a declared box is. */
  prompt?: string;
}

/**
 * Declared element type → Wix runtime type. `form`, `grid` and `container` are Boxes in Velo;
 * `video` is the VideoPlayer element; `radio` is the builder's name for a RadioButtonGroup.
 */
export const VELO_TYPE_BY_ELEMENT_TYPE: Record<ElementType, string | null> = {
  repeater: 'Repeater',
  container: 'Box',
  section: 'Section',
  form: 'Box',
  gallery: 'Gallery',
  table: 'Table',
  column: 'Column',
  grid: 'Box',
  input: 'TextInput',
  textarea: 'TextBox',
  button: 'Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  radioGroup: 'RadioButtonGroup',
  radio: 'RadioButtonGroup',
  slider: 'Slider',
  text: 'Text',
  image: 'Image',
  video: 'VideoPlayer',
  dataset: 'Dataset',
  custom: null,
};

/** Wix element type names a custom type may name directly (e.g. 'DatePicker', '$w.Switch'). */
export const KNOWN_VELO_TYPES = [
  'AddressInput',
  'Anchor',
  'AudioPlayer',
  'Box',
  'Button',
  'Captcha',
  'Checkbox',
  'CheckboxGroup',
  'Column',
  'ColumnStrip',
  'Container',
  'Dataset',
  'DatePicker',
  'Dropdown',
  'DynamicDataset',
  'Footer',
  'Gallery',
  'GoogleMap',
  'Header',
  'HtmlComponent',
  'IFrame',
  'Image',
  'MediaBox',
  'Menu',
  'MultiStateBox',
  'Pagination',
  'ProgressBar',
  'RadioButtonGroup',
  'RangeSlider',
  'RatingsDisplay',
  'RatingsInput',
  'Repeater',
  'RichTextBox',
  'Section',
  'Slide',
  'Slider',
  'Slideshow',
  'State',
  'Switch',
  'Table',
  'Tabs',
  'Text',
  'TextBox',
  'TextInput',
  'TimePicker',
  'UploadButton',
  'VectorImage',
  'VideoBox',
  'VideoPlayer',
] as const;

/**
 * Ids without a declared type get one from their name: 'submitButton' is a button. Wix elements
 * VeloForge has no type for come back as custom types when the name ends with theirs as whole
 * words ('startDatePicker', 'html1', 'newsletterSwitch'), so the checker, the preview and the
 * template see the element the site really has.
 */
const TYPE_BY_ID_PATTERN: [RegExp, ElementType | KnownVeloType][] = [
  [/repeater|^rpt/i, 'repeater'],
  [/dataset/i, 'dataset'],
  // Case-sensitive, at camelCase word starts: 'realEstateBox' is no StateBox, 'bioHtml' no embed.
  [/(^date|Date)Picker\d*$/, 'DatePicker'],
  [/(^time|Time)Picker\d*$/, 'TimePicker'],
  [/(^upload|Upload)(er|Button)?\d*$/, 'UploadButton'],
  [/(^s|S)tateBox\d*$/, 'MultiStateBox'],
  [/^(html|iframe)\d*$|(Iframe|HtmlEmbed|HtmlComponent|EmbedHtml)\d*$/, 'HtmlComponent'],
  [/(^checkbox|Checkbox)Group\d*$/, 'CheckboxGroup'],
  [/(^p|P)agination(Bar)?\d*$/, 'Pagination'],
  [/table/i, 'table'],
  [/gallery|slideshow/i, 'gallery'],
  [/button|btn/i, 'button'],
  [/(^s|S)witch\d*$/, 'Switch'],
  [/dropdown|select/i, 'dropdown'],
  [/checkbox/i, 'checkbox'],
  [/radio/i, 'radioGroup'],
  [/slider/i, 'slider'],
  [/textbox|textarea/i, 'textarea'],
  [/input|search|field$/i, 'input'],
  [/video/i, 'video'],
  [/image|img|photo|picture|avatar|thumbnail|logo/i, 'image'],
  [/form/i, 'form'],
  [/section/i, 'section'],
  [/column/i, 'column'],
  [/box|container|wrapper|group|card|strip/i, 'container'],
];

type KnownVeloType = (typeof KNOWN_VELO_TYPES)[number];

/** The type an id's name suggests: one of VeloForge's element types, or a Wix custom type. */
export function inferElementType(id: string): { type: ElementType; customType?: string } {
  const found = TYPE_BY_ID_PATTERN.find(([pattern]) => pattern.test(id))?.[1] ?? 'text';
  return (KNOWN_VELO_TYPES as readonly string[]).includes(found)
    ? { type: 'custom', customType: found }
    : { type: found as ElementType };
}

export function veloTypeOf(type: ElementType, customType?: string): string | null {
  if (type !== 'custom') return VELO_TYPE_BY_ELEMENT_TYPE[type];
  const name = customType?.trim().replace(/^\$w\./, '');
  return KNOWN_VELO_TYPES.find((known) => known.toLowerCase() === name?.toLowerCase()) ?? null;
}

export function isContainerType(type: ElementType): boolean {
  return CONTAINER_ELEMENT_TYPES.includes(type);
}

/**
 * A listed id's type: a VeloForge type or a Wix type named in `customTypes`, else the one its
 * name suggests.
 */
function typeOfListedId(
  input: StructureInput,
  id: string,
  index: number,
): { type: ElementType; customType?: string } {
  const named = input.customTypes?.[String(index)]?.trim();
  if (!named) return inferElementType(id);
  const known = (Object.keys(VELO_TYPE_BY_ELEMENT_TYPE) as ElementType[]).find(
    (t) => t.toLowerCase() === named.toLowerCase(),
  );
  return known ? { type: known } : { type: 'custom', customType: named };
}

export function buildStructure(input: StructureInput): SiteStructure {
  const notes: string[] = [];
  const byId = new Map<string, SiteElement>();
  for (const declared of input.elementHierarchy?.elements ?? []) {
    if (byId.has(declared.id)) {
      notes.push(`Element "${declared.id}" is declared twice; the first declaration is used.`);
      continue;
    }
    byId.set(declared.id, {
      id: declared.id,
      type: declared.type,
      ...(declared.customType ? { customType: declared.customType } : {}),
      ...(declared.description?.trim() ? { description: declared.description.trim() } : {}),
      veloType: veloTypeOf(declared.type, declared.customType),
      parentId: declared.parentId ?? null,
      children: [...(declared.children ?? [])],
      source: 'hierarchy',
    });
  }
  input.elementIds.forEach((id, index) => {
    if (byId.has(id)) return;
    const { type, customType } = typeOfListedId(input, id, index);
    byId.set(id, {
      id,
      type,
      ...(type === 'custom' && customType ? { customType } : {}),
      veloType: veloTypeOf(type, customType),
      parentId: null,
      children: [],
      source: 'id-list',
    });
  });
  linkParentsAndChildren(byId, notes);
  promoteStateBoxes(byId, input.prompt ?? '', notes);
  return {
    collections: input.collections.map((c) => ({
      name: c.name,
      fields: c.fields.map((f) => ({ key: f.id, type: f.type })),
    })),
    elements: [...byId.values()],
    byId,
    notes,
  };
}

/**
 * A box declared as a plain container that is a multi-state box: the prompt calls it one ('the
 * multi-state box signupStates', 'signupStates (a multi-state box)') or its children are States.
 * Typed as the MultiStateBox it is, so changeState is checked, previewed and used; a note says so.
 */
function promoteStateBoxes(byId: Map<string, SiteElement>, prompt: string, notes: string[]): void {
  const MULTI = String.raw`multi-?state(?: box)?`;
  for (const element of byId.values()) {
    if (element.veloType === 'MultiStateBox' || !['container', 'custom'].includes(element.type))
      continue;
    if (element.type === 'custom' && element.veloType !== null) continue;
    const id = escapeRegExp(element.id);
    const called = new RegExp(
      String.raw`\b${MULTI}\s+(?:called\s+|named\s+)?["'\x60]?${id}\b|\b${id}["'\x60]?\s*(?:\(\s*)?(?:is\s+)?(?:a|the)\s+${MULTI}`,
      'i',
    ).test(prompt);
    const states = element.children.some(
      (c) =>
        byId
          .get(c)
          ?.customType?.replace(/^\$w\./, '')
          .toLowerCase() === 'state',
    );
    if (!called && !states) continue;
    element.type = 'custom';
    element.customType = 'MultiStateBox';
    element.veloType = 'MultiStateBox';
    notes.push(
      `Element "${element.id}" is used as a Multi-State Box: ${called ? 'the prompt calls it one' : 'its children are states'}.`,
    );
  }
}

/** Children lists and parent ids describe one tree: make both agree, drop dangling links, break cycles. */
function linkParentsAndChildren(byId: Map<string, SiteElement>, notes: string[]): void {
  for (const element of byId.values()) {
    if (element.parentId && !byId.has(element.parentId)) {
      notes.push(`Element "${element.id}" names an undeclared parent "${element.parentId}".`);
      element.parentId = null;
    }
    if (element.parentId === element.id) element.parentId = null;
  }
  for (const element of byId.values()) {
    for (const childId of element.children) {
      const child = byId.get(childId);
      if (!child) {
        notes.push(`Element "${element.id}" lists an undeclared child "${childId}".`);
        continue;
      }
      if (child.parentId === null && child.id !== element.id) child.parentId = element.id;
    }
  }
  for (const element of byId.values()) {
    const seen = new Set([element.id]);
    for (let p = element.parentId; p; p = byId.get(p)?.parentId ?? null) {
      if (seen.has(p)) {
        notes.push(
          `Element "${element.id}" is inside itself through its parents; its parent link was removed.`,
        );
        element.parentId = null;
        break;
      }
      seen.add(p);
    }
  }
  for (const element of byId.values()) element.children = [];
  for (const element of byId.values()) {
    if (element.parentId) byId.get(element.parentId)!.children.push(element.id);
  }
}

/** The element's ancestors, nearest first. */
export function ancestorsOf(structure: SiteStructure, id: string): SiteElement[] {
  const result: SiteElement[] = [];
  for (let p = structure.byId.get(id)?.parentId; p; p = structure.byId.get(p)?.parentId) {
    result.push(structure.byId.get(p)!);
  }
  return result;
}

/** The repeater an element is repeated in, if any: such elements need `$item`, not `$w`. */
export function enclosingRepeater(structure: SiteStructure, id: string): SiteElement | null {
  return ancestorsOf(structure, id).find((a) => a.type === 'repeater') ?? null;
}

/** Every element below `id`, depth first in declaration order. */
export function descendantsOf(structure: SiteStructure, id: string): SiteElement[] {
  const element = structure.byId.get(id);
  if (!element) return [];
  return element.children.flatMap((childId) => [
    structure.byId.get(childId)!,
    ...descendantsOf(structure, childId),
  ]);
}

export function findCollection(structure: SiteStructure, name: string): SiteCollection | undefined {
  return structure.collections.find((c) => c.name === name);
}

/** Fields every wix-data item has (velo-reference 7.4). */
export const SYSTEM_FIELDS = ['_id', '_owner', '_createdDate', '_updatedDate'] as const;
