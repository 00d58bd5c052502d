/** One column on phones, two on tablets, three on the list width. */
export const SESSION_GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;
