import { camel, humanize, itemsLabel, pascal, singularLabel, str } from './naming';
import {
  type PageContext,
  altFieldOf,
  bindingLines,
  statusFn,
  statusTextIds,
  tellVisitor,
  useQuery,
  viewName,
  writeSignedIn,
} from './page-context';
import type { ListPlan, SpotlightPlan } from './plan-types';
import { fetchFn, queryFn, relatedFilters, specOfSpotlight } from './queries';
import { scalingStart, writeListScaling } from './list-scaling';
import { spotJoinShowFn } from './page-spot-joins';

/** Page code for status texts, one-at-a-time spotlights, page-level toggles and lightbox buttons. */

export function writeStatusHelpers(ctx: PageContext): void {
  const { body } = ctx;
  for (const id of statusTextIds(ctx.plan)) {
    const el = `$w(${str(`#${id}`)})`;
    body.comment(`Shows a short message to the visitor in #${id} (hidden until there is one).`);
    body.block(`function ${statusFn(ctx, id)}(message) {`, () => {
      body.line(`${el}.text = message;`);
      body.line(`${el}.show();`);
    });
    body.line(`${el}.hide();`);
    body.blank();
  }
}

/** The spotlight's state object and the function showing its item at an index. */
export function spotlightNames(spot: SpotlightPlan): { state: string; show: string } {
  return {
    state: `${camel(specOfSpotlight(spot).name)}Spotlight`,
    show: `show${pascal(singularLabel(spot.collection.name))}`,
  };
}

