import { describe, expect, it } from 'vitest';

import { checkPieces } from './index';
import { describeAll, JSW_MODULE, pieces, problems, SITE, WEB_MODULE } from './testing/fixtures';
import * as good from './testing/good-code';

/** No false positives: idiomatic code following velo-output-guide.md has no errors or warnings. */
describe('checker on idiomatic code', () => {
  it.each([
    ['a repeater filled from wix-data with $item binding', good.REPEATER_PAGE],
    ['a form inserting into a collection with validation', good.FORM_PAGE],
    ['a debounced search', good.SEARCH_PAGE],
    ['the -frontend modules', good.FRONTEND_MODULES_PAGE],
    ['the legacy wix-location / wix-window / wix-storage modules', good.LEGACY_MODULES_PAGE],
    ['an HTML embed conversation', good.HTML_EMBED_PAGE],
  ])('%s', (_name, code) => {
    expect(describeAll(problems(checkPieces(pieces(code), SITE)))).toEqual([]);
  });

  it('a .web.js backend with webMethod and a page importing it', () => {
    const diagnostics = checkPieces(pieces(good.WEB_PAGE, good.WEB_BACKEND), SITE, {
      backendModule: WEB_MODULE,
    });
    expect(describeAll(problems(diagnostics))).toEqual([]);
  });

  it('a legacy .jsw backend and a page importing from backend/<name>', () => {
    const diagnostics = checkPieces(pieces(good.JSW_PAGE, good.JSW_BACKEND), SITE, {
      backendModule: JSW_MODULE,
    });
    expect(describeAll(problems(diagnostics))).toEqual([]);
  });

  it('page, backend and HTML together, with no backend module given', () => {
    const diagnostics = checkPieces(pieces(good.WEB_PAGE, good.WEB_BACKEND, good.GOOD_HTML), SITE);
    expect(describeAll(problems(diagnostics))).toEqual([]);
  });

  it('skips empty pieces', () => {
    expect(checkPieces(pieces('', '  \n', ''), SITE)).toEqual([]);
  });
});
