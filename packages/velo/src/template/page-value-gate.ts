import { str, pageElement as $ } from './naming';
import type { PageContext } from './page-context';
import type { ValueGatePlan } from './plan-value-gate';

/**
 * A box only members with a value see ('members whose plan is "Gold"'): collapsed until the
 * member's own value is read, then shown to them and the other box to everyone else.
 */
export function writeValueGate(ctx: PageContext, gate: ValueGatePlan): void {
  const { body } = ctx;
  const key = gate.field.key;
  const fn = `show${gate.fnName.replace(/^getMy/, 'By')}`;
  ctx.needs.add('members');
  body.comment(
    `#${gate.shownId} only for a signed-in member whose ${key} is '${gate.value}'${gate.elseId ? `; everyone else sees #${gate.elseId}` : ''}. Collapsed until the member's ${key} is known.`,
  );
  body.line(`${$(gate.shownId)}.collapse();`);
  body.block(`async function ${fn}() {`, () => {
    body.line(`let ${key} = null;`);
    body.tryCatch(
      () => {
        body.line('const member = await currentMember.getMember();');
        body.block('if (member) {', () => {
          if (ctx.plan.dataAccess === 'backend') {
            ctx.imports.add(gate.fnName);
            body.line(`${key} = (await ${gate.fnName}()).${key};`);
          } else {
            ctx.needs.add('wixData');
            const by = gate.keyField === '_owner' ? "'_owner'" : str(gate.keyField);
            body.line(
              `const { items } = await wixData.query(${str(gate.collection.name)}).eq(${by}, member._id).limit(1).find();`,
            );
            body.line(`${key} = items[0] ? items[0].${key} : null;`);
          }
        });
      },
      () => body.line(`console.error(${str(`Could not read the member's ${key}`)}, error);`),
    );
    body.ifElse(
      `${key} === ${str(gate.value)}`,
      () => {
        body.line(`${$(gate.shownId)}.expand();`);
        if (gate.elseId) body.line(`${$(gate.elseId)}.collapse();`);
      },
      () => {
        body.line(`${$(gate.shownId)}.collapse();`);
        if (gate.elseId) body.line(`${$(gate.elseId)}.expand();`);
      },
    );
  });
  body.blank();
  const join = gate.joinButton;
  if (join) {
    ctx.needs.add('login').add('location');
    body.comment(
      `#${join.id}: a visitor gets Wix's login window, a signed-in member goes to ${join.path}.`,
    );
    body.block(
      `${$(join.id)}.onClick(async () => {`,
      () =>
        body.tryCatch(
          () => {
            body.block('if (await currentMember.getMember()) {', () => {
              body.line(`${ctx.location}.to(${str(join.path)});`);
              body.line('return;');
            });
            body.line('await authentication.promptLogin();');
            body.line(`await ${fn}();`);
          },
          // Closing the login window rejects: nothing to do.
          () => body.line("console.error('The login did not complete', error);"),
        ),
      '});',
    );
    body.blank();
  }
  ctx.initialLoads.push(`${fn}()`);
}