export function writeSpotlight(ctx: PageContext, spot: SpotlightPlan): void {
  const { body, plan } = ctx;
  const spec = specOfSpotlight(spot);
  useQuery(ctx, spec);
  const { state, show } = spotlightNames(spot);
  const label = singularLabel(spot.collection.name);
  body.comment(
    `${spot.containerId ? `#${spot.containerId}` : 'The page'} shows one ${label} at a time.`,
  );
  // `paused` while the pointer is over the container, when the prompt pauses on hover.
  const pausable = spot.pauseOnHover && spot.containerId !== null && spot.autoAdvanceMs !== null;
  body.line(`const ${state} = { items: [], index: 0${pausable ? ', paused: false' : ''} };`);
  body.comment('Shows the item at `index` in the page elements.');
  body.block(`function ${show}(index) {`, () => {
    body.line(`const item = ${state}.items[index];`);
    body.block('if (!item) {', () => body.line('return;'));
    body.line(`${state}.index = index;`);
    const alt = altFieldOf(ctx, spot.collection);
    for (const b of spot.bindings)
      for (const line of bindingLines(ctx, '$w', b, alt)) body.line(line);
    if (spot.scaling) body.line(scalingStart(spot.scaling));
    for (const list of plan.lists) if (list.related) writeRelatedLoad(ctx, list, spot);
    // Not awaited: it catches its own errors, and the item shows meanwhile.
    if (spot.join) body.line(`void ${spotJoinShowFn(spot)}();`);
  });
  body.blank();
  if (spot.scaling) writeListScaling(ctx, spot.scaling, state);
  const url = spot.urlParam;
  const keyed = url !== null || spot.fromLightbox || spot.fromDataset !== null;
  const options = keyed ? '{ itemKey }' : '';
  const fetch =
    plan.dataAccess === 'direct'
      ? `${queryFn(spec)}(${options}).limit(${spec.pageSize}).find()`
      : `${fetchFn(spec)}({ ${keyed ? 'itemKey, ' : ''}skip: 0, limit: ${spec.pageSize} })`;
  body.comment(
    url
      ? `Loads the ${label} the URL names (${url.fromEnd === null ? `?${url.name}=…` : `its path's {${url.name}}`}), or the ${itemsLabel(spot.collection.name)} when it names none.`
      : spot.fromLightbox
        ? `Shows the ${label} the lightbox was opened with, read again by its _id so every field is there.`
        : spot.fromDataset
          ? `Shows this dynamic page's ${label}: the one #${spot.fromDataset} holds for the URL, read by its _id.`
          : `Loads the ${itemsLabel(spot.collection.name)} and shows ${spot.random ? 'one at random' : 'the first'}.`,
  );
  body.block(`async function load${spec.name}() {`, () => {
    if (url) {
      ctx.needs.add('location');
      if (url.fromEnd === null) {
        body.line(`const itemKey = ${ctx.location}.query[${str(url.name)}] || '';`);
      } else {
        body.comment(
          "On a dynamic page Wix's path leaves out the page's prefix: count from its end.",
        );
        body.line(`const path = ${ctx.location}.path;`);
        body.line(`const itemKey = path[path.length - ${url.fromEnd + 1}] || '';`);
      }
    }
    if (spot.fromDataset) {
      body.line(`const current = $w(${str(`#${spot.fromDataset}`)}).getCurrentItem();`);
      body.line("const itemKey = current ? current._id : '';");
    }
    if (spot.fromLightbox) {
      ctx.needs.add('window');
      body.line(`const context = ${ctx.window}.lightbox.getContext();`);
      body.block("if (!context || typeof context !== 'object') {", () => {
        body.line(`console.error(${str(`The lightbox was opened without a ${label}.`)});`);
        body.line('return;');
      });
      body.comment('Data without an _id is shown as it came.');
      body.block('if (!context._id) {', () => {
        body.line(`${state}.items = [context];`);
        body.line(`${show}(0);`);
        body.line('return;');
      });
      body.line('const itemKey = String(context._id);');
    }
    body.tryCatch(
      () => {
        writeSignedIn(ctx, spot.collection.name);
        body.line(`const result = await ${fetch};`);
        body.line(`${state}.items = result.items;`);
        if (url && spot.statusTextId)
          body.block('if (itemKey && result.items.length === 0) {', () =>
            body.line(
              tellVisitor(
                ctx,
                spot.statusTextId ?? '',
                str(`Sorry, this ${label} was not found.`),
                'error',
              ),
            ),
          );
        body.line(
          spot.random
            ? `${show}(Math.floor(Math.random() * ${state}.items.length));`
            : `${show}(0);`,
        );
      },
      () => {
        body.line(`console.error(${str(`Could not load ${spot.collection.name}`)}, error);`);
        if (spot.statusTextId) {
          body.line(
            tellVisitor(
              ctx,
              spot.statusTextId,
              str(`Sorry, the ${itemsLabel(spot.collection.name)} could not be loaded.`),
              'error',
            ),
          );
        }
      },
    );
  });
  body.blank();
  const step = (delta: string) =>
    `${show}((${state}.index ${delta} + ${state}.items.length) % ${state}.items.length);`;
  const another = spot.random?.buttonId;
  if (another) {
    body.comment(`#${another} shows another ${label}, chosen at random.`);
    body.block(
      `$w(${str(`#${another}`)}).onClick(() => {`,
      () => {
        body.line(`const count = ${state}.items.length;`);
        body.block('if (count > 1) {', () =>
          body.line(
            `${show}((${state}.index + 1 + Math.floor(Math.random() * (count - 1))) % count);`,
          ),
        );
      },
      '});',
    );
  }
  if (spot.prevId || spot.nextId) body.comment('Previous and next wrap around at either end.');
  if (spot.prevId) {
    body.block(
      `$w(${str(`#${spot.prevId}`)}).onClick(() => {`,
      () => {
        body.block(`if (${state}.items.length > 0) {`, () => body.line(step('- 1')));
      },
      '});',
    );
  }
  if (spot.nextId) {
    body.block(
      `$w(${str(`#${spot.nextId}`)}).onClick(() => {`,
      () => {
        body.block(`if (${state}.items.length > 0) {`, () => body.line(step('+ 1')));
      },
      '});',
    );
  }
  const hover = pausable ? `$w(${str(`#${spot.containerId ?? ''}`)})` : null;
  if (spot.autoAdvanceMs) {
    body.comment(
      `Moves on by itself every ${spot.autoAdvanceMs / 1000} seconds${hover ? `, not while the pointer is over #${spot.containerId}` : ''}.`,
    );
    if (hover) {
      body.line(`${hover}.onMouseIn(() => {`);
      body.line(`  ${state}.paused = true;`);
      body.line('});');
      body.line(`${hover}.onMouseOut(() => {`);
      body.line(`  ${state}.paused = false;`);
      body.line('});');
    }
    body.block(
      'setInterval(() => {',
      () => {
        const moving = hover ? ` && !${state}.paused` : '';
        body.block(`if (${state}.items.length > 1${moving}) {`, () => body.line(step('+ 1')));
      },
      `}, ${spot.autoAdvanceMs});`,
    );
  }
  body.blank();
  if (spot.fromDataset) {
    body.comment(
      `#${spot.fromDataset} is ready only after this onReady has run: the ${label} loads then.`,
    );
    body.line(`$w(${str(`#${spot.fromDataset}`)}).onReady(load${spec.name});`);
    body.blank();
  } else ctx.initialLoads.push(`load${spec.name}()`);
}

/** Show/hide buttons outside repeaters. Custom element types only get show() and hide(). */
export function writeToggles(ctx: PageContext): void {
  const { body, plan } = ctx;
  for (const t of plan.toggles) {
    const target = plan.structure.byId.get(t.targetId);
    const el = `$w(${str(`#${t.targetId}`)})`;
    const button = `$w(${str(`#${t.buttonId}`)})`;
    const custom = !target || target.type === 'custom' || target.veloType === null;
    body.comment(
      `#${t.buttonId} ${t.mode === 'toggle' ? 'shows and hides' : t.mode === 'show' ? 'shows' : 'hides'} #${t.targetId}.`,
    );
    if (t.mode !== 'toggle') {
      const method = custom
        ? t.mode === 'show'
          ? 'show'
          : 'hide'
        : t.mode === 'show'
          ? 'expand'
          : 'collapse';
      const reveal = plan.reveals.find((r) => r.targetId === t.targetId);
      if (t.remember && reveal) {
        ctx.needs.add(t.remember);
        body.block(
          `${button}.onClick(() => {`,
          () => {
            body.line(`${el}.${method}();`);
            body.line(`${t.remember}.setItem(${str(reveal.closedKey)}, 'true');`);
          },
          '});',
        );
      } else body.line(`${button}.onClick(() => ${el}.${method}());`);
    } else {
      // The button's label says what a click does next ('Show more' / 'Show less').
      const label = (shown: boolean) => {
        if (t.labels)
          body.line(`${button}.label = ${str(shown ? t.labels.shown : t.labels.hidden)};`);
      };
      const flag = `${camel(t.targetId)}Visible`;
      if (custom) body.line(`let ${flag} = ${t.startCollapsed ? 'false' : 'true'};`);
      if (t.startCollapsed) body.line(`${el}.${custom ? 'hide' : 'collapse'}();`);
      label(!t.startCollapsed);
      body.block(
        `${button}.onClick(() => {`,
        () => {
          if (custom) body.line(`${flag} = !${flag};`);
          body.ifElse(
            custom ? flag : `${el}.collapsed`,
            () => {
              body.line(`${el}.${custom ? 'show' : 'expand'}();`);
              label(true);
            },
            () => {
              body.line(`${el}.${custom ? 'hide' : 'collapse'}();`);
              label(false);
            },
          );
        },
        '});',
      );
    }
    body.blank();
  }
}

/** Elements that appear after a delay, unless the visitor closed them before (when remembered). */
export function writeReveals(ctx: PageContext): void {
  const { body, plan } = ctx;
  for (const r of plan.reveals) {
    const target = plan.structure.byId.get(r.targetId);
    const el = `$w(${str(`#${r.targetId}`)})`;
    const custom = !target || target.type === 'custom' || target.veloType === null;
    const seconds = r.afterMs / 1000;
    const kept = r.remember === 'session' ? 'this session' : 'before';
    body.comment(
      `#${r.targetId} appears ${seconds} second${seconds === 1 ? '' : 's'} after the page loads${r.remember ? `, unless the visitor closed it ${kept}` : ''}.`,
    );
    body.line(`${el}.${custom ? 'hide' : 'collapse'}();`);
    const schedule = () =>
      body.line(`setTimeout(() => ${el}.${custom ? 'show' : 'expand'}(), ${r.afterMs});`);
    if (r.remember) {
      ctx.needs.add(r.remember);
      body.block(`if (!${r.remember}.getItem(${str(r.closedKey)})) {`, schedule);
    } else schedule();
    body.blank();
  }
}

/** The related list follows the item shown: its items share the item's field, never the item. */
function writeRelatedLoad(ctx: PageContext, list: ListPlan, spot: SpotlightPlan): void {
  const { body } = ctx;
  const [same, except] = relatedFilters(list);
  const field = list.related?.field;
  const filters = `${viewName(list)}.filters`;
  if (list.related?.reference && field && same) {
    body.comment(
      `#${list.id} shows the ${itemsLabel(list.collection?.name ?? '')} whose ${humanize(field.key).toLowerCase()} is this ${singularLabel(spot.collection.name)}.`,
    );
    body.line(`${filters}.${same.key} = item._id;`);
    body.line(`load${list.name}();`);
    return;
  }
  body.comment(
    `#${list.id} shows ${field ? `the ${itemsLabel(spot.collection.name)} with this one's ${humanize(field.key).toLowerCase()}` : `the other ${itemsLabel(spot.collection.name)}`}, not this one.`,
  );
  if (field && same && except) {
    const value = `item.${field.key}`;
    // An included reference is the referenced item; the query matches its _id.
    const shown =
      field.type === 'tags'
        ? `${value} || []`
        : spot.includes.includes(field.key)
          ? `${value} ? ${value}._id : ''`
          : field.type === 'number'
            ? `typeof ${value} === 'number' ? ${value} : null`
            : `${value} || ''`;
    body.line(`${filters}.${same.key} = ${shown};`);
  }
  body.line(`${filters}.excludeId = item._id;`);
  body.line(`load${list.name}();`);
}
