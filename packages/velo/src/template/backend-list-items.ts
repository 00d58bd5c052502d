import type { CodeWriter } from './code';

/**
 * What a list's web method returns: the fields the page shows (`sends`, else whole items; of a
 * referenced item, only the field shown) and the total count. A field only members see ('Only members can see the salary') is left out for
 * a visitor here, on the server, where the page could only hide it.
 */
export function writeListItems(
  fns: CodeWriter,
  sends: string[] | null,
  membersOnly: string[],
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
  } else if (membersOnly.length > 0) {
    const rest = `{ ${membersOnly.map((key) => `${key}: _${key}`).join(', ')}, ...item }`;
    fns.line(`const items = member ? result.items : result.items.map((${rest}) => item);`);
  } else {
    fns.line('return { items: result.items, totalCount: result.totalCount };');
    return;
  }
  fns.line('return { items, totalCount: result.totalCount };');
}
