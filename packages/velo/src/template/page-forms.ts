import { camel, humanize, inTemplate, singularLabel, str, pageElement as $ } from './naming';
import { limitWords } from './plan-form-limits';
import { outlinesProblems } from './plan-forms';
import { type PageContext, tellVisitor } from './page-context';
import { writeOptionsLoader } from './page-options';
import { ownItemSave, writeOwnItemLoader } from './page-form-edit';
import { writeDeadlineCheck } from './form-deadline-code';
import { dayStart, writeCheck } from './page-form-checks';
import { yearsAgo } from './age-checks';
import { writeValues } from './page-form-values';
import { directSave, writeOrderTotal } from './order-totals';
import { memberValues, writeMemberFirst } from './member-forms';
import { writeRoleFirst } from './role-checks';
import { foundItemSave, foundKeysName } from './lookups';
import { numberedSuccess, numberShown, shownSuccess } from './form-success';
import type { FormInput, FormPlan } from './plan-types';

/**
 * Page code of one form: required flags, step navigation, per-step checks, the values object,
 * reset, and the submit handler that disables the button while saving.
 */
export function writeForm(ctx: PageContext, form: FormPlan): void {
  const { body } = ctx;
  const title = form.id ? `#${form.id}` : 'the form';
  const required = form.inputs.filter(
    (i) => i.required && (i.control === 'text' || i.control === 'textarea'),
  );
  if (required.length > 0) {
    body.comment(
      `Required inputs of ${title} show Wix's built-in warning outline when left empty.`,
    );
    for (const i of required) body.line(`${$(i.elementId)}.required = true;`);
    body.blank();
  }
  const limited = form.inputs.filter(
    (i) =>
      (i.control === 'slider' && i.range) ||
      (i.control === 'datePicker' && (i.dayBound || i.closedDays || i.minAge || i.maxAge)),
  );
  if (limited.length > 0) {
    body.comment(
      'What the prompt allows: sliders span their range, date pickers offer only those days.',
    );
    for (const i of limited) {
      if (i.range) {
        const [min, max] = i.range;
        if (min !== null) body.line(`${$(i.elementId)}.min = ${min};`);
        if (max !== null) body.line(`${$(i.elementId)}.max = ${max};`);
      } else if (i.minAge)
        // A birth date offers no day that would make the visitor younger than the prompt allows.
        body.line(`${$(i.elementId)}.maxDate = ${yearsAgo(i.minAge)};`);
      else if (i.dayBound === 'future' || i.dayBound === 'tomorrow')
        body.line(
          `${$(i.elementId)}.minDate = ${dayStart(i.dayBound === 'tomorrow' ? (i.daysAhead ?? 1) : 0)};`,
        );
      else if (i.dayBound === 'past' || i.dayBound === 'today')
        body.line(
          `${$(i.elementId)}.maxDate = new Date(new Date().setHours(${i.dayBound === 'today' ? 24 : 0}, 0, 0, 0) - 1);`,
        );
      // Nor a day that would make them as old as the prompt's limit ('under 17').
      if (i.maxAge) body.line(`${$(i.elementId)}.minDate = ${yearsAgo(i.maxAge, 1)};`);
      if (i.closedDays)
        body.line(`${$(i.elementId)}.disabledDaysOfWeek = [${i.closedDays.join(', ')}];`);
    }
    body.blank();
  }
  const capped = form.inputs.filter((i) => i.length?.max);
  if (capped.length > 0) {
    body.comment('The most characters the prompt allows: the input takes no more.');
    for (const i of capped) body.line(`${$(i.elementId)}.maxLength = ${i.length?.max};`);
    body.blank();
  }
  const loadsBefore = ctx.initialLoads.length;
  for (const input of form.inputs) {
    if (input.options) writeOptionsLoader(ctx, input.elementId, input.options, false);
  }
  if (form.total) writeOrderTotal(ctx, form, form.total);
  if (form.editsOwn) {
    // The saved item is shown once the choices it may select are there.
    const choiceLoads = ctx.initialLoads.splice(loadsBefore);
    writeOwnItemLoader(ctx, form, choiceLoads);
  }
  const stepCount = Math.max(1, form.steps.length);
  const checkFns: string[] = [];
  for (let step = 0; step < stepCount; step++) {
    const fn = `check${form.name}${form.steps.length > 0 ? `Step${step + 1}` : ''}`;
    checkFns.push(fn);
    writeCheck(ctx, form, step, fn);
  }
  const stored = form.collection !== null || ctx.plan.dataAccess === 'backend';
  const valuesFn = `${camel(form.name)}Values`;
  if (stored) writeValues(ctx, form, valuesFn);
  if (!form.editsOwn) writeReset(ctx, form);
  if (form.steps.length > 0) writeSteps(ctx, form, checkFns, stored ? valuesFn : null);
  if (!form.submitId) {
    body.comment(
      `${title} has no submit button, so nothing is sent: add a button inside it to submit.`,
    );
    return;
  }
  const deadline = writeDeadlineCheck(ctx, form);
  writeSubmit(ctx, form, deadline ? [deadline, ...checkFns] : checkFns, stored ? valuesFn : null);
}

