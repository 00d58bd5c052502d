import { itemsLabel, pascal, singularLabel, str, pageElement as $ } from './naming';
import { type PageContext, bindingLines } from './page-context';
import { ownDescendants } from './plan-context';
import { ownItemsKey } from './own-items-key';
import type { MemberGatePlan } from './plan-member-gate';
import { collectionRead } from './keywords';
import { MEMBER_EMAIL, MEMBER_NAME } from './join-functions';
import { roleRefusalText, roleTest } from './role-checks';
import { type MemberRole, roleReads } from './access-role';

/**
 * Members-only lists: the page asks who is signed in before loading. A visitor gets the login
 * button (Wix's login prompt) and collapsed lists instead of web methods that refuse them; a
 * member gets the welcome text and the data. Replaces the plain initial load.
 */
/** What a member detail text shows, from the member wix-members returns. */
const MEMBER_DETAIL: Record<MemberGatePlan['detailTexts'][number]['shows'], string> = {
  name: MEMBER_NAME,
  email: MEMBER_EMAIL,
  joined: "member._createdDate ? new Date(member._createdDate).toLocaleDateString() : ''",
};

export function writeMemberGate(ctx: PageContext, gate: MemberGatePlan): void {
  const { body, plan } = ctx;
  const collections = [
    ...plan.lists
      .filter((l) => gate.listIds.includes(l.id))
      .flatMap((l) => (l.collection ? [itemsLabel(l.collection.name)] : [])),
    ...plan.forms.flatMap((f) =>
      f.editsOwn && f.collection ? [singularLabel(f.collection.name)] : [],
    ),
  ];
  // The lists and the controls that would load them: only members see either. A members' area
  // ('dashboardBox') goes as a whole, with what is inside it.
  const inArea = (id: string) =>
    gate.areaId !== null && ownDescendants(plan.structure, gate.areaId).some((d) => d.id === id);
  // A list anyone may read loads for everyone; the rest waits for the member.
  // So do the choices of its filters ('Filter the classes by teacher with teacherDropdown').
  const publicLoads = plan.lists
    .filter((l) => !gate.listIds.includes(l.id))
    .flatMap((l) => [
      `load${l.name}()`,
      ...l.filters
        .filter((f) => !gate.controlIds.includes(f.elementId))
        .map((f) => `load${pascal(f.elementId)}Options()`),
    ])
    .filter((call) => ctx.initialLoads.includes(call));
  // A form visitors fill before they log in offers its choices to them too, when anyone may read them.
  for (const input of plan.forms.flatMap((f) => f.inputs)) {
    const call = `load${pascal(input.elementId)}Options()`;
    const source = input.options;
    if (
      source?.kind === 'collection' &&
      !gate.controlIds.includes(input.elementId) &&
      !inArea(input.elementId) &&
      collectionRead(plan.prompt, source.collection) === 'anyone' &&
      ctx.initialLoads.includes(call)
    )
      publicLoads.push(call);
  }
  const gatedAll = publicLoads.length === 0;
  const shown = [
    ...(gate.areaId ? [gate.areaId] : []),
    ...[...gate.controlIds, ...gate.listIds].filter((id) => !inArea(id)),
  ];
  const memberOnly = [
    gate.welcomeTextId,
    gate.logoutButtonId,
    ...gate.detailTexts.map((t) => t.id),
    ...(gate.own?.texts.map((t) => t.elementId) ?? []),
  ].filter((id): id is string => id !== null && !inArea(id));
  ctx.needs.add('members');
  const whose = plan.prompt.access.read === 'owner' ? 'their' : 'the';
  body.comment(
    `Members only: a visitor sees ${gate.loginButtonId ? `#${gate.loginButtonId}, which opens Wix's login` : gate.visitorTextIds.length > 0 ? gate.visitorTextIds.map((id) => `#${id}`).join(' and ') : 'no data'}; a signed-in member sees ${whose} ${collections.join(' and ')}.`,
  );
  const role = roleListsOnly(plan, gate);
  // What a member without the role, or a visitor the page has nothing else for, is told.
  const refuse = (r: MemberRole) => {
    if (!r.refusalTextId) return;
    body.line(`${$(r.refusalTextId)}.text = ${str(roleRefusalText(r))};`);
    body.line(`${$(r.refusalTextId)}.show();`);
  };
  body.block('async function showMemberContent() {', () => {
    body.line('let member;');
    body.tryCatch(
      () => body.line('member = await currentMember.getMember();'),
      () => body.line("console.error('Could not check who is signed in', error);"),
    );
    if (gate.promptsLogin) {
      // 'Visitors should be prompted to log in': Wix's login opens; closed, the page stays theirs.
      ctx.needs.add('login');
      body.block('if (!member) {', () =>
        body.tryCatch(
          () => {
            body.line('await authentication.promptLogin();');
            body.line('member = await currentMember.getMember();');
          },
          () => body.line("console.error('Login was not completed', error);"),
        ),
      );
    }
    body.block('if (!member) {', () => {
      for (const id of shown) body.line(`${$(id)}.collapse();`);
      for (const id of memberOnly) body.line(`${$(id)}.hide();`);
      if (gate.loginButtonId) body.line(`${$(gate.loginButtonId)}.show();`);
      for (const id of gate.visitorTextIds) body.line(`${$(id)}.show();`);
      if (role && !gate.loginButtonId && gate.visitorTextIds.length === 0) refuse(role);
      if (gate.redirect) {
        ctx.needs.add('location');
        body.line(`${ctx.location}.to(${str(gate.redirect)});`);
      }
      body.line('return;');
    });
    if (gate.loginButtonId) body.line(`${$(gate.loginButtonId)}.hide();`);
    for (const id of gate.visitorTextIds) body.line(`${$(id)}.hide();`);
    if (role)
      body.block(`if (!(${roleTest(ctx, role)})) {`, () => {
        for (const id of shown) body.line(`${$(id)}.collapse();`);
        for (const id of memberOnly) body.line(`${$(id)}.hide();`);
        refuse(role);
        body.line('return;');
      });
    if (role?.refusalTextId) body.line(`${$(role.refusalTextId)}.hide();`);
    if (gate.welcomeTextId && !gate.welcomeFrom) {
      const name = gate.greeting.firstName
        ? "member.contactDetails?.firstName || member.profile?.nickname || 'member'"
        : "member.profile?.nickname || 'member'";
      const [before, after] = (gate.greeting.around ?? [`${gate.greeting.word}, `, '!']).map(
        (words) => words.replace(/[`\\$]/g, '\\$&'),
      );
      body.line(`${$(gate.welcomeTextId)}.text = \`${before}\${${name}}${after}\`;`);
    }
    for (const t of gate.detailTexts) body.line(`${$(t.id)}.text = ${MEMBER_DETAIL[t.shows]};`);
    if (gate.own) writeOwnItemTexts(ctx, gate, gate.own);
    for (const id of memberOnly) body.line(`${$(id)}.show();`);
    for (const id of shown) body.line(`${$(id)}.expand();`);
    const loads = ctx.initialLoads.filter((call) => !publicLoads.includes(call));
    if (loads.length === 1) body.line(`await ${loads[0] ?? ''};`);
    else if (loads.length > 1) body.line(`await Promise.all([${loads.join(', ')}]);`);
  });
  body.blank();
  if (gate.loginButtonId)
    writeAuthButton(ctx, gate.loginButtonId, 'promptLogin', {
      why: "The login button opens Wix's login; once signed in, the member's data loads.",
      failed: 'Login was not completed',
    });
  if (gate.logoutButtonId)
    writeAuthButton(ctx, gate.logoutButtonId, 'logout', {
      why: 'The logout button signs the member out; the page goes back to what visitors see.',
      failed: 'Could not log out',
    });
  if (gatedAll) body.line('await showMemberContent();');
  else body.line(`await Promise.all([${[...publicLoads, 'showMemberContent()'].join(', ')}]);`);
}

/**
 * The role the gated lists need, when every one of them is the role's (the web module refuses
 * the others too): a member without it is told instead.
 */
function roleListsOnly(plan: PageContext['plan'], gate: MemberGatePlan): MemberRole | null {
  const role = plan.prompt.access.role;
  const lists = plan.lists.filter((l) => gate.listIds.includes(l.id));
  return role &&
    plan.dataAccess === 'backend' &&
    lists.length > 0 &&
    lists.every((l) => l.collection && roleReads(role, l.collection.name))
    ? role
    : null;
}

/** A button that logs in or out through wix-members-frontend, then shows the page anew. */
function writeAuthButton(
  ctx: PageContext,
  id: string,
  call: 'promptLogin' | 'logout',
  text: { why: string; failed: string },
): void {
  const { body } = ctx;
  ctx.needs.add('login');
  body.comment(text.why);
  body.block(
    `$w(${str(`#${id}`)}).onClick(async () => {`,
    () => {
      body.tryCatch(
        () => {
          body.line(`await authentication.${call}();`);
          body.line('await showMemberContent();');
        },
        () => body.line(`console.error(${str(text.failed)}, error);`),
      );
    },
    '});',
  );
  body.blank();
}

/** The member's own item of a collection, read once they are signed in, shown in its texts. */
function writeOwnItemTexts(
  ctx: PageContext,
  gate: MemberGatePlan,
  own: NonNullable<MemberGatePlan['own']>,
): void {
  const { body } = ctx;
  const label = singularLabel(own.collection.name);
  const welcome = gate.welcomeFrom && gate.welcomeTextId ? [gate.welcomeTextId] : [];
  const texts = [...own.texts.map((t) => t.elementId), ...welcome];
  body.comment(`Their own ${label} (the one they own): ${texts.map((id) => `#${id}`).join(', ')}.`);
  body.tryCatch(
    () => {
      if (ctx.plan.dataAccess === 'direct') {
        ctx.needs.add('wixData');
        body.line(
          `const { items: ownItems } = await wixData.query(${str(own.collection.name)}).eq(${str(ownItemsKey(ctx.plan, own.collection))}, member._id).limit(1).find();`,
        );
        body.line('const item = ownItems[0] || {};');
      } else {
        ctx.imports.add(own.fnName);
        // A row found by a declared member id comes back with its shown fields, null when none.
        const byKey = ownItemsKey(ctx.plan, own.collection) !== '_owner';
        body.line(
          `const item = ${byKey ? `await ${own.fnName}()` : `(await ${own.fnName}()) || {}`};`,
        );
      }
      for (const b of own.texts)
        for (const line of bindingLines(ctx, '$w', b, null)) body.line(line);
      const welcome = gate.welcomeFrom;
      if (welcome && gate.welcomeTextId) {
        const name = `\${item.${welcome.field} || member.profile?.nickname || 'member'}`;
        const text = welcome.template
          .replace(/[`\\$]/g, '\\$&')
          .replace(`{${welcome.field}}`, name);
        body.line(`$w(${str(`#${gate.welcomeTextId}`)}).text = \`${text}\`;`);
      }
    },
    () => body.line(`console.error(${str(`Could not load your ${label}`)}, error);`),
  );
}
