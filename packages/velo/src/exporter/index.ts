/**
 * The Wix exporter snippets (issue 11). Their text lives in @veloforge/shared so the web app can
 * show it without bundling this package; here they are checked (exporter.checker.test.ts) and run
 * in the preview runtime (exporter.runtime.test.ts).
 */
export {
  COLLECTIONS_EXPORTER_MODULE_PATH,
  COLLECTIONS_EXPORTER_PAGE_CODE,
  COLLECTIONS_EXPORTER_SNIPPET,
  COLLECTIONS_EXPORTER_STEPS,
  PAGE_EXPORTER_OUTPUT_ID,
  PAGE_EXPORTER_SNIPPET,
  PAGE_EXPORTER_STEPS,
  PAGE_EXPORTER_TYPES,
} from '@veloforge/shared';
