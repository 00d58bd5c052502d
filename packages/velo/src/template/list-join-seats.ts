import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { sentencesOf } from './keywords';
import {
  CAPACITY_WORDS,
  LEFT,
  fullButtonLabel,
  fullLabelIn,
  fullMessageOf,
} from './plan-spot-joins';
import { camel, hasWord, itemsLabel, pascal, singularLabel, str } from './naming';
import type { PageContext } from './page-context';
import { type PlanContext, ownDescendants } from './plan-context';
import { type JoinAction, joinSentences } from './plan-item-joins';
import type { ListPlan } from './plan-types';

/**
 * The places left on each item of a list a member joins from ('spotsLeftText should say how many
 * spots are left (capacity minus the number of RSVPs rows for that event) … if full, disable the
 * button and set its label to "Sold out". Do the capacity check in the backend'): the rows of
 * every listed item are counted at once (an aggregate grouped by item), each item shows its
 * places left, a full one's button is disabled with the quoted label, and the web method refuses
 * a row once the item is full. Before, the text was left out and any number could join.
 */
export interface ListSeats {
  /** The listed item's number field holding how many may join. */
  capacityKey: string;
  /** The text of each item showing how many are left. */
  textId: string | null;
  /** What is left, said after the number: 'spots left'. */
  noun: string;
  fullLabel: string;
  /** What the web method says when none are left. */
  fullMessage: string;
  /** The web method counting every item's rows (page + backend output). */
  countsFnName: string;
  /**
   * The item's own count of who joined ('increase booked by 1'): what is taken, read from the
   * item itself, so nothing counts rows and the count and the places left never disagree.
   */
  countKey: string | null;
  /** 'When the shift is full hide the signUpButton': hidden, not disabled with a label. */
  hidesWhenFull: boolean;
}

export function planListSeats(ctx: PlanContext, list: ListPlan, a: JoinAction): ListSeats | null {
  const collection = list.collection;
  if (a.toggles || !collection) return null;
  const said = sentencesOf(ctx.promptText);
  // 'signedUp of slotsNeeded', 'booked has reached capacity': the count's own bound.
  const counted = a.counts && !a.counts.left ? a.counts.field.key : null;
  const paired = counted
    ? new RegExp(
        String.raw`\b${counted}\s+(?:of|out of|has reached|reaches|reached)\s+(\w+)`,
        'i',
      ).exec(ctx.promptText)?.[1]
    : undefined;
  const capacity =
    collection.fields.find((f) => f.type === 'number' && f.key === paired) ??
    collection.fields.find((f) => f.type === 'number' && hasWord(f.key, CAPACITY_WORDS));
  if (!capacity) return null;
  const texts = ownDescendants(ctx.structure, list.id).filter(
    (e) => e.veloType === 'Text' && !ctx.claimed.has(e.id),
  );
  // Named in the sentence saying what is left, else named for it ('spotsLeftText') when the
  // prompt says it ('with title, date and how many spots are left').
  const text =
    texts.find((e) =>
      said.some((s) => new RegExp(String.raw`\b${e.id}\b`).test(s) && LEFT.test(s)),
    ) ??
    (said.some((s) => LEFT.test(s))
      ? texts.find((e) => hasWord(e.id, ['left', 'remaining']))
      : undefined);
  const about = joinSentences(ctx.promptText, a.buttonId).join(' ');
  if (!text && !/\b(?:full|capacity|sold out)\b/i.test(about)) return null;
  if (text) ctx.claimed.add(text.id);
  const fullLabel = fullLabelIn(about);
  const noun =
    said
      .map((s) => LEFT.exec(s)?.[1])
      .find((n) => n)
      ?.toLowerCase() ?? 'spots';
  return {
    capacityKey: capacity.key,
    textId: text?.id ?? null,
    noun: noun.endsWith('s') ? noun : `${noun}s`,
    fullLabel: fullButtonLabel(fullLabel),
    fullMessage: fullMessageOf(fullLabel, collection.name),
    countsFnName: `count${pascal(a.collection.name.split('/').pop() ?? a.collection.name)}ByItem`,
    countKey: counted,
    hidesWhenFull: /\b(?:full|capacity)\b[^.;]*\bhide\b|\bhide\b[^.;]*\b(?:full|capacity)\b/i.test(
      about,
    ),
  };
}

