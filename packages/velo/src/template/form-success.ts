import { escapeRegExp } from '../regexp';
import { numberedMessage } from './form-auto-number';
import { inTemplate, pluralItemsLabel, str } from './naming';
import type { PageContext } from './page-context';
import type { FormPlan } from './plan-form-types';

/**
 * What a form's success says and does beyond its message, as a SaaS founder words it: "show
 * 'Thanks! You're #N on the waitlist' where N is the total number of signups, and disable the
 * button". The letter becomes the number of items saved, counted by the web method after the
 * save (page code could count them only by letting visitors read every entry); the button stays
 * disabled after a success. Before, '#N' was shown as written and the button came back.
 */
export interface FormSuccess {
  /** The letter of the message standing for the number of items saved ('N'). */
  countLetter: string | null;
  /** The submit button stays disabled once the form is sent. */
  disablesButton: boolean;
}

export function formSuccess(prompt: string, message: string, submitId: string | null): FormSuccess {
  // What follows the quote to the end of its sentence (a '!' inside the quote ends none).
  const at = prompt.indexOf(message);
  const after = at < 0 ? '' : (prompt.slice(at + message.length).split(/[.;](?:\s|$)/)[0] ?? '');
  const letter = /(?<![\w'’])([NX])(?![\w'’])/.exec(message)?.[1] ?? null;
  const counts =
    letter !== null &&
    new RegExp(
      String.raw`\b(?:where|with)\s+${letter}\s+(?:is|=|being)\s+(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\b|\b${letter}\s+is\s+(?:their|the)\s+(?:position|place|spot)\b`,
      'i',
    ).test(after);
  const button = submitId ? `|${escapeRegExp(submitId)}` : '';
  return {
    countLetter: counts ? letter : null,
    disablesButton: new RegExp(
      String.raw`\b(?:disable|disables|disabling)\s+(?:the\s+|that\s+)?(?:button|it${button})\b`,
      'i',
    ).test(after),
  };
}

/** The message as a template literal with the count in place of its letter, or as a string. */
export function countedMessage(message: string, letter: string, count: string): string {
  const escaped = inTemplate(message);
  return `\`${escaped.replace(new RegExp(String.raw`(?<![\w'’])${letter}(?![\w'’])`), `\${${count}}`)}\``;
}

/** The message without the count page code cannot read: 'Thanks! You're on the waitlist'. */
export function uncountedMessage(message: string, letter: string): string {
  return message
    .replace(new RegExp(String.raw`\s*#?${letter}(?![\w'’])`), '')
    .replace(/\s{2,}/g, ' ');
}

/** The success message as the code shows it: '#N' the count the web method returns. */
export function shownSuccess(ctx: PageContext, form: FormPlan): string {
  const numbered = numberedSuccess(ctx, form);
  if (numbered) return numbered;
  const letter = form.success?.countLetter;
  if (!letter) return str(form.successMessage);
  if (ctx.plan.dataAccess === 'backend')
    return countedMessage(form.successMessage, letter, 'saved.count');
  ctx.body.comment(
    `The success message leaves out '${letter}', the number of ${pluralItemsLabel(form.collection?.name ?? 'items')}: page code could count them only by letting visitors read every entry. The page + backend output shows it.`,
  );
  return str(uncountedMessage(form.successMessage, letter));
}

/** The thanks naming the number the web module gave the item, where the prompt's example is. */
export function numberedSuccess(ctx: PageContext, form: FormPlan): string | null {
  const auto = form.autoNumber;
  return auto && ctx.plan.dataAccess === 'backend'
    ? numberedMessage(form.successMessage, auto, 'saved')
    : null;
}

/** The number the web module gave the item, in the text said to show it ('#newCodeText'). */
export function numberShown(ctx: PageContext, form: FormPlan): string[] | null {
  const auto = form.autoNumber;
  return auto?.textId && ctx.plan.dataAccess === 'backend'
    ? [`$w(${str(`#${auto.textId}`)}).text = saved.${auto.field.key};`]
    : null;
}
