import { IN_SINGLE_QUOTES } from './keywords';
import { words } from './naming';
import { FULL } from './plan-form-limits';

/** What a form says once it is sent: the prompt's quoted message, else its own. */

/** A quoted message of 2 to 120 characters on one line, its words in group 1, 2 or 3. */
export const MESSAGE = String.raw`(?:(?<!\w)'(${IN_SINGLE_QUOTES}{2,120}?)'(?!\w)|"([^"\n]{2,120})"|“([^”\n]{2,120})”)`;

/** The sentence up to `index`: what is said before a quote. */
function sentenceBefore(prompt: string, index: number): string {
  return (
    prompt
      .slice(0, index)
      .split(/[.!?;]\s|\n/)
      .pop() ?? ''
  );
}

/**
 * A rule before a quote makes it the rule's refusal: 'Date must be in the future, otherwise show
 * "…"', 'One application per member per season — otherwise "…"', "can't be the same ("…")".
 */
const RULE =
  /\b(?:must|mustn'?t|cannot|can ?not|can'?t|not allowed|only|per|max(?:imum)?|at most|no more than|more than|less than|fewer than|at least|limit|once|required|needs? to|has to|have to|bigger|larger|smaller|older|younger|too (?:many|few|big|small|long|short|early|late))\b/i;
/** ...unless the words before say the sending worked: 'When it works say "Thank you!"'. */
const WORKED =
  /\b(?:sent|saved|submitted|success|succeeds|successful|works|worked|thank|booked|confirmed|done)\b/i;
/** A word of working said not to happen: "The same desk can't be booked twice". */
const DENIED =
  /\b(?:can'?t|cannot|can not|must not|mustn'?t|not|never|won'?t|isn'?t)\s+(?:be\s+|been\s+)?\w+/gi;
const refusalAfter = (before: string) =>
  RULE.test(before) && !WORKED.test(before.replace(DENIED, ' '));

/**
 * The message the prompt asks a form to show once sent, quoted after a showing verb: "Show
 * 'Order placed' in orderStatus", "shows “Thanks!” on success". Only where what follows names the
 * form's status text (or a status, message or confirmation), or names nothing after a saving
 * ('then show …'); never an error's wording ('if it fails show …').
 */
