import { isDatePicker } from './plan-form-inputs';
import type { FilterControl, Plan } from './plan-types';

/** The setup's test step of each of a list's filters: what to change and which items stay. */
export function filterSteps(plan: Plan, filters: FilterControl[], items: string): string[] {
  const steps: string[] = [];
  for (const f of filters) {
    if (f.control === 'buttons') {
      const [first] = f.buttons.filter((b) => !b.all);
      const all = f.buttons.find((b) => b.all);
      steps.push(
        `Click \`${first?.id ?? f.elementId}\`: only ${items} whose \`${f.field.key}\` is the button's label stay; ${all ? `\`${all.id}\`` : 'clicking it again'} brings them all back.`,
      );
      continue;
    }
    if (f.control === 'checkbox') {
      const [on, off] =
        plan.structure.byId.get(f.elementId)?.veloType === 'Switch'
          ? [`Turn \`${f.elementId}\` on`, 'turn it off']
          : [`Tick \`${f.elementId}\``, 'untick it'];
      steps.push(
        `${on}: only ${items} whose \`${f.field.key}\` is ${f.op === 'ne' ? 'not true' : 'true'} stay; ${off}: all ${items} come back.`,
      );
      continue;
    }
    if (f.control === 'checkboxGroup') {
      steps.push(
        `Tick two choices in \`${f.elementId}\`: only ${items} whose \`${f.field.key}\` include ${f.op === 'hasAll' ? 'both' : 'either'} stay.`,
      );
      continue;
    }
    if (f.control === 'date') {
      const when = f.op === 'ge' ? 'on or after' : f.op === 'le' ? 'on or before' : 'on';
      const element = plan.structure.byId.get(f.elementId);
      const act = element && !isDatePicker(element) ? 'Type a day (2025-03-14)' : 'Pick a day';
      steps.push(
        `${act} in \`${f.elementId}\`: only ${items} whose \`${f.field.key}\` is ${when} that day stay.`,
      );
      continue;
    }
    if (f.control === 'month') {
      if (f.end === 0)
        steps.push(
          `Pick a month in \`${f.elementId}\` (it lists the months that have ${items}): only ${items} whose \`${f.field.key}\` is in that month stay; All brings them back.`,
        );
      continue;
    }
    if (f.end !== undefined) {
      if (f.end === 0)
        steps.push(
          `Move the handles of \`${f.elementId}\`: only ${items} whose \`${f.field.key}\` is between them stay.`,
        );
      continue;
    }
    steps.push(
      `Change \`${f.elementId}\`: only ${items} whose \`${f.field.key}\` ${f.op === 'ge' ? 'is at least' : f.op === 'le' ? 'is at most' : f.op === 'hasSome' ? 'includes' : 'matches'} the choice stay.`,
    );
  }
  return steps;
}
