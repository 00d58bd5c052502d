import { isDefaultId, words } from './naming';
import type { FormInput } from './plan-form-types';

/**
 * Numbered groups of inputs filling the same fields: 'up to 3 kids: #child1Name + #child1Age,
 * #child2Name + #child2Age, …' saves one item per child filled in, sharing the form's other
 * values (the parent's name and email). Before, only the first child was saved, without a word.
 */

/** A further group of the form's inputs: one more item when any of its inputs is filled. */
export interface FormRow {
  /** 'child 2': the group as its messages name it. */
  label: string;
  /** The first group's inputs, each moved to this group's element (its checks and field). */
  inputs: FormInput[];
}

/**
 * The groups after the first: each input no field matched whose id, numbered 1 (child2Name →
 * child1Name) or without its number (guestEmail2 → guestEmail), is an input that fills a field.
 * Wix's default ids ('input2') are never a group.
 */
export function formRows(inputs: FormInput[]): FormRow[] {
  const filling = new Map(
    inputs.filter((i) => i.field !== null).map((i) => [i.elementId.toLowerCase(), i]),
  );
  const groups = new Map<string, { prefix: string; ending: boolean; inputs: FormInput[] }>();
  for (const input of inputs) {
    const id = input.elementId;
    const number = /\d+/.exec(id);
    if (input.field !== null || isDefaultId(id) || !number || Number(number[0]) < 2) continue;
    const around = (middle: string) =>
      `${id.slice(0, number.index)}${middle}${id.slice(number.index + number[0].length)}`;
    const first = filling.get(around('1').toLowerCase()) ?? filling.get(around('').toLowerCase());
    if (!first) continue;
    // 'child2Name': what comes before the number names the group; 'guestEmail2': the field too.
    const ending = number.index + number[0].length === id.length;
    const group = groups.get(number[0]) ?? {
      prefix: id.slice(0, number.index),
      ending,
      inputs: [],
    };
    // 'Child 1 name' of the first group is 'Child 2 name' here.
    const label = /\b1\b/.test(first.label)
      ? first.label.replace(/\b1\b/, number[0])
      : `${first.label} ${number[0]}`;
    group.inputs.push({ ...first, elementId: id, step: input.step, label });
    groups.set(number[0], group);
  }
  return [...groups].map(([number, group]) => {
    const fieldWords = new Set(group.inputs.flatMap((i) => words(i.field?.key ?? '')));
    const own = words(group.prefix).filter((w) => !group.ending || !fieldWords.has(w));
    return { label: `${own.length > 0 ? own.join(' ') : 'entry'} ${number}`, inputs: group.inputs };
  });
}