/** The map of rows per listed item, and its loader (run with the page's first loads). */
export const takenName = (a: JoinAction) =>
  `${camel(a.collection.name.split('/').pop() ?? '')}Taken`;

export function writeSeatsState(
  ctx: PageContext,
  list: ListPlan,
  a: JoinAction,
  seats: ListSeats,
  /** The function showing an item's button and places left (item-joins.ts). */
  show: string,
) {
  const { body } = ctx;
  if (seats.countKey) return;
  const taken = takenName(a);
  const rows = itemsLabel(a.collection.name);
  body.comment(
    `How many ${rows} each ${singularLabel(list.collection?.name ?? 'item')} has (by _id).`,
  );
  body.line(`const ${taken} = {};`);
  const load = `load${pascal(taken)}`;
  body.block(`async function ${load}() {`, () => {
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(
            `const result = await wixData.aggregate(${str(a.collection.name)}).group(${str(a.field.key)}).count().limit(1000).run();`,
          );
          body.line(`result.items.forEach((row) => (${taken}[row._id] = row.count));`);
        } else {
          ctx.imports.add(seats.countsFnName);
          body.line(`Object.assign(${taken}, await ${seats.countsFnName}());`);
        }
        body.line(`$w(${str(`#${list.id}`)}).forEachItem(($item, item) => ${show}($item, item));`);
      },
      () => body.line(`console.error(${str(`Could not count the ${rows}`)}, error);`),
    );
  });
  ctx.initialLoads.push(`${load}()`);
}

/** In the item's show function: the places left, and a full item's button closed. */
export function writeSeatsShown(ctx: PageContext, a: JoinAction, seats: ListSeats, set: string) {
  const { body } = ctx;
  const button = `$item(${str(`#${a.buttonId}`)})`;
  ctx.needs.add('formatNumber');
  const taken = seats.countKey
    ? `(Number(item.${seats.countKey}) || 0)`
    : `(${takenName(a)}[item._id] || 0)`;
  body.line(`const left = Math.max(0, (Number(item.${seats.capacityKey}) || 0) - ${taken});`);
  if (seats.textId) {
    const one = seats.noun.replace(/s$/, '');
    body.line(
      `$item(${str(`#${seats.textId}`)}).text = \`\${formatNumber(left)} \${left === 1 ? ${str(one)} : ${str(seats.noun)}} left\`;`,
    );
  }
  if (seats.hidesWhenFull)
    body.ifElse(
      `left === 0 && !${set}.has(item._id)`,
      () => body.line(`${button}.hide();`),
      () => body.line(`${button}.show();`),
    );
  else
    body.block(`if (left === 0 && !${set}.has(item._id)) {`, () => {
      body.line(`${button}.label = ${str(seats.fullLabel)};`);
      body.line(`${button}.disable();`);
    });
}

/** The web method counting every listed item's rows at once, for the places left. */
export function writeSeatsCounts(
  fns: CodeWriter,
  a: JoinAction,
  seats: ListSeats,
  exported: Exported,
): void {
  const rows = itemsLabel(a.collection.name);
  fns.comment(
    `How many ${rows} each ${a.field.key} has, by its id; anyone may call it (suppressAuth counts everyone's, and only the numbers are sent).`,
  );
  exported(seats.countsFnName, '', 'anyone', () => {
    fns.tryCatch(
      () => {
        fns.line(
          `const result = await wixData.aggregate(${str(a.collection.name)}).group(${str(a.field.key)}).count().limit(1000).run({ suppressAuth: true });`,
        );
        fns.line('return Object.fromEntries(result.items.map((row) => [row._id, row.count]));');
      },
      () => {
        fns.line(`console.error(${str(`${seats.countsFnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`The ${rows} could not be counted.`)});`);
      },
    );
  });
}
