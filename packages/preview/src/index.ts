/** The preview runtime's public constants; the runtime itself is built to dist/runtime.js. */
export const PREVIEW_RUNTIME_FILE = 'runtime.js';
