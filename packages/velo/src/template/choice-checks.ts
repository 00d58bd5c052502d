import type { CodeWriter } from './code';
import { itemsLabel, singularLabel, str } from './naming';
import type { FormInput } from './plan-types';

/**
 * A form's choice from a collection, checked again in the web method, as the browser could send
 * any id: one of the rows the page offers ('open Jobs'), and one of the caller's own when the
 * choices are theirs ('pick their dog (only their own dogs)').
 */
export function writeChoiceCheck(fns: CodeWriter, input: FormInput): void {
  const options = input.options;
  const key = input.field?.key;
  if (options?.kind !== 'collection' || !key) return;
  const offered = options.offered ?? [];
  if (offered.length > 0) {
    const rows = offered.map((r) => `.${r.op}(${str(r.field)}, ${r.value})`).join('');
    fns.comment(`The ${singularLabel(options.collection)} chosen must be one the page offers.`);
    fns.block(`if (item.${key}) {`, () => {
      fns.line(
        `const offered = await wixData.query(${str(options.collection)}).eq(${str(options.valueField)}, item.${key})${rows}.count({ suppressAuth: true });`,
      );
      fns.block('if (offered === 0) {', () =>
        fns.line(
          `throw new Error(${str(`Please choose one of the ${itemsLabel(options.collection)} offered.`)});`,
        ),
      );
    });
  }
  if (!options.ownedBy) return;
  fns.comment(`The ${singularLabel(options.collection)} chosen must be one of the caller's own.`);
  fns.block(`if (item.${key}) {`, () => {
    fns.line('const caller = await currentMember.getMember();');
    fns.line(
      `const owned = await wixData.query(${str(options.collection)}).eq(${str(options.valueField)}, item.${key}).eq(${str(options.ownedBy ?? '')}, caller ? caller._id : '').count();`,
    );
    fns.block('if (owned === 0) {', () =>
      fns.line(
        `throw new Error(${str(`Please choose one of your own ${itemsLabel(options.collection)}.`)});`,
      ),
    );
  });
}