export function quotedSuccess(
  prompt: string,
  statusId: string | null,
  refusals: (string | null | undefined)[] = [],
): string | null {
  // 'can only be booked once — show "That slot is taken" in #msg' is the refusal's wording.
  const success = (message: string) => message !== '' && !refusals.includes(message);
  // 'success message in `submitMsg`: "Report received."', 'Success text: "Thanks!"', 'Success: "…"'
  const labelled = new RegExp(
    String.raw`\bsuccess(?:\s+(?:message|text))?(?:\s+(?:in|into|on)\s+[\`#]?(\w+)\`?)?\s*[:=—–-]\s*${MESSAGE}`,
    'i',
  ).exec(prompt);
  const labelledWords = (labelled?.[2] ?? labelled?.[3] ?? labelled?.[4] ?? '').trim();
  if (labelled && (!labelled[1] || !statusId || labelled[1] === statusId) && success(labelledWords))
    return labelledWords;
  const quoted = new RegExp(
    String.raw`\b(?:show|shows|showing|display|displays|say|says)\s+(?:the\s+(?:message|text)\s+)?(?:'(${IN_SINGLE_QUOTES}{2,120}?)'(?=[\s.,;:!?)]|$)|"([^"\n]{2,120})"|“([^”\n]{2,120})”)([^.;\n]{0,60})`,
    'gi',
  );
  for (const match of prompt.matchAll(quoted)) {
    const message = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    // The sentence so far: 'saved to Entries. The pageText shows …' is about pages, not saving.
    const before = sentenceBefore(prompt, match.index);
    const after = (match[4] ?? '').toLowerCase();
    // Not an error's, a condition's ('if … already …', '… when nothing matches') or a progress
    // message ('While sending, show "Sending..."'); 'Otherwise show …' is the success branch.
    if (
      /\b(?:error|errors|fail|fails|failed|invalid|wrong|problem|missing|empty)\b/i.test(before) ||
      (/\b(?:if|when|while|during|unless|already|before)\b/i.test(before) &&
        !/\b(?:otherwise|else)\b/i.test(before) &&
        // 'When the contact form is sent, show …' is the success.
        !/^(?:when|once|after)\b[^.;]{0,60}\b(?:sent|submitted|saved|posted|succeeds|succeeded|works|worked|goes through|done)\b[^.;]*$/i.test(
          before.trim(),
        ) &&
        !clickSaves(before)) ||
      /^\s*(?:\w+\s+){0,4}?(?:if|when|while|unless)\b/i.test(after) ||
      /(?:\.\.\.|…)$/.test(message) ||
      // A refusal's words: 'once we have 200 guests, show "Sorry, we are full" instead'.
      FULL.test(message) ||
      refusalAfter(before) ||
      /\binstead\b/i.test(after)
    )
      continue;
    const target =
      /^\s*(?:in|on|into|inside|under|below)\s+(?:the\s+)?#?(\w+)/.exec(after)?.[1] ?? '';
    const named =
      (target === '' &&
        /\b(?:then|after|once|success|saved|sent|submitted|submit|thank|otherwise|else)/i.test(
          before,
        )) ||
      (statusId !== null && target === statusId.toLowerCase()) ||
      // 'text3 says "Thanks!" after posting': the status text is the subject, a sending follows.
      (statusId !== null &&
        new RegExp(String.raw`\b${statusId}\s*$`, 'i').test(before) &&
        /^\s*(?:after|once|on)\s+(?:\w+ing|success|saving|sending)\b/.test(after)) ||
      ['status', 'message', 'confirmation', 'success', 'result', 'feedback'].includes(target);
    if (success(message) && named) return message;
  }
  // "Show errors in errorText and 'See you there!' in successText": a quote put into the status
  // text, in a sentence that is not about failing.
  if (statusId) {
    const into = new RegExp(
      String.raw`${MESSAGE}\s+(?:in|into|on)\s+(?:the\s+)?#?${statusId}\b`,
      'gi',
    );
    for (const match of prompt.matchAll(into)) {
      const sentence = sentenceBefore(prompt, match.index);
      if (
        (/\b(?:fail|fails|failed|invalid|wrong|if|when|while|unless|already)\b/i.test(sentence) &&
          !clickSaves(sentence)) ||
        refusalAfter(sentence)
      )
        continue;
      const message = (match[1] ?? match[2] ?? match[3] ?? '').trim();
      if (
        success(message) &&
        !/(?:\.\.\.|…)$/.test(message) &&
        !FULL.test(`${sentence} ${message}`)
      )
        return message;
    }
    // 'Afterwards … show thankYouText with "Thank you for applying!"': the status text, then its words.
    const withWords = new RegExp(
      String.raw`\b(?:show|shows|showing|display|displays)\s+(?:the\s+)?#?${statusId}\s+(?:with|saying|that says|reading|=|:)\s*${MESSAGE}`,
      'i',
    ).exec(prompt);
    const before = withWords ? sentenceBefore(prompt, withWords.index) : '';
    const words = (withWords?.[1] ?? withWords?.[2] ?? withWords?.[3] ?? '').trim();
    if (
      withWords &&
      !/\b(?:fail|fails|failed|invalid|wrong|error|already)\b/i.test(before) &&
      !refusalAfter(before) &&
      success(words)
    )
      return words;
  }
  return null;
}

/** 'When they click saveButton, save the changes … and': the click's saving, not a condition. */
function clickSaves(sentence: string): boolean {
  return /^\s*(?:when|once|after)\s+(?:they|the visitor|visitors|a visitor|the member|someone|users?)\s+click(?:s|ed)?\s+[#`]?\w+`?\s*,\s*(?:save|submit|send|add|record|store)\b/i.test(
    sentence,
  );
}

/** The thanks for a new item of the collection `name`, by what its items are. */
export function successMessage(name: string): string {
  const w = words(name);
  const has = (...list: string[]) => list.some((x) => w.some((y) => y.startsWith(x)));
  if (has('message', 'contact', 'enquir', 'inquir', 'lead'))
    return 'Thanks! Your message was sent.';
  if (has('booking', 'reservation', 'appointment'))
    return 'Thanks! Your booking request was received.';
  if (has('subscri', 'newsletter')) return 'Thanks for subscribing!';
  if (has('registration', 'signup', 'member', 'user')) return 'Thanks for signing up!';
  if (has('application', 'apply')) return 'Thanks! Your application was sent.';
  if (has('order')) return 'Thanks! Your order was received.';
  if (has('donation', 'pledge')) return 'Thank you for your donation!';
  if (has('entry', 'entries', 'submission')) return 'Thanks! Your entry was submitted.';
  if (has('review', 'feedback', 'testimonial')) return 'Thanks for your feedback!';
  return 'Thanks! Your details were saved.';
}
