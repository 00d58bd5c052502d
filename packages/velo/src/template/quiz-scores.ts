import type { SiteCollection, SiteElement } from '../structure';
import { sentencesOf, xOfYWords } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, inTemplate, str } from './naming';
import { memberKeyIn } from './own-items-key';
import type { PageContext } from './page-context';
import { type PlanContext, isButton, pageLevel } from './plan-context';
import type { FormInput, FormPlan, ListPlan } from './plan-types';

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
  /** The web method scoring on the server, where the correct answers stay (backend output). */
  fnName: string | null;
  /**
   * 'Save the score with the player's name from playerNameInput to QuizResults': the form the
   * button also sends, taken over so the score goes in with its values.
   */
  save: {
    collection: SiteCollection;
    scoreKey: string;
    inputs: FormInput[];
    /** 'with the member's id if logged in': the field the signed-in member's id goes in. */
    memberKey?: string;
    /** A date field stamped when the score is saved ('takenAt'). */
    stampKey?: string;
  } | null;
}

const ANSWER_WORDS = ['correct', 'right', 'solution', 'answer'];
const COUNTS = /\b(?:counts?|scores?|scored|checks?|marks?|grades?|compar(?:e|es|ing))\b/i;

/** The number field of a form's collection that holds a score: 'score', 'points', 'correct'. */
const SCORE_FIELD = ['score', 'points', 'point', 'result', 'correct', 'mark', 'marks', 'grade'];

/** Quizzes in the repeaters; a form sent by the same button is taken over (see `save`). */
export function planQuizScores(
  ctx: PlanContext,
  lists: ListPlan[],
  forms: FormPlan[],
  backend: boolean,
): QuizScore[] {
  const scores: QuizScore[] = [];
  // A form's button may score as well: the form is then taken over.
  const page = pageLevel(ctx.structure).filter(
    (e) => !ctx.claimed.has(e.id) || forms.some((f) => f.submitId === e.id),
  );
  for (const sentence of sentencesOf(ctx.promptText).filter((s) => COUNTS.test(s))) {
    const named = page.filter((e) => new RegExp(String.raw`\b${e.id}\b`).test(sentence));
    const button = named.find(isButton);
    const text = named.find((e) => e.veloType === 'Text');
    if (!button || !text) continue;
    for (const list of lists) {
      if (!list.collection || list.kind !== 'repeater') continue;
      // The field after 'equal' ('equal each question's correctAnswer', 'compare … to
      // correctAnswer'), a correct-answer one first.
      const after =
        sentence.split(
          /\b(?:equals?|match(?:es)?|against|compar(?:e|es|ing)\b[^.;]*?\b(?:to|with))\b/i,
        )[1] ?? '';
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
        fnName: backend ? `score${list.name}` : null,
        save: takenForm(forms, button.id) ?? saidSave(ctx),
      });
      ctx.claimed.add(button.id).add(text.id);
      break;
    }
  }
  return scores;
}

/** The form `buttonId` sends, when its typed values and a score field are all it saves. */
function takenForm(forms: FormPlan[], buttonId: string): QuizScore['save'] {
  const index = forms.findIndex((f) => f.submitId === buttonId);
  const form = forms[index];
  const collection = form?.collection;
  const score = collection?.fields.find(
    (f) =>
      f.type === 'number' &&
      hasWord(f.key, SCORE_FIELD) &&
      !form?.inputs.some((i) => i.field?.key === f.key),
  );
  if (!form || !collection || !score) return null;
  if (!form.inputs.every((i) => i.field && (i.control === 'text' || i.control === 'textarea')))
    return null;
  forms.splice(index, 1);
  return { collection, scoreKey: score.key, inputs: form.inputs };
}

/**
 * 'Save the result to QuizResults with the member's id if logged in': no form, the score alone,
 * with the member's id (when signed in) and the day it was taken, if the collection has them.
 */
function saidSave(ctx: PlanContext): QuizScore['save'] {
  for (const sentence of sentencesOf(ctx.promptText)) {
    const said =
      /\b(?:save|saves|store|stores|record|records)\s+(?:the\s+|their\s+|each\s+)?(?:results?|scores?)\s+(?:to|in|into)\s+(?:the\s+)?(\w+)/i.exec(
        sentence,
      );
    const collection = ctx.structure.collections.find((c) => c.name === said?.[1]);
    const score = collection?.fields.find(
      (f) => f.type === 'number' && hasWord(f.key, SCORE_FIELD),
    );
    if (!collection || !score) continue;
    const member = /\bmember'?s?\s+id\b|\bmember\b/i.test(sentence)
      ? memberKeyIn(collection)
      : null;
    const stamp = collection.fields.find((f) => f.type === 'date');
    return {
      collection,
      scoreKey: score.key,
      inputs: [],
      ...(member ? { memberKey: member.key } : {}),
      ...(stamp ? { stampKey: stamp.key } : {}),
    };
  }
  return null;
}

