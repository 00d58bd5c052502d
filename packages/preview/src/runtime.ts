/**
 * Browser entry of the sandboxed preview (filled by the Live preview issue). It is bundled to
 * dist/runtime.js so the preview frame loads one script.
 */
export const PREVIEW_RUNTIME_READY = 'veloforge:preview-ready';
