import { JOINED_FILTER, writeJoinedMember } from './list-joined-items';
import { ownedThroughFilter, writeOwnedThroughMember } from './list-owned-through';
import { writeFreeItems } from './item-rows';
import { collectionRead } from './keywords';
import { camel, humanize, itemsLabel, str } from './naming';
import { type PageContext, tellVisitor, useQuery, viewName, writeSignedIn } from './page-context';
import { writeControls } from './page-controls';
import { writeAfterLoad, writeRowBuilder } from './page-list-parts';
import { listShows, pagesByNumber } from './plan-lists';
import { itemUrl, writeItemReady, writeRowSelect } from './page-item-actions';
import { writeLightboxOpen } from './lightbox-answers';
import { writeJoinState } from './item-joins';
import { ownItemsKey } from './own-items-key';
import { writeViewerHelper } from './page-item-access';
import type { ListPlan } from './plan-types';
import {
  type QuerySpec,
  constName,
  defaultOptions,
  fetchFn,
  queryFn,
  relatedFilters,
  specOfList,
  writeDateWindow,
  windowFn,
} from './queries';
import { filterStart, urlSetFilters } from './plan-url-filters';

/** Page code of one list view: item binding, the load function, then its controls. */
export function writeList(ctx: PageContext, list: ListPlan): void {
  const spec = specOfList(list);
  if (!spec) {
    writeSampleList(ctx, list);
    return;
  }
  if (!listShows(list)) {
    ctx.body.comment(
      `#${list.id} keeps the content set in the editor: ${spec.collection.name} has no ${list.kind === 'gallery' ? 'image' : 'showable'} field to fill it from.`,
    );
    return;
  }
  const { top, body } = ctx;
  const size = `${constName(list.name)}_PAGE_SIZE`;
  top.comment(`How many ${itemsLabel(spec.collection.name)} #${list.id} loads at a time.`);
  top.line(`const ${size} = ${list.pageSize};`).blank();
  useQuery(ctx, spec);
  if (spec.dateWindow) {
    writeDateWindow(top, spec);
    top.blank();
  }
  if (list.kind === 'table') writeRowBuilder(ctx, list);
  const view = viewName(list);
  const state = stateEntries(ctx, list, spec);
  if (state.length > 0) {
    body.comment(`What #${list.id} shows: ${stateParts(list, spec).join(' and ')}.`);
    body.block(
      `const ${view} = {`,
      () => {
        for (const line of state) body.line(line);
      },
      '};',
    );
    body.blank();
  }
  const urlFilter = urlSetFilters(list)[0];
  if (list.urlFilterTextId && urlFilter) {
    body.comment(`#${list.urlFilterTextId} names the ${urlFilter.fromUrl} the URL asks for.`);
    body.block(`if (${view}.filters.${urlFilter.key}) {`, () =>
      body.line(`$w(${str(`#${list.urlFilterTextId}`)}).text = ${view}.filters.${urlFilter.key};`),
    );
    body.blank();
  }
  if (list.kind === 'repeater') {
    writeJoinState(ctx, list);
    writeItemReady(ctx, list);
  }
  if (list.kind === 'table') {
    body.comment(
      list.privateFields.length > 0
        ? `Columns of #${list.id}; ${list.privateFields.join(' and ')} ${list.privateFields.length === 1 ? 'is' : 'are'} left out, as asked.`
        : `Columns of #${list.id}, one per ${spec.collection.name} field shown.`,
    );
    body.block(
      `$w(${str(`#${list.id}`)}).columns = [`,
      () => {
        for (const c of list.columns) {
          // An amount shown as money is text ('€1,234.50'), formatted in each row.
          const type = ctx.plan.money[c.field.key] ? 'string' : c.type;
          body.line(
            `{ id: ${str(c.field.key)}, dataPath: ${str(c.field.key)}, label: ${str(c.label)}, type: ${str(type)} },`,
          );
        }
      },
      '];',
    );
    if (list.rowsPerPage)
      body.line(
        `$w(${str(`#${list.id}`)}).pagination = { type: 'pagination', rowsPerPage: ${list.rowsPerPage} };`,
      );
    body.blank();
  }
  if (list.rowAction) writeRowSelect(ctx, list);
  writeGalleryClick(ctx, list);
  writeLoadFunction(ctx, list, spec, size);
  for (const a of list.actions) if (a.kind === 'addRow') writeFreeItems(ctx, list, a);
  writeControls(ctx, list);
  // A related list loads once the page shows its item; a list of a clicked item's items starts
  // empty (not with the editor's sample items) until one is clicked.
  if (!list.related) ctx.initialLoads.push(`load${list.name}()`);
  else if (list.related.from) body.line(`$w(${str(`#${list.id}`)}).data = [];`);
}

function stateParts(list: ListPlan, spec: QuerySpec): string[] {
  const set = list.urlFilters.length + relatedFilters(list).length;
  const chosen = defaultOptions(spec).length > set || list.filters.length > 0;
  return [
    ...(chosen ? ["the visitor's choices"] : []),
    ...(list.related?.reference && list.related.field
      ? [
          `the ${humanize(list.related.field.key).toLowerCase()} ${list.related.from ? `chosen in #${list.related.from}` : 'the page shows'}`,
        ]
      : list.related
        ? [`${itemsLabel(spec.collection.name)} like the one the page shows`]
        : []),
    ...urlSetFilters(list).map((f) => `the URL's ?${f.fromUrl}=`),
    ...(list.loadMore ? ['the items loaded so far'] : []),
    ...(pagesByNumber(list) ? ['the current page'] : []),
  ];
}

function stateEntries(ctx: PageContext, list: ListPlan, spec: QuerySpec): string[] {
  const entries: string[] = [];
  // A filter the URL sets starts at the URL's value ('' shows everything), a day's at today's.
  const options = defaultOptions(spec).map(([key, value]): [string, string] => [
    key,
    filterStart(ctx, list, key) ?? value,
  ]);
  if (options.length > 0)
    entries.push(`filters: { ${options.map(([k, v]) => `${k}: ${v}`).join(', ')} },`);
  if (list.loadMore) entries.push('items: [],');
  if (pagesByNumber(list)) entries.push('page: 0,');
  return entries;
}

/** The name of the function ranking a list's items in the prompt's order of values. */
const rankFn = (list: ListPlan) => `rank${list.name}`;

/** 'sorted by severity with Critical first': each value's place; values not named go last. */
function writeRankFunction(ctx: PageContext, list: ListPlan): void {
  const rank = list.defaultSort.rank;
  if (!rank) return;
  const { body } = ctx;
  const order = `${constName(list.name)}_${constName(list.defaultSort.field)}_ORDER`;
  body.comment(
    `${list.defaultSort.field} in the order asked for; wix-data sorts text A-Z, so the page ranks it.`,
  );
  body.line(`const ${order} = [${rank.map(str).join(', ')}];`);
  body.block(`function ${rankFn(list)}(items) {`, () => {
    body.line(
      `const place = (item) => (${order}.includes(item.${list.defaultSort.field}) ? ${order}.indexOf(item.${list.defaultSort.field}) : ${order}.length);`,
    );
    body.line('return [...items].sort((a, b) => place(a) - place(b));');
  });
  body.blank();
}

function writeLoadFunction(ctx: PageContext, list: ListPlan, spec: QuerySpec, size: string): void {
  const { body } = ctx;
  writeRankFunction(ctx, list);
  const view = viewName(list);
  const hasFilters = defaultOptions(spec).length > 0;
  const more = list.loadMore !== null;
  const paged = pagesByNumber(list);
  const label = itemsLabel(spec.collection.name);
  body.comment(
    `Loads ${spec.collection.name} into #${list.id}${more ? ', or adds the next page when `more` is true' : ''}.`,
  );
  body.block(`async function load${list.name}(${more ? 'more = false' : ''}) {`, () => {
    if (spec.adminOnly || collectionRead(ctx.plan.prompt, spec.collection.name) === 'admin') {
      // The admins' list: anyone else's read would be refused, so none is made.
      writeViewerHelper(ctx);
      body.block('if (!(await signedInViewer()).isAdmin) {', () => {
        body.line(`$w(${str(`#${list.id}`)}).collapse();`);
        body.line('return;');
      });
    }
    // 'When a city is picked, show that city's stores': none until one is.
    for (const f of list.filters.filter((f) => f.pickFirst))
      body.block(`if (!${view}.filters.${f.key}) {`, () => {
        body.line(`$w(${str(`#${list.id}`)}).data = [];`);
        body.line('return;');
      });
    const skip = more ? `more ? ${view}.items.length : 0` : paged ? `${view}.page * ${size}` : null;
    if (skip) body.line(`const skip = ${skip};`);
    const states = list.states;
    const box = states ? `$w(${str(`#${states.boxId}`)})` : '';
    if (states?.loading) {
      // Loading more keeps the items in view; only a fresh load shows the loading state.
      const show = `${box}.changeState(${str(states.loading)});`;
      if (more) body.block('if (!more) {', () => body.line(show));
      else body.line(show);
    }
    const loading = list.loadingId ? `$w(${str(`#${list.loadingId}`)})` : null;
    if (loading) body.line(`${loading}.show();`);
    const status = list.loadingMessage ? list.statusTextId : null;
    if (status) body.line(tellVisitor(ctx, status, str(list.loadingMessage ?? ''), 'info'));
    body.tryCatch(
      () => {
        // The days it shows are worked out at each load, on the visitor's calendar.
        const days = spec.dateWindow ? `${windowFn(spec)}()` : null;
        const filters =
          hasFilters && days
            ? `{ ...${view}.filters, ...${days} }`
            : hasFilters
              ? `${view}.filters`
              : (days ?? '');
        // 'Members see their orders': the collection's permissions hide others' items on the
        // site; the filter keeps to the member's own even where they were left open.
        const own =
          ctx.plan.dataAccess === 'direct' &&
          collectionRead(ctx.plan.prompt, spec.collection.name) === 'owner';
        const others = ctx.plan.dataAccess === 'direct' && !own && spec.othersOnly;
        if (own || others) {
          ctx.needs.add('members');
          body.line('const member = await currentMember.getMember();');
        }
        if (list.joinedBy) writeJoinedMember(ctx, list.id, list.joinedBy);
        const through = list.ownedThrough;
        if (through)
          writeOwnedThroughMember(ctx, list.id, through, ownItemsKey(ctx.plan, through.parent));
        const owner =
          own || others
            ? `.${own ? 'eq' : 'ne'}(${str(ownItemsKey(ctx.plan, spec.collection))}, member ? member._id : '')`
            : ctx.plan.dataAccess !== 'direct'
              ? ''
              : list.joinedBy
                ? JOINED_FILTER
                : through
                  ? ownedThroughFilter(through)
                  : '';
        const call =
          ctx.plan.dataAccess === 'direct'
            ? `${queryFn(spec)}(${filters})${owner}${skip ? '.skip(skip)' : ''}.limit(${size}).find()`
            : `${fetchFn(spec)}({ ${hasFilters ? `...${view}.filters, ` : ''}${days ? `...${days}, ` : ''}${skip ? 'skip, ' : ''}limit: ${size} })`;
        writeSignedIn(ctx, spec.collection.name);
        body.line(`const result = await ${call};`);
        const rank = list.defaultSort.rank;
        const ranked = (items: string) => (rank ? `${rankFn(list)}(${items})` : items);
        if (more)
          body.line(
            `${view}.items = ${ranked(`more ? ${view}.items.concat(result.items) : result.items`)};`,
          );
        else if (rank) body.line(`const items = ${ranked('result.items')};`);
        const items = more ? `${view}.items` : rank ? 'items' : 'result.items';
        if (status) body.line(`$w(${str(`#${status}`)}).hide();`);
        writeAssignment(ctx, list, items);
        writeAfterLoad(ctx, list, size, label);
        if (states) {
          const shown = states.empty
            ? `result.totalCount === 0 ? ${str(states.empty)} : ${str(states.results)}`
            : str(states.results);
          body.line(`${box}.changeState(${shown});`);
        }
      },
      () => {
        body.line(`console.error(${str(`Could not load ${spec.collection.name}`)}, error);`);
        if (states) body.line(`${box}.changeState(${str(states.results)});`);
        if (spec.adminOnly || collectionRead(ctx.plan.prompt, spec.collection.name) === 'admin') {
          // Only admins may read them: anyone else's read is refused, and the list is not theirs.
          body.line(`$w(${str(`#${list.id}`)}).collapse();`);
        } else if (list.statusTextId) {
          body.line(
            tellVisitor(
              ctx,
              list.statusTextId,
              str(
                list.failureMessage ??
                  `Sorry, the ${label} could not be loaded. Please try again later.`,
              ),
              'error',
            ),
          );
        }
      },
    );
    if (loading) body.line(`${loading}.hide();`);
  });
  body.blank();
}

function writeAssignment(ctx: PageContext, list: ListPlan, items: string): void {
  const { body } = ctx;
  const el = `$w(${str(`#${list.id}`)})`;
  const free = list.actions.find((a) => a.kind === 'addRow' && a.hidesTaken);
  if (list.kind === 'repeater') {
    body.line(`${el}.data = ${free ? `await free${list.name}(${items})` : items};`);
    // The page's large image starts with the first item's (plan-item-previews.ts).
    for (const a of list.actions.flatMap((a) => (a.kind === 'preview' ? [a] : [])))
      body.block(`if (${items}[0]?.${a.field}) {`, () =>
        body.line(`$w(${str(`#${a.targetId}`)}).src = ${items}[0].${a.field};`),
      );
  } else if (list.kind === 'table') body.line(`${el}.rows = ${items}.map(${camel(list.name)}Row);`);
  else if (list.gallery) {
    const g = list.gallery;
    ctx.needs.add('asText');
    if (g.lightbox) {
      // The items behind the images, for the lightbox a click opens.
      body.line(`${galleryItems(list)} = ${items}.filter((item) => item.${g.image});`);
      body.line(`${el}.items = ${galleryItems(list)}`);
    } else {
      body.line(`${el}.items = ${items}`);
      body.line(`  .filter((item) => item.${g.image})`);
    }
    const title = g.title ? `, title: asText(item.${g.title})` : '';
    const description = g.description ? `, description: asText(item.${g.description})` : '';
    const link = g.link ? `, link: ${itemUrl(g.link, 'item')}` : '';
    body.line(
      `  .map((item) => ({ type: 'image', src: item.${g.image}${title}${description}${link} }));`,
    );
  }
}

/** The gallery's shown items, kept for its clicks: photosInGallery. */
const galleryItems = (list: ListPlan) => `${camel(list.name)}InGallery`;

/** A clicked image opens the page its item's link names, or the lightbox the prompt names. */
function writeGalleryClick(ctx: PageContext, list: ListPlan): void {
  const lightbox = list.gallery?.lightbox;
  if (lightbox) {
    const { body } = ctx;
    ctx.needs.add('window');
    body.comment(`The items #${list.id} shows, in its order.`);
    body.line(`let ${galleryItems(list)} = [];`);
    body.comment(
      `Clicking an image in #${list.id} opens the "${lightbox.name}" lightbox for its item.`,
    );
    body.block(
      `$w(${str(`#${list.id}`)}).onItemClicked(async (event) => {`,
      () => {
        body.line(`const item = ${galleryItems(list)}[event.itemIndex];`);
        body.block('if (!item) {', () => body.line('return;'));
        body.tryCatch(
          () => writeLightboxOpen(ctx, lightbox.name, lightbox),
          () =>
            body.line(
              `console.error(${str(`Could not open the ${lightbox.name} lightbox`)}, error);`,
            ),
        );
      },
      '});',
    );
    body.blank();
    return;
  }
  if (!list.gallery?.link) return;
  ctx.needs.add('location');
  const { body } = ctx;
  body.comment(`Clicking an image in #${list.id} opens its item's page.`);
  body.block(
    `$w(${str(`#${list.id}`)}).onItemClicked((event) => {`,
    () =>
      body.block('if (event.item.link) {', () => body.line(`${ctx.location}.to(event.item.link);`)),
    '});',
  );
  body.blank();
}

/** No collection declared: the repeater shows sample items so the layout can be tried out. */
function writeSampleList(ctx: PageContext, list: ListPlan): void {
  const { top, body } = ctx;
  if (list.kind !== 'repeater' || list.sample.length === 0) {
    body.comment(
      `#${list.id} keeps the content set in the editor: no collection was declared to fill it from.`,
    );
    return;
  }
  const name = `${constName(list.name)}_SAMPLE_ITEMS`;
  top.comment(
    `Sample items for #${list.id} (no collection was declared); replace them with your own data.`,
  );
  top.block(
    `const ${name} = [`,
    () => {
      for (const item of list.sample) {
        top.line(
          `{ ${Object.entries(item)
            .map(([k, v]) => `${k}: ${str(v)}`)
            .join(', ')} },`,
        );
      }
    },
    '];',
  );
  top.blank();
  writeItemReady(ctx, list);
  body.comment('Setting the data creates one item per entry (each needs a unique _id).');
  body.line(`$w(${str(`#${list.id}`)}).data = ${name};`).blank();
}
