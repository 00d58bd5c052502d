import { countedOncePerVisitor, updateSaid } from './change-values';
import { singularLabel, withArticle } from './naming';
import { boxOpenStep } from './page-item-boxes';
import { shareStep } from './share-links';
import type { ItemAction, ListPlan, Plan, PromptFunction } from './plan-types';
import type { RowButton } from './plan-row-buttons';

/** What an item link opens, as the test step says it, with the field's key. */
const LINK_OPENS: Record<
  NonNullable<Extract<ItemAction, { kind: 'link' }>['scheme']>,
  (field: string) => string
> = {
  tel: (f) => `the phone app opens to call its ${f}`,
  mailto: (f) => `a new email to its ${f} opens`,
  maps: (f) => `Google Maps opens its ${f} in a new tab`,
  document: (f) => `its ${f} file opens in a new tab`,
};

/** How to check one item button or part of a repeated item in Preview. */
export function itemActionSteps(plan: Plan, list: ListPlan, a: ItemAction): string[] {
  const click = `Click \`${a.buttonId}\` in an item`;
  switch (a.kind) {
    case 'toggle':
      return [`${click}: its \`${a.targetId}\` opens and closes.`];
    case 'hover':
      return [
        `Point at \`${a.buttonId}\` in an item: its \`${a.targetId}\` shows; move off it: it hides again.`,
      ];
    case 'lightbox':
      return [`${click}: the "${a.name}" lightbox opens.`];
    case 'addRow': {
      const typed = a.inputs.map((i) => `\`${i.elementId}\``).join(' and ');
      const again = a.unique
        ? `; do it again: ${list.statusTextId ? `\`${list.statusTextId}\`` : 'the browser console'} says "${a.unique.message}"`
        : '';
      const gone = a.hidesTaken
        ? `, and it leaves \`${list.id}\` for that date (pick another date: it is back)`
        : '';
      const said = a.itemTextId ? `, and \`${a.itemTextId}\` in that item says "${a.success}"` : '';
      const who = a.membersOnly ? ' (logged in as a member)' : '';
      return [
        `Fill ${typed} and click \`${a.buttonId}\` in an item${who}: a row for it appears in \`${a.collection.name}\` (CMS)${said}${gone}${again}.`,
      ];
    }
    case 'openBox':
      return [boxOpenStep(plan, list, a, `\`${a.buttonId}\` in an item`)];
    case 'join':
      return [
        a.removesOnly
          ? `Log in as a member who has rows in \`${a.collection.name}\` and click \`${a.buttonId}\` in an item: their row for it is gone from \`${a.collection.name}\` and the item leaves \`${list.id}\` (it stays in \`${list.collection?.name ?? ''}\`).`
          : a.toggles
            ? `Log in as a member and click \`${a.buttonId}\` in an item: it says "${a.doneLabel}" and a row appears in \`${a.collection.name}\`; click it again: it says "${a.undoneLabel ?? ''}" and the row is gone. As a visitor, the click opens Wix's login first.`
            : `Log in as a member and click \`${a.buttonId}\` in an item: it says "${a.doneLabel}", is disabled and one row appears in \`${a.collection.name}\`; reload: it still says so. As a visitor, the click opens Wix's login first.`,
      ];
    case 'children':
      return [
        `${click}: \`${a.listId}\` shows only the items of \`${list.collection?.name ?? ''}\` whose reference is that one.`,
      ];
    case 'show':
      return [
        `${click}: the page shows that ${singularLabel(list.collection?.name ?? 'item')} and \`${list.id}\` the ones like it.`,
      ];
    case 'navigate':
      return [`${click}: its item page (\`${pageShown(a.pathPrefix)}\`) opens.`];
    case 'link': {
      const field = `\`${a.field}\``;
      return [`${click}: ${a.scheme ? LINK_OPENS[a.scheme](field) : `its ${field} opens`}.`];
    }
    case 'preview':
      return [
        `Click \`${a.buttonId}\` in an item: \`${a.targetId}\` shows that image (the first item's when the page opens).`,
      ];
    case 'share':
      return [
        shareStep(
          a,
          ' in an item',
          list.actions.some((b) => b.kind === 'navigate') ? "the item's page" : 'this page',
        ),
      ];
    case 'update': {
      const who = whoClicks(a.fn);
      const said = updateSaid(a.fn, (f) => `\`${f.key}\``);
      const once = countedOncePerVisitor(a.fn)
        ? '; the button stays disabled for that item, also after a reload (once per visitor)'
        : '';
      const opens = a.thenOpens ? `, then its \`${a.thenOpens}\` opens` : '';
      return [
        `${click}${who}${twice(a.secondClick)}: that ${singularLabel(a.fn.collection.name)} shows ${said}${once}${opens}.`,
      ];
    }
    case 'remove': {
      const first = a.confirm
        ? `, then confirm in the "${a.confirm.lightbox}" lightbox (cancelling keeps it)`
        : '';
      const who = whoClicks(a.fn);
      return [
        `${click}${who}${twice(a.secondClick)}${first}: that ${singularLabel(a.fn.collection.name)} is removed and the list reloads without it.`,
      ];
    }
    default:
      return [];
  }
}

/** Who a test step clicks as: a site admin, or the member who added the item. */
function whoClicks(fn: PromptFunction): string {
  if (fn.ownItem)
    return ` (as a member, on ${withArticle(singularLabel(fn.collection.name))} you added)`;
  return fn.access === 'admin' ? ' (as a site admin)' : '';
}

/** A button that asks for a second click: what the first one shows. */
export function twice(label: string | null): string {
  return label ? ` twice (the first click shows '${label}')` : '';
}

/** The item page as a test step shows it: '/products/...', '/apply?jobId=...'. */
export function pageShown(pathPrefix: string): string {
  return pathPrefix.endsWith('=') ? `${pathPrefix}...` : `${pathPrefix}/...`;
}

/** Selecting a row, then each button beside the table: what it changes, and a confirmation. */
export function rowButtonSteps(list: ListPlan, buttons: RowButton[]): string[] {
  const label = singularLabel(list.collection?.name ?? 'item');
  const where = list.statusTextId ? `\`${list.statusTextId}\` says what happened and ` : '';
  return buttons.map(({ action }) => {
    const who = whoClicks(action.fn);
    const done =
      action.kind === 'remove'
        ? `the ${label} is gone from the table`
        : `the row shows ${action.fn.constants.map((c) => `\`${c.field.key}\` ${'by' in c ? `up by ${c.by}` : c.value}`).join(', ')}`;
    return `Select a row of \`${list.id}\` and click \`${action.buttonId}\`${who}${twice(action.secondClick)}: ${where}${done}.`;
  });
}
