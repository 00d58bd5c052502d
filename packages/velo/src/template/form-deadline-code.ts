import type { CodeWriter } from './code';
import { str } from './naming';
import { tellVisitor, type PageContext } from './page-context';
import { closingDate } from './plan-form-deadline';
import type { FormPlan } from './plan-form-types';

/**
 * A form's last day ('Registration closes on June 1, 2027'): once it has passed, the form says so
 * when the page opens and its button stays disabled; the check runs again on every submit (a page
 * left open past midnight) and the web method refuses too. Before, the closing words were shown
 * as the thanks and entries were taken for ever.
 */
export function writeDeadlineCheck(ctx: PageContext, form: FormPlan): string | null {
  const { deadline, submitId } = form;
  if (!deadline || !submitId) return null;
  const fn = `check${form.name}Deadline`;
  ctx.body.comment(
    `Entries close ${deadline.when}, on the visitor's calendar; the web method checks it too.`,
  );
  ctx.body.block(`function ${fn}() {`, () =>
    ctx.body.line(`return new Date() >= ${closingDate(deadline)} ? ${str(deadline.message)} : '';`),
  );
  ctx.body.block(`if (${fn}()) {`, () => {
    ctx.body.line(`$w(${str(`#${submitId}`)}).disable();`);
    ctx.body.line(tellVisitor(ctx, form.statusTextId ?? form.errorTextId, `${fn}()`, 'info'));
  });
  ctx.body.blank();
  return fn;
}

/** The web method's refusal after the last day, on the server's calendar. */
export function writeDeadlineRefusal(fns: CodeWriter, form: FormPlan): void {
  const { deadline } = form;
  if (!deadline) return;
  fns.comment(`Entries close ${deadline.when}, on the server's calendar.`);
  fns.block(`if (new Date() >= ${closingDate(deadline)}) {`, () =>
    fns.line(`throw new Error(${str(deadline.message)});`),
  );
}
