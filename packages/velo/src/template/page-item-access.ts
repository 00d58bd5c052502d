import { type MemberRole, roleSaves } from './access-role';
import { collectionRead } from './keywords';
import { itemsLabel, pascal, str } from './naming';
import type { PageContext } from './page-context';
import type { ListPlan, Plan, PromptFunction } from './plan-types';

/**
 * Item buttons and inputs only some readers may use ('Admins only: a deleteButton on each card',
 * 'a member can delete their own thread'): collapsed in each item, and opened for a site admin,
 * or on the signed-in member's own items. The server refuses the others anyway; before, every
 * visitor saw controls that could only fail for them.
 */

/** Site admins, the item's author, or members with the prompt's role (access-role.ts). */
type Who = 'admin' | 'owner' | 'role';

/** Who alone may use what `fn` does, when the list shows its items to more readers. */
function usedBy(plan: Plan, list: ListPlan, fn: PromptFunction): Who | null {
  const readers = collectionRead(plan.prompt, list.collection?.name ?? '');
  if (fn.ownItem) return readers === 'owner' || readers === 'admin' ? null : 'owner';
  return fn.access === 'admin' && readers !== 'admin' ? 'admin' : null;
}

/** The item's controls each kept for admins or authors, in the order the list wires them. */
export function keptItemControls(plan: Plan, list: ListPlan): { id: string; who: Who }[] {
  const controls = [
    ...list.edits.flatMap((e) => [
      { id: e.elementId, fn: e.fn },
      ...(e.saveButtonId ? [{ id: e.saveButtonId, fn: e.fn }] : []),
    ]),
    ...list.actions.flatMap((a) =>
      a.kind === 'update' || a.kind === 'remove' ? [{ id: a.buttonId, fn: a.fn }] : [],
    ),
  ];
  const role = plan.prompt.access.role;
  return controls.flatMap(({ id, fn }) => {
    // 'Only members with the Moderator role can hide a post: the #hidePostButton …'.
    const roles =
      fn.access === 'members' && !fn.ownItem && roleSaves(role, [id], fn.collection.name);
    const who = roles ? 'role' : usedBy(plan, list, fn);
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
  const role = ctx.plan.prompt.access.role;
  for (const who of ['admin', 'owner', 'role'] as const) {
    const own = kept.filter((k) => k.who === who).map((k) => k.id);
    if (own.length === 0) continue;
    const ids = own.map((id) => `$item(${str(`#${id}`)})`);
    const named = `${own.map((id) => `#${id}`).join(' and ')} ${own.length === 1 ? 'shows' : 'show'}`;
    body.comment(
      who === 'admin'
        ? `Only site admins may change ${items}: ${named} for them alone.`
        : who === 'role'
          ? `Only members with the ${role?.title ?? ''} role may change ${items}: ${named} for them alone.`
          : `Members change only their own ${items}: ${named} on those alone.`,
    );
    for (const id of ids) body.line(`${id}.collapse();`);
    const allowed =
      who === 'admin'
        ? 'viewer.isAdmin'
        : who === 'role'
          ? `viewer.${roleFlag(role)}`
          : 'viewer.memberId && item._owner === viewer.memberId';
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

/** The viewer's flag for the prompt's role: `isModerator`. */
export function roleFlag(role: MemberRole | undefined): string {
  return `is${pascal(role?.title ?? 'Member')}`;
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
  const role = ctx.plan.prompt.access.role;
  const noRole = role ? `, ${roleFlag(role)}: false` : '';
  top.comment(
    'Who is looking, asked once per page view: the member id (null for a visitor) and whether they',
    `have Wix's Admin role${role ? ` and the ${role.title} role` : ''}. getRoles() refuses a visitor: it is asked only of a signed-in member.`,
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
          top.line(`return { memberId: null, isAdmin: false${noRole} };`);
        });
        top.line('const roles = await currentMember.getRoles();');
        top.block(
          'return {',
          () => {
            top.line('memberId: member._id,');
            top.line("isAdmin: roles.some((role) => role.title === 'Admin'),");
            if (role)
              top.line(
                `${roleFlag(role)}: roles.some((role) => role.title === ${str(role.title)}),`,
              );
          },
          '};',
        );
      },
      () => {
        top.line("console.error('Could not read the signed-in member', error);");
        top.line(`return { memberId: null, isAdmin: false${noRole} };`);
      },
    ),
  );
  top.blank();
}
