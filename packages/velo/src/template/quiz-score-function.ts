import type { ArgHelper } from './backend-args';
import type { CodeWriter } from './code';
import type { Access } from './keywords';
import { str } from './naming';
import type { Plan } from './plan-types';
import { type QuerySpec, queryFn, specOfList, takesQueryOptions } from './queries';
import { type QuizScore, savedExtras } from './quiz-scores';

/**
 * The web method scoring a quiz (quiz-scores.ts): it reads the questions the page lists with
 * suppressAuth, counts the answers sent that equal each one's correct answer and returns the
 * score with the number of questions, so the correct answers never leave the server. A score
 * the page saves goes in here too, with the form's values, so no one can save a score they did
 * not get.
 */
export function writeQuizScoreFunction(
  fns: CodeWriter,
  plan: Plan,
  quiz: QuizScore,
  helpers: Set<ArgHelper>,
  exported: (name: string, params: string, access: Access, body: () => void) => void,
): void {
  const list = plan.lists.find((l) => l.id === quiz.listId);
  const spec: QuerySpec | null = list ? specOfList(list) : null;
  if (!quiz.fnName || !list || !spec) return;
  const save = quiz.save;
  // A taken-over form's typed values go with the score; a score saved alone has none.
  const typed = save !== null && save.inputs.length > 0;
  helpers.add('objectArg');
  if (typed) helpers.add('textArg');
  fns.comment(
    `Scores the answers sent ({ question id: answer }) against each question's ${quiz.field}, read with suppressAuth: the correct answers never leave the server.${save ? ` The score is saved in ${save.collection.name}${typed ? ' with the values sent' : ''}.` : ''}`,
  );
  exported(quiz.fnName, typed ? 'answers, values' : 'answers', 'anyone', () => {
    fns.line("const chosen = objectArg(answers, 'answers');");
    if (save && typed) {
      fns.line("const args = objectArg(values, 'values');");
      fns.line('const item = {');
      for (const input of save.inputs) {
        const key = input.field?.key ?? '';
        fns.line(`  ${key}: textArg(args.${key}, ${str(key)}, { required: ${input.required} }),`);
      }
      fns.line('};');
    }
    fns.tryCatch(
      () => {
        fns.line(
          `const result = await ${queryFn(spec)}(${takesQueryOptions(spec) ? '{}' : ''}).limit(${list.pageSize}).find({ suppressAuth: true });`,
        );
        fns.line('let score = 0;');
        fns.block('for (const question of result.items) {', () =>
          fns.block(`if (chosen[question._id] === String(question.${quiz.field} ?? '')) {`, () =>
            fns.line('score += 1;'),
          ),
        );
        if (save) {
          if (save.memberKey) {
            fns.comment("The signed-in member, from their session; a visitor's score has none.");
            fns.line('const member = await currentMember.getMember();');
          }
          fns.line(
            `await wixData.insert(${str(save.collection.name)}, { ${[...(typed ? ['...item'] : []), ...savedExtras(save)].join(', ')} }, { suppressAuth: true });`,
          );
        }
        fns.line('return { score, total: result.items.length };');
      },
      () => {
        fns.line(`console.error(${str(`${quiz.fnName} failed`)}, error);`);
        fns.line("throw new Error('The answers could not be scored.');");
      },
    );
  });
}