function writeReset(ctx: PageContext, form: FormPlan): void {
  const { body } = ctx;
  body.comment(
    'Empties the inputs after a successful submit; a date or time picker and an address input keep what was picked.',
  );
  body.block(`function reset${form.name}() {`, () => {
    for (const input of form.inputs) {
      const el = `$w(${str(`#${input.elementId}`)})`;
      if (input.control === 'checkbox' || input.control === 'switch')
        body.line(`${el}.checked = false;`);
      else if (input.control === 'checkboxGroup') body.line(`${el}.value = [];`);
      else if (input.control === 'upload') body.line(`${el}.reset();`);
      // Null puts a ratings input back to no stars.
      else if (input.control === 'rating') body.line(`${el}.value = null;`);
      else if (
        input.control === 'text' ||
        input.control === 'textarea' ||
        input.control === 'dropdown' ||
        input.control === 'radio'
      ) {
        // Back to the choice the prompt starts it on ('default Normal'), else empty.
        const start = input.options?.kind === 'fixed' ? input.options.defaultValue : undefined;
        body.line(`${el}.value = ${str(start ?? '')};`);
        body.line(`${el}.resetValidityIndication();`);
      }
    }
    if (form.steps.length > 0) for (const line of showStep(form, null, 0)) body.line(line);
  });
  body.blank();
}

/**
 * The lines that show step `to`: the state of the multi-state box, or the step's box expanded and
 * the one shown before (`from`; every other one when null) collapsed.
 */
