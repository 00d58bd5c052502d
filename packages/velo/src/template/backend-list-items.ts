import type { CodeWriter } from './code';
import { str } from './naming';
import type { Binding } from './plan-types';
import { insteadCondition } from './text-overrides';

/**
 * What a list's web method returns: the fields the page shows (`sends`, else whole items; of a
 * referenced item, only the field shown) and the total count. A field only members see ('Only members can see the salary') is left out for
 * a visitor here, on the server, where the page could only hide it.
 */
export function writeListItems(
  fns: CodeWriter,
  sends: string[] | null,
  membersOnly: string[],
  masked: Masked[] = [],
  /** Fields never sent with whole items: 'never the artist emails'. */
  withheld: string[] = [],
): void {
  if (membersOnly.length > 0) {
    fns.comment(`Only members see ${membersOnly.join(' and ')}: a visitor's items come without.`);
    fns.line('const member = await currentMember.getMember();');
  }
  if (sends) {
    fns.block(
      'const items = result.items.map((item) => ({',
      () => {
        for (const sent of sends) {
          const [key = sent, shown] = sent.split('.');
          if (shown)
            fns.line(
              `${key}: item.${key} && { _id: item.${key}._id, ${shown}: item.${key}.${shown} },`,
            );
          else
            fns.line(
              membersOnly.includes(key)
                ? `${key}: member ? item.${key} : undefined,`
                : `${key}: item.${key},`,
            );
        }
      },
      '}));',
    );
  } else if (withheld.length > 0) {
    fns.comment(
      `${withheld.join(' and ')} never ${withheld.length === 1 ? 'leaves' : 'leave'} the server.`,
    );
    const kept = `result.items.map(${without(withheld)})`;
    fns.line(
      membersOnly.length > 0
        ? `const items = member ? ${kept} : ${kept}.map(${without(membersOnly)});`
        : `const items = ${kept};`,
    );
  } else if (membersOnly.length > 0) {
    fns.line(`const items = member ? result.items : result.items.map(${without(membersOnly)});`);
  } else if (masked.length === 0) {
    fns.line('return { items: result.items, totalCount: result.totalCount };');
    return;
  }
  if (masked.length === 0) {
    fns.line('return { items, totalCount: result.totalCount };');
    return;
  }
  const source = sends || membersOnly.length > 0 || withheld.length > 0 ? 'items' : 'result.items';
  fns.comment(
    `${masked.map((m) => `${m.key} goes out as ${str(m.instead.words)} where the page shows that`).join('; ')}: the value itself never leaves the server.`,
  );
  const maps = masked.map(
    (m) =>
      `.map((item) => (${insteadCondition(m.instead)} ? { ...item, ${m.key}: ${str(m.instead.words)} } : item))`,
  );
  fns.line(`return { items: ${source}${maps.join('')}, totalCount: result.totalCount };`);
}

/** A field whose value the page shows as other words for some items (text-overrides.ts). */
export interface Masked {
  key: string;
  instead: NonNullable<Binding['instead']>;
}

/** A function taking `keys` out of an item: ({ email: _email, ...item }) => item. */
function without(keys: string[]): string {
  return `({ ${keys.map((key) => `${key}: _${key}`).join(', ')}, ...item }) => item`;
}
