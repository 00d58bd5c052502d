import { collectionRead } from './keywords';
import { itemsLabel, str } from './naming';
import type { PageContext } from './page-context';
import type { ListPlan, Plan, PromptFunction } from './plan-types';

/**
 * Item buttons and inputs only some readers may use ('Admins only: a deleteButton on each card',
 * 'a member can delete their own thread'): collapsed in each item, and opened for a site admin,
 * or on the signed-in member's own items. The server refuses the others anyway; before, every
 * visitor saw controls that could only fail for them.
 */

type Who = 'admin' | 'owner';

/** Who alone may use what `fn` does, when the list shows its items to more readers. */
function usedBy(plan: Plan, list: ListPlan, fn: PromptFunction): Who | null {
  const readers = collectionRead(plan.prompt, list.collection?.name ?? '');
  if (fn.ownItem) return readers === 'owner' || readers === 'admin' ? null : 'owner';
  return fn.access === 'admin' && readers !== 'admin' ? 'admin' : null;
}

/** The item's controls each kept for admins or authors, in the order the list wires them. */
export function keptItemControls(plan: Plan, list: ListPlan): { id: string; who: Who }[] {
  const controls = [
    ...list.edits.map((e) => ({ id: e.elementId, fn: e.fn })),
    ...list.actions.flatMap((a) =>
      a.kind === 'update' || a.kind === 'remove' ? [{ id: a.buttonId, fn: a.fn }] : [],
    ),
  ];
  return controls.flatMap(({ id, fn }) => {
    const who = usedBy(plan, list, fn);
    return who ? [{ id, who }] : [];
  });
}

/** Inside onItemReady: each kept control collapsed, then opened for whoever may use it. */
export function writeItemControlAccess(ctx: PageContext, list: ListPlan): void {
  const kept = keptItemControls(ctx.plan, list);
  if (kept.length === 0) return;
  writeViewerHelper(ctx);
  const { body } = ctx;
  const items = itemsLabel(list.collection?.name ?? 'items');
  for (const who of ['admin', 'owner'] as const) {
    const own = kept.filter((k) => k.who === who).map((k) => k.id);
    if (own.length === 0) continue;
    const ids = own.map((id) => `$item(${str(`#${id}`)})`);
    const named = `${own.map((id) => `#${id}`).join(' and ')} ${own.length === 1 ? 'shows' : 'show'}`;
    body.comment(
      who === 'admin'
        ? `Only site admins may change ${items}: ${named} for them alone.`
        : `Members change only their own ${items}: ${named} on those alone.`,
    );
    for (const id of ids) body.line(`${id}.collapse();`);
    const allowed =
      who === 'admin' ? 'viewer.isAdmin' : 'viewer.memberId && item._owner === viewer.memberId';
    body.block(
      'signedInViewer().then((viewer) => {',
      () =>
        body.block(`if (${allowed}) {`, () => {
          for (const id of ids) body.line(`${id}.expand();`);
        }),
      '});',
    );
  }
}

/**
 * `signedInViewer()` at module level, once: the signed-in member's id (null for a visitor) and
 * whether they have Wix's Admin role, asked once per page view.
 */
export function writeViewerHelper(ctx: PageContext): void {
  if (ctx.needs.has('viewer')) return;
  ctx.needs.add('viewer');
  ctx.needs.add('members');
  const { top } = ctx;
  top.comment(
    'Who is looking, asked once per page view: the member id (null for a visitor) and whether they',
    "have Wix's Admin role. getRoles() refuses a visitor: it is asked only of a signed-in member.",
  );
  top.line('let viewerCheck = null;');
  top.block('function signedInViewer() {', () => {
    top.block('if (!viewerCheck) {', () => top.line('viewerCheck = readViewer();'));
    top.line('return viewerCheck;');
  });
  top.blank();
  top.block('async function readViewer() {', () =>
    top.tryCatch(
      () => {
        top.line('const member = await currentMember.getMember();');
        top.block('if (!member) {', () => {
          top.comment('A visitor is asked again next time: they may log in on this page.');
          top.line('viewerCheck = null;');
          top.line('return { memberId: null, isAdmin: false };');
        });
        top.line('const roles = await currentMember.getRoles();');
        top.line(
          "return { memberId: member._id, isAdmin: roles.some((role) => role.title === 'Admin') };",
        );
      },
      () => {
        top.line("console.error('Could not read the signed-in member', error);");
        top.line('return { memberId: null, isAdmin: false };');
      },
    ),
  );
  top.blank();
}