function choiceIn(ctx: PlanContext, list: ListPlan): SiteElement | undefined {
  return ctx.structure.elements.find(
    (e) =>
      e.parentId === list.id && (e.veloType === 'RadioButtonGroup' || e.veloType === 'Dropdown'),
  );
}

/** 'You scored X of Y' → ['You scored ', ' of ', '']; the default words otherwise. */
function wordsOf(sentence: string): [string, string, string] {
  return xOfYWords(sentence) ?? ['You scored ', ' of ', '.'];
}

/**
 * The page code. With a web method, the click sends the answers chosen and shows the score it
 * returns: the correct answers stay on the server. Page-only code counts them itself, from the
 * questions it read. A taken-over form's values go with the score.
 */
export function writeQuizScore(ctx: PageContext, quiz: QuizScore): void {
  const { body } = ctx;
  const [before, between, after] = quiz.words.map(inTemplate);
  const button = `$w(${str(`#${quiz.buttonId}`)})`;
  const save = quiz.save;
  body.comment(
    quiz.fnName
      ? `#${quiz.buttonId} sends the answers chosen in #${quiz.listId}'s #${quiz.controlId} to ${quiz.fnName}, which counts those that equal each question's ${quiz.field} on the server: the correct answers never reach the page. #${quiz.textId} says the score${save ? `, saved in ${save.collection.name}` : ''}.`
      : `#${quiz.buttonId} counts the questions of #${quiz.listId} whose answer in #${quiz.controlId} equals their ${quiz.field}; #${quiz.textId} says the score${save ? `, saved in ${save.collection.name}` : ''}. The correct answers come to the page with the questions: keep this for practice, not for a graded test.`,
  );
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      body.line(quiz.fnName ? 'const answers = {};' : 'let score = 0;');
      if (!quiz.fnName) body.line('let total = 0;');
      body.block(
        `$w(${str(`#${quiz.listId}`)}).forEachItem(($item, item) => {`,
        () => {
          const chosen = `$item(${str(`#${quiz.controlId}`)}).value`;
          if (quiz.fnName) return void body.line(`answers[item._id] = ${chosen};`);
          body.line('total += 1;');
          body.block(`if (${chosen} === String(item.${quiz.field} ?? '')) {`, () =>
            body.line('score += 1;'),
          );
        },
        '});',
      );
      if (save && save.inputs.length > 0) writeSavedValues(ctx, quiz, save);
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          if (quiz.fnName) {
            ctx.imports.add(quiz.fnName);
            body.line(
              `const { score, total } = await ${quiz.fnName}(answers${save && save.inputs.length > 0 ? ', values' : ''});`,
            );
          } else if (save) {
            ctx.needs.add('wixData');
            if (save.memberKey) {
              ctx.needs.add('members');
              body.line('const member = await currentMember.getMember();');
            }
            body.line(
              `await wixData.insert(${str(save.collection.name)}, { ${[...(save.inputs.length > 0 ? ['...values'] : []), ...savedExtras(save)].join(', ')} });`,
            );
          }
          body.line(
            `$w(${str(`#${quiz.textId}`)}).text = \`${before}\${score}${between}\${total}${after}\`;`,
          );
          // A saved score is sent once; a practice quiz may be tried again.
          if (!save) body.line(`${button}.enable();`);
        },
        () => {
          body.line("console.error('Could not score the answers', error);");
          body.line(`${button}.enable();`);
        },
      );
    },
    '});',
  );
  body.blank();
}

/** The taken-over form's typed values, each required one asked for before anything is sent. */
function writeSavedValues(ctx: PageContext, quiz: QuizScore, save: NonNullable<QuizScore['save']>) {
  const { body } = ctx;
  body.line('const values = {');
  for (const input of save.inputs)
    body.line(`  ${input.field?.key}: $w(${str(`#${input.elementId}`)}).value.trim(),`);
  body.line('};');
  for (const input of save.inputs.filter((i) => i.required))
    body.block(`if (!values.${input.field?.key}) {`, () => {
      body.line(
        `$w(${str(`#${quiz.textId}`)}).text = ${str(`Please enter your ${input.label.toLowerCase()}.`)};`,
      );
      body.line('return;');
    });
}

export function quizScoreStep(quiz: QuizScore): string {
  const fill = quiz.save?.inputs.map((i) => `\`${i.elementId}\``).join(' and ');
  const saved = quiz.save
    ? `, and a row with the score appears in \`${quiz.save.collection.name}\``
    : '';
  return `Choose an answer in \`${quiz.controlId}\` for each question${fill ? `, fill ${fill}` : ''} and click \`${quiz.buttonId}\`: \`${quiz.textId}\` says how many equal their \`${quiz.field}\`${saved}.`;
}

/** What the scoring adds to a saved score's values: the score, the member, the time. */
export function savedExtras(save: NonNullable<QuizScore['save']>, member = 'member'): string[] {
  return [
    save.scoreKey === 'score' ? 'score' : `${save.scoreKey}: score`,
    ...(save.memberKey ? [`${save.memberKey}: ${member} ? ${member}._id : null`] : []),
    ...(save.stampKey ? [`${save.stampKey}: new Date()`] : []),
  ];
}
