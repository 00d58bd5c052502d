import { itemsLabel, str } from './naming';
import type { PageContext } from './page-context';
import type { MemberGatePlan } from './plan-types';

/**
 * Members-only lists: the page asks who is signed in before loading. A visitor gets the login
 * button (Wix's login prompt) and collapsed lists instead of web methods that refuse them; a
 * member gets the welcome text and the data. Replaces the plain initial load.
 */
export function writeMemberGate(ctx: PageContext, gate: MemberGatePlan): void {
  const { body, plan } = ctx;
  const $ = (id: string) => `$w(${str(`#${id}`)})`;
  const collections = plan.lists
    .filter((l) => gate.listIds.includes(l.id))
    .flatMap((l) => (l.collection ? [itemsLabel(l.collection.name)] : []));
  // The lists and the controls that would load them: only members see either.
  const shown = [...gate.controlIds, ...gate.listIds];
  ctx.needs.add('members');
  const whose = plan.prompt.access.read === 'owner' ? 'their' : 'the';
  body.comment(
    `Members only: a visitor sees ${gate.loginButtonId ? `#${gate.loginButtonId}, which opens Wix's login` : 'no data'}; a signed-in member sees ${whose} ${collections.join(' and ')}.`,
  );
  body.block('async function showMemberContent() {', () => {
    body.line('let member;');
    body.tryCatch(
      () => body.line('member = await currentMember.getMember();'),
      () => body.line("console.error('Could not check who is signed in', error);"),
    );
    body.block('if (!member) {', () => {
      for (const id of shown) body.line(`${$(id)}.collapse();`);
      if (gate.welcomeTextId) body.line(`${$(gate.welcomeTextId)}.hide();`);
      if (gate.loginButtonId) body.line(`${$(gate.loginButtonId)}.show();`);
      body.line('return;');
    });
    if (gate.loginButtonId) body.line(`${$(gate.loginButtonId)}.hide();`);
    if (gate.welcomeTextId) {
      body.line(
        `${$(gate.welcomeTextId)}.text = \`Welcome, \${member.profile?.nickname || 'member'}!\`;`,
      );
      body.line(`${$(gate.welcomeTextId)}.show();`);
    }
    for (const id of shown) body.line(`${$(id)}.expand();`);
    const loads = ctx.initialLoads;
    if (loads.length === 1) body.line(`await ${loads[0] ?? ''};`);
    else if (loads.length > 1) body.line(`await Promise.all([${loads.join(', ')}]);`);
  });
  body.blank();
  if (gate.loginButtonId) {
    ctx.needs.add('login');
    body.comment("The login button opens Wix's login; once signed in, the member's data loads.");
    body.block(
      `${$(gate.loginButtonId)}.onClick(async () => {`,
      () => {
        body.tryCatch(
          () => {
            body.line('await authentication.promptLogin();');
            body.line('await showMemberContent();');
          },
          () => body.line("console.error('Login was not completed', error);"),
        );
      },
      '});',
    );
    body.blank();
  }
  body.line('await showMemberContent();');
}
