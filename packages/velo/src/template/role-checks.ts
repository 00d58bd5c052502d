import { type MemberRole, roleReads, roleSaves } from './access-role';
import { collectionRead } from './keywords';
import { type QuerySpec, fetchFn } from './queries';
import type { CodeWriter } from './code';
import type { PageContext } from './page-context';
import { pascal, str } from './naming';
import type { Plan } from './plan-types';

/**
 * The code side of a member role the prompt names (access-role.ts): the web module refuses a
 * member without it, and the page says so before sending anything.
 */

/** The backend helper's name: `requireEmployerRole`. */
export function roleCheckName(role: MemberRole): string {
  return `require${pascal(role.title)}Role`;
}

/** The page's helper's name: `hasEmployerRole`. */
export function roleTestName(role: MemberRole): string {
  return `has${pascal(role.title)}Role`;
}

/** What a member without the role is told: the prompt's words, else who may. */
export function roleRefusalText(role: MemberRole): string {
  return role.refusal ?? `Only members with the ${role.title} role can do this.`;
}

/**
 * The web methods only the role's members may call: the forms, item buttons and functions it
 * restricts saving with, and the readers of the collections it restricts reading.
 */
export function roleGatedFunctions(plan: Plan, lists: readonly QuerySpec[]): Set<string> {
  const role = plan.prompt.access.role;
  if (!role) return new Set();
  const reads = (collection: string) =>
    roleReads(role, collection) && collectionRead(plan.prompt, collection) !== 'anyone';
  const actions = plan.lists.flatMap((l) => [
    ...l.actions.flatMap((a) =>
      'fn' in a
        ? [{ ids: [a.buttonId], fn: a.fn.name, collection: a.fn.collection.name }]
        : a.kind === 'addRow' || a.kind === 'join'
          ? [{ ids: [a.buttonId], fn: a.fnName, collection: a.collection.name }]
          : [],
    ),
    ...l.edits.map((e) => ({
      ids: [e.elementId, e.saveButtonId ?? null],
      fn: e.fn.name,
      collection: e.fn.collection.name,
    })),
  ]);
  const byActions = new Set(actions.map((a) => a.fn));
  return new Set([
    ...plan.forms.flatMap((f) => (f.role ? [f.fnName] : [])),
    ...actions.filter((a) => roleSaves(role, a.ids, a.collection)).map((a) => a.fn),
    ...plan.promptFunctions
      .filter(
        (f) =>
          f.kind !== 'read' &&
          !byActions.has(f.name) &&
          f.access !== 'anyone' &&
          roleSaves(role, [], f.collection.name),
      )
      .map((f) => f.name),
    ...lists.filter((spec) => reads(spec.collection.name)).map(fetchFn),
    ...plan.summaries.filter((s) => reads(s.collection.name)).map((s) => s.fnName),
  ]);
}

/**
 * The backend helper every gated web method awaits first. Permissions.SiteMember admits any
 * member: the role is Wix's member role of that title (Roles & Permissions), asked of the caller.
 */
export function writeRoleCheck(w: CodeWriter, role: MemberRole): void {
  w.comment(
    `Refuses a caller without the ${role.title} member role: Wix's web-method permissions know`,
    'members and admins only, so the role is checked here, where the browser cannot skip it.',
  );
  w.block(`async function ${roleCheckName(role)}() {`, () => {
    w.line('const roles = await currentMember.getRoles();');
    w.block(`if (!roles.some((role) => role.title === ${str(role.title)})) {`, () =>
      w.line(`throw new Error(${str(roleRefusalText(role))});`),
    );
  });
  w.blank();
}

/** The page's role test, written once at module level: the call that awaits it. */
export function roleTest(ctx: PageContext, role: MemberRole): string {
  const { top } = ctx;
  if (!ctx.needs.has('role')) {
    ctx.needs.add('role').add('members');
    top.comment(
      `Whether the signed-in member has the ${role.title} member role; the web module checks it too.`,
    );
    top.block(`async function ${roleTestName(role)}() {`, () => {
      top.line('const roles = await currentMember.getRoles();');
      top.line(`return roles.some((role) => role.title === ${str(role.title)});`);
    });
    top.blank();
  }
  return `await ${roleTestName(role)}()`;
}

/**
 * In a members' submit handler, once `member` is signed in: a member without the role is told
 * (`tell` writes the lines that show a message) and nothing is sent, the web module refusing too.
 */
export function writeRoleFirst(
  ctx: PageContext,
  role: MemberRole,
  tell: (message: string) => string[],
): void {
  const { body } = ctx;
  body.block(`if (!(${roleTest(ctx, role)})) {`, () => {
    for (const line of tell(str(roleRefusalText(role)))) body.line(line);
    body.line('return;');
  });
}

/** The setup step: the role exists under that exact title, and the right members have it. */
export function roleStep(role: MemberRole): string {
  return `**Create the \`${role.title}\` member role.** In the dashboard's Roles & Permissions (member roles), add a role titled exactly \`${role.title}\` and assign it to the members who should have it: the code compares the title, so spelling and case must match. Other members are refused by the web module (\`${roleCheckName(role)}\`).`;
}
