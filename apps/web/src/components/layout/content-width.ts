/** Content max widths from the ui-guide, in px: the generator, reading pages, lists and admin. */
export const CONTENT_WIDTH = {
  generator: 1400,
  list: 1200,
  reading: 960,
  narrow: 480,
} as const;

export type ContentWidth = keyof typeof CONTENT_WIDTH;