function showStep(form: FormPlan, from: number | null, to: number): string[] {
  const box = (i: number) => `$w(${str(`#${form.steps[i]?.boxId ?? ''}`)})`;
  if (form.stateBoxId)
    return [`$w(${str(`#${form.stateBoxId}`)}).changeState(${str(form.steps[to]?.boxId ?? '')});`];
  const hidden = from === null ? form.steps.map((_, i) => i).filter((i) => i !== to) : [from];
  return [...hidden.map((i) => `${box(i)}.collapse();`), `${box(to)}.expand();`];
}

function writeSteps(
  ctx: PageContext,
  form: FormPlan,
  checkFns: string[],
  valuesFn: string | null,
): void {
  const { body } = ctx;
  body.comment(
    form.stateBoxId
      ? `Multi-step form: each step is a state of #${form.stateBoxId}, starting with the first.`
      : 'Multi-step form: one step is visible at a time, starting with the first.',
  );
  if (form.stateBoxId) for (const line of showStep(form, null, 0)) body.line(line);
  else
    for (let i = 1; i < form.steps.length; i++)
      body.line(`$w(${str(`#${form.steps[i]?.boxId ?? ''}`)}).collapse();`);
  form.steps.forEach((step, i) => {
    if (step.nextId && i + 1 < form.steps.length) {
      body.block(
        `$w(${str(`#${step.nextId}`)}).onClick(() => {`,
        () => {
          body.line(`const problem = ${checkFns[i] ?? checkFns[0]}();`);
          body.block('if (problem) {', () => {
            for (const line of tellError(ctx, form, 'problem', i)) body.line(line);
            body.line('return;');
          });
          for (const id of [form.statusTextId, form.errorTextId])
            if (id) body.line(`$w(${str(`#${id}`)}).hide();`);
          if (form.review?.step === i + 1 && valuesFn) writeReview(ctx, form, valuesFn);
          for (const line of showStep(form, i, i + 1)) body.line(line);
        },
        '});',
      );
    }
    if (step.backId && i > 0) {
      body.block(
        `$w(${str(`#${step.backId}`)}).onClick(() => {`,
        () => {
          for (const line of showStep(form, i, i - 1)) body.line(line);
        },
        '});',
      );
    }
  });
  body.blank();
}

/** The review step's text: each input's label and what was entered, one per line. */
function writeReview(ctx: PageContext, form: FormPlan, valuesFn: string): void {
  const { body } = ctx;
  const review = form.review;
  if (!review) return;
  ctx.needs.add('asText');
  body.comment(`#${review.textId} shows what was entered, to check before sending.`);
  body.line(`const entered = ${valuesFn}();`);
  const lines = form.inputs
    .filter((i) => i.control !== 'upload' && (i.field !== null || form.collection === null))
    .map((i) => {
      const value = `entered.${i.valueKey}`;
      const shown =
        i.kind === 'date'
          ? `${value} instanceof Date ? ${value}.toLocaleDateString() : asText(${value})`
          : `asText(${value})`;
      return `\`${inTemplate(i.label)}: \${${shown}}\``;
    });
  body.line(`$w(${str(`#${review.textId}`)}).text = [${lines.join(', ')}].join('\\n');`);
}

function writeSubmit(
  ctx: PageContext,
  form: FormPlan,
  checkFns: string[],
  valuesFn: string | null,
): void {
  const { body, plan } = ctx;
  const button = `$w(${str(`#${form.submitId ?? ''}`)})`;
  const what = form.collection ? `the ${singularLabel(form.collection.name)}` : 'the form';
  body.comment(
    form.collection
      ? `Submit: check, then save to ${form.collection.name}; the button is disabled while saving.`
      : 'Submit: no collection matches this form, so the values are checked but not stored.',
  );
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      body.line(`const problem = ${checkFns.map((f) => `${f}()`).join(' || ')};`);
      body.block('if (problem) {', () => {
        // Earlier steps were checked on the way: a problem left is in the last one.
        for (const line of tellError(ctx, form, 'problem', Math.max(0, form.steps.length - 1)))
          body.line(line);
        body.line('return;');
      });
      const success = [
        ...(form.errorTextId ? [`$w(${str(`#${form.errorTextId}`)}).hide();`] : []),
        ...(form.doneStateId
          ? [`$w(${str(`#${form.stateBoxId ?? ''}`)}).changeState(${str(form.doneStateId)});`]
          : []),
        ...(form.hidesAfter ? [`$w(${str(`#${form.hidesAfter}`)}).collapse();`] : []),
        tellVisitor(ctx, form.statusTextId, shownSuccess(ctx, form), 'info'),
        ...(numberShown(ctx, form) ?? []),
      ];
      if (!valuesFn) {
        body.line(`reset${form.name}();`);
        for (const line of success) body.line(line);
        return;
      }
      // A member's own item too: a visitor logs in before saving it.
      if (form.membersOnly || form.editsOwn) writeMemberFirst(ctx);
      if (form.role && plan.dataAccess === 'backend')
        writeRoleFirst(ctx, form.role, (message) =>
          tellError(ctx, form, message, Math.max(0, form.steps.length - 1)),
        );
      const found = form.updatesFound;
      if (found) {
        const key = humanize(found.keyField.key).toLowerCase();
        body.block(`if (!${foundKeysName(found)}) {`, () => {
          const first = `Please find your ${singularLabel(found.collection.name)} first: enter your ${key} above.`;
          for (const line of tellError(ctx, form, str(first), Math.max(0, form.steps.length - 1)))
            body.line(line);
          body.line('return;');
        });
      }
      body.line(`${button}.disable();`);
      const uploads = form.inputs.filter((i) => i.control === 'upload' && i.field);
      // Page-only code saves the member's id itself; a web method reads it from the session.
      const fromMember = plan.dataAccess === 'direct' ? memberValues(form) : [];
      const values =
        uploads.length > 0
          ? 'values'
          : fromMember.length > 0
            ? `{ ...${valuesFn}(), ${fromMember.map(([key, value]) => `${key}: ${value}`).join(', ')} }`
            : `${valuesFn}()`;
      const counted =
        (form.success?.countLetter || numberedSuccess(ctx, form) || numberShown(ctx, form)) &&
        plan.dataAccess === 'backend';
      const save = form.editsOwn
        ? [ownItemSave(ctx, form, values)]
        : found
          ? foundItemSave(ctx, form, found, values)
          : plan.dataAccess === 'direct'
            ? directSave(form, values)
            : [`${counted ? 'const saved = ' : ''}await ${form.fnName}(${values});`];
      const keepsDisabled = form.success?.disablesButton ?? false;
      if (plan.dataAccess === 'direct') ctx.needs.add('wixData');
      else ctx.imports.add(form.fnName);
      // A list of the same collection on the page shows the new item at once.
      const lists = plan.lists.filter(
        (l) => form.collection !== null && l.collection?.name === form.collection.name,
      );
      body.tryCatch(
        () => {
          if (uploads.length > 0) {
            ctx.needs.add('uploadedFile');
            body.line(`const values = ${valuesFn}();`);
            for (const [key, value] of fromMember) body.line(`values.${key} = ${value};`);
            for (const u of uploads) {
              const key = u.field?.key ?? u.valueKey;
              const upload = `await uploadedFile($w(${str(`#${u.elementId}`)}))`;
              // An edited item keeps its saved file when no new one was chosen.
              if (form.editsOwn) {
                body.line(`const ${key}Upload = ${upload};`);
                body.block(`if (${key}Upload) {`, () => body.line(`values.${key} = ${key}Upload;`));
              } else body.line(`values.${key} = ${upload};`);
            }
          }
          const limit = form.limit;
          if (limit && plan.dataAccess === 'direct')
            body.comment(
              `${limitWords(limit, form.collection?.name ?? 'items')}: page code could check that only by letting ${limit.perMember ? 'members' : 'visitors'} read every entry. The page + backend output checks it in its web method.`,
            );
          for (const line of save) body.line(line);
          // An edited item stays in the form; a new submission clears it for the next one.
          if (!form.editsOwn) body.line(`reset${form.name}();`);
          for (const list of lists) body.line(`await load${list.name}();`);
          // A figure over the collection ('the total raised') counts the new item too.
          for (const summary of plan.summaries)
            if (summary.collection.name === form.collection?.name)
              body.line(`await load${summary.name}Summary();`);
          for (const line of success) body.line(line);
        },
        () => {
          body.line(`console.error(${str(`Could not save ${what}`)}, error);`);
          if (form.statusTextId || form.errorTextId) {
            const sorry = str(
              form.failureMessage ??
                (form.editsOwn
                  ? 'Sorry, your changes could not be saved. Please try again.'
                  : 'Sorry, something went wrong while sending. Please try again.'),
            );
            // A value already taken, a full slot or a closed form: the visitor is told so.
            const refusals = [
              form.limit?.message,
              form.deadline?.message,
              form.noOverlap?.message,
            ].flatMap((m) =>
              m && plan.dataAccess === 'backend' ? [`error.message === ${str(m)}`] : [],
            );
            const message =
              refusals.length > 0
                ? `error instanceof Error && ${refusals.length > 1 ? `(${refusals.join(' || ')})` : refusals[0]} ? error.message : ${sorry}`
                : sorry;
            for (const line of tellError(ctx, form, message)) body.line(line);
          }
          if (keepsDisabled) body.line(`${button}.enable();`);
        },
      );
      if (keepsDisabled) body.comment('Sent: the button stays disabled, as asked.');
      else body.line(`${button}.enable();`);
    },
    '});',
  );
  body.blank();
}

/** Inputs that show Wix's own invalid outline on updateValidityIndication(). */
const OUTLINED = new Set<FormInput['control']>(['text', 'textarea']);

/**
 * A form's error message: into its error text (the success text hidden), else its status text.
 * Without a text the visitor can see, the inputs of the `step` shown are outlined instead.
 */
function tellError(
  ctx: PageContext,
  form: FormPlan,
  message: string,
  step: number | null = null,
): string[] {
  // A step's own error text; a problem on sending is the last step's.
  const own = form.steps[step ?? form.steps.length - 1]?.errorTextId;
  if (own) return [tellVisitor(ctx, own, message, 'error')];
  if (outlinesProblems(form)) {
    const outlined = form.inputs.filter((i) => i.step === step && OUTLINED.has(i.control));
    return [
      tellVisitor(ctx, null, message, 'error'),
      ...outlined.map((i) => `$w(${str(`#${i.elementId}`)}).updateValidityIndication();`),
    ];
  }
  if (!form.errorTextId) return [tellVisitor(ctx, form.statusTextId, message, 'error')];
  return [
    ...(form.statusTextId ? [`$w(${str(`#${form.statusTextId}`)}).hide();`] : []),
    tellVisitor(ctx, form.errorTextId, message, 'error'),
  ];
}
