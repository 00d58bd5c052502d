/** Legal documents and the FAQ (spec sections 2, 3, 5, 7): filled by the legal issue. */
export {};
