import type { SiteElement } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, inTemplate, str } from './naming';
import type { PageContext } from './page-context';
import { type PlanContext, isButton, pageLevel } from './plan-context';
import type { ListPlan } from './plan-types';

/**
 * A button that scores the answers chosen in a repeater: 'submitQuizButton counts the answers
 * that equal each question's correctAnswer and shows "You scored X of Y" in scoreText'. Each
 * item's choice control is compared with the item's field; the text says the score, in the
 * prompt's words when it quotes them (X the score, Y the count). The correct answers reach the
 * page with the questions, which the code's comment says. Before, both were left out.
 */
export interface QuizScore {
  buttonId: string;
  textId: string;
  listId: string;
  controlId: string;
  /** The item's field the chosen answer must equal. */
  field: string;
  /** The words around the score: ['You scored ', ' of ', ''] for 'You scored X of Y'. */
  words: [string, string, string];
}

const ANSWER_WORDS = ['correct', 'right', 'solution', 'answer'];
const COUNTS = /\b(?:counts?|scores?|checks?|marks?|grades?)\b/i;

export function planQuizScores(ctx: PlanContext, lists: ListPlan[]): QuizScore[] {
  const scores: QuizScore[] = [];
  const page = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  for (const sentence of sentencesOf(ctx.promptText).filter((s) => COUNTS.test(s))) {
    const named = page.filter((e) => new RegExp(String.raw`\b${e.id}\b`).test(sentence));
    const button = named.find(isButton);
    const text = named.find((e) => e.veloType === 'Text');
    if (!button || !text) continue;
    for (const list of lists) {
      if (!list.collection || list.kind !== 'repeater') continue;
      // The field after 'equal' ('equal each question's correctAnswer'), a correct-answer one first.
      const after = sentence.split(/\b(?:equals?|match(?:es)?|against)\b/i)[1] ?? '';
      const named = fieldsNamedIn(after, list.collection).filter((f) => f.type === 'text');
      const field = named.find((f) => hasWord(f.key, ANSWER_WORDS)) ?? named.at(-1);
      const control = choiceIn(ctx, list);
      if (!field || !control) continue;
      scores.push({
        buttonId: button.id,
        textId: text.id,
        listId: list.id,
        controlId: control.id,
        field: field.key,
        words: wordsOf(sentence),
      });
      ctx.claimed.add(button.id).add(text.id);
      break;
    }
  }
  return scores;
}

function choiceIn(ctx: PlanContext, list: ListPlan): SiteElement | undefined {
  return ctx.structure.elements.find(
    (e) =>
      e.parentId === list.id && (e.veloType === 'RadioButtonGroup' || e.veloType === 'Dropdown'),
  );
}

/** 'You scored X of Y' → ['You scored ', ' of ', '']; the default words otherwise. */
function wordsOf(sentence: string): [string, string, string] {
  const quote = anyQuotedTexts(sentence).find((q) => /\bX\b[^]*\bY\b/.test(q));
  const match = quote ? /^(.*?)\bX\b(.*?)\bY\b(.*)$/.exec(quote) : null;
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : ['You scored ', ' of ', '.'];
}

/** The page code: the click counts the items whose chosen answer equals the field. */
export function writeQuizScore(ctx: PageContext, quiz: QuizScore): void {
  const { body } = ctx;
  const [before, between, after] = quiz.words.map(inTemplate);
  body.comment(
    `#${quiz.buttonId} counts the questions of #${quiz.listId} whose answer in #${quiz.controlId} equals their ${quiz.field}; #${quiz.textId} says the score. The correct answers come to the page with the questions: keep this for practice, not for a graded test.`,
  );
  body.block(
    `$w(${str(`#${quiz.buttonId}`)}).onClick(() => {`,
    () => {
      body.line('let score = 0;');
      body.line('let total = 0;');
      body.block(
        `$w(${str(`#${quiz.listId}`)}).forEachItem(($item, item) => {`,
        () => {
          body.line('total += 1;');
          body.block(
            `if ($item(${str(`#${quiz.controlId}`)}).value === String(item.${quiz.field} ?? '')) {`,
            () => body.line('score += 1;'),
          );
        },
        '});',
      );
      body.line(
        `$w(${str(`#${quiz.textId}`)}).text = \`${before}\${score}${between}\${total}${after}\`;`,
      );
    },
    '});',
  );
  body.blank();
}

export function quizScoreStep(quiz: QuizScore): string {
  return `Choose an answer in \`${quiz.controlId}\` for each question and click \`${quiz.buttonId}\`: \`${quiz.textId}\` says how many equal their \`${quiz.field}\`.`;
}
