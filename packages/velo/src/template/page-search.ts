import { pascal, str } from './naming';
import { type PageContext, viewName } from './page-context';
import type { ListPlan } from './plan-types';
import type { ListSearch } from './plan-search';

/**
 * The search box: 300 ms after the last keystroke (one query, not one per key) and/or at once on
 * Enter, with nothing searched until `minChars` are typed (every item shows until then).
 */
export function writeSearch(
  ctx: PageContext,
  list: ListPlan,
  search: ListSearch,
  reload: () => void,
): void {
  const { body } = ctx;
  const view = viewName(list);
  const input = `$w(${str(`#${search.inputId}`)})`;
  const base = view.replace(/View$/, '');
  const timer = `${base}SearchTimer`;
  const run = `search${pascal(base)}`;
  const when = [
    ...(search.whileTyping ? ['as the visitor types, 300 ms after the last keystroke'] : []),
    ...(search.onEnter
      ? [search.whileTyping ? 'at once on Enter' : 'when the visitor presses Enter']
      : []),
  ];
  body.comment(
    `Search ${when.join(', and ')}${search.minChars > 1 ? `; fewer than ${search.minChars} characters show every item` : ''}.`,
  );
  const key = searchKey(list);
  if (search.remember) {
    ctx.needs.add(search.remember);
    body.comment(
      `The last search, kept in this browser (${search.remember} storage), is shown and searched again.`,
    );
    const saved = `saved${pascal(base)}Search`;
    body.line(`const ${saved} = ${search.remember}.getItem(${str(key)});`);
    body.block(`if (${saved}) {`, () => {
      body.line(`${input}.value = ${saved};`);
      body.line(`${view}.filters.search = ${saved};`);
    });
  }
  const param = search.fromUrl;
  if (param) {
    ctx.needs.add('location');
    body.comment(`The search the URL gives (?${param}=…) is shown and searched.`);
    const given = `url${pascal(base)}Search`;
    body.line(`const ${given} = ${ctx.location}.query[${str(param)}];`);
    body.block(`if (${given}) {`, () => {
      body.line(`${input}.value = ${given};`);
      body.line(`${view}.filters.search = ${given}.trim();`);
    });
  }
  if (search.whileTyping) body.line(`let ${timer};`);
  body.block(`async function ${run}() {`, () => {
    if (search.whileTyping) body.line(`clearTimeout(${timer});`);
    if (search.minChars > 1) {
      body.line(`const typed = ${input}.value.trim();`);
      body.line(`const search = typed.length >= ${search.minChars} ? typed : '';`);
    } else {
      body.line(`const search = ${input}.value.trim();`);
    }
    body.block(`if (search === ${view}.filters.search) {`, () => body.line('return;'));
    body.line(`${view}.filters.search = search;`);
    if (search.remember) body.line(`${search.remember}.setItem(${str(key)}, search);`);
    if (param) {
      body.comment(`The URL keeps the search (?${param}=…), without reloading the page.`);
      body.ifElse(
        'search',
        () =>
          body.line(
            `${ctx.location}.queryParams.add({ ${/^[A-Za-z_$][\w$]*$/.test(param) ? param : str(param)}: search });`,
          ),
        () => body.line(`${ctx.location}.queryParams.remove([${str(param)}]);`),
      );
    }
    reload();
  });
  if (search.whileTyping)
    body.block(
      `${input}.onInput(() => {`,
      () => {
        body.line(`clearTimeout(${timer});`);
        body.line(`${timer} = setTimeout(${run}, 300);`);
      },
      '});',
    );
  if (search.onEnter)
    body.block(
      `${input}.onKeyPress((event) => {`,
      () => body.block("if (event.key === 'Enter') {", () => body.line(`${run}();`)),
      '});',
    );
  body.blank();
}

/** The storage key of a list's remembered search: 'productsSearch'. */
export function searchKey(list: ListPlan): string {
  return `${viewName(list).replace(/View$/, '')}Search`;
}
