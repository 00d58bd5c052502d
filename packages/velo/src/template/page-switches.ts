import { pascal, str } from './naming';
import { type PageContext, bindingLines } from './page-context';
import type { SwitchPlan } from './plan-switches';
import type { ListPlan } from './plan-types';

/** Page code for switches that change the page (plan-switches.ts). */
export function writeSwitches(ctx: PageContext): void {
  for (const s of ctx.plan.switches) writeSwitch(ctx, s);
}

function writeSwitch(ctx: PageContext, s: SwitchPlan): void {
  const { body } = ctx;
  const control = `$w(${str(`#${s.switchId}`)})`;
  const apply = `apply${pascal(s.switchId)}`;
  const ids = (list: string[]) => list.map((id) => `#${id}`).join(', ');
  const state = (shown: { show: string[]; hide: string[] }, words: string | undefined) => {
    for (const id of shown.show) body.line(`$w(${str(`#${id}`)}).show();`);
    for (const id of shown.hide) body.line(`$w(${str(`#${id}`)}).hide();`);
    if (s.label && words !== undefined)
      body.line(`$w(${str(`#${s.label.id}`)}).text = ${str(words)};`);
  };
  const changes = [s.whenOn.show, s.whenOn.hide, s.whenOff.show, s.whenOff.hide].some(
    (ids) => ids.length > 0,
  );
  const lists = s.lists.map((id) => `#${id}`).join(', ');
  body.comment(
    changes
      ? `#${s.switchId} on shows ${ids(s.whenOn.show) || 'nothing more'}${s.whenOn.hide.length > 0 ? ` and hides ${ids(s.whenOn.hide)}` : ''}; off, the other way round.`
      : `#${s.switchId} chooses what the items of ${lists} show${s.label ? `, and #${s.label.id} says which` : ''}.`,
  );
  body.block(`function ${apply}() {`, () => {
    if (changes || s.label)
      body.ifElse(
        `${control}.checked`,
        () => state(s.whenOn, s.label?.on),
        () => state(s.whenOff, s.label?.off),
      );
    for (const list of ctx.plan.lists.filter((l) => s.lists.includes(l.id))) {
      const switched = list.bindings.filter((b) => b.switched?.controlId === s.switchId);
      body.comment(`Each item of #${list.id} shows what the switch chooses.`);
      body.block(
        `$w(${str(`#${list.id}`)}).forEachItem(($item, item) => {`,
        () => {
          for (const b of switched)
            for (const line of bindingLines(ctx, '$item', b, null)) body.line(line);
        },
        '});',
      );
    }
  });
  if (s.remember) {
    ctx.needs.add(s.remember);
    const saved = `saved${pascal(s.switchId)}`;
    body.comment("The visitor's last choice, kept for their next visit.");
    body.line(`const ${saved} = ${s.remember}.getItem(${str(s.switchId)});`);
    body.block(`if (${saved} !== null) {`, () =>
      body.line(`${control}.checked = ${saved} === 'on';`),
    );
  }
  body.line(`${apply}();`);
  body.block(
    `${control}.onChange(() => {`,
    () => {
      body.line(`${apply}();`);
      if (s.remember)
        body.line(`${s.remember}.setItem(${str(s.switchId)}, ${control}.checked ? 'on' : 'off');`);
    },
    '});',
  );
  body.blank();
}

/** How a switch is tried in Preview: one test step. */
export function switchStep(s: SwitchPlan, lists: ListPlan[]): string {
  const ids = (list: string[]) => list.map((id) => `\`${id}\``).join(' and ');
  const shows =
    s.whenOn.show.length > 0
      ? `${ids(s.whenOn.show)} ${s.whenOn.show.length > 1 ? 'show' : 'shows'}`
      : '';
  const hides =
    s.whenOn.hide.length > 0
      ? `${ids(s.whenOn.hide)} ${s.whenOn.hide.length > 1 ? 'hide' : 'hides'}`
      : '';
  const label = s.label ? `, and \`${s.label.id}\` says "${s.label.on}"` : '';
  const items = lists.flatMap((l) =>
    l.bindings.flatMap((b) =>
      b.switched?.controlId === s.switchId
        ? [`\`${b.elementId}\` in each item of \`${l.id}\` shows \`${b.switched.on.field.key}\``]
        : [],
    ),
  );
  const kept =
    s.remember === 'local'
      ? '; reload the page: the choice is kept'
      : s.remember === 'session'
        ? '; reload the page: the choice is kept for the session'
        : '';
  const on = [shows, hides, ...items].filter((x) => x !== '').join(' and ');
  return `Turn \`${s.switchId}\` on: ${on || 'nothing changes'}${label}; turn it off: the other way round${kept}.`;
}
