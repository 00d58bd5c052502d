import type { SiteCollection, SiteElement } from '../structure';
import { countsOf } from './change-values';
import { sentenceNaming, sentencesOf } from './keywords';
import { displayField } from './matching';
import { camel, pascal, singularLabel, nounForms } from './naming';
import { isButton, pageLevel, type PlanContext } from './plan-context';
import type { LoadedOptions, PromptFunction } from './plan-types';

/**
 * A vote for the item chosen in a radio group or dropdown: 'optionsRadio shows the options from
 * Options. voteButton adds a vote to the chosen option'. The control's choices are the
 * collection's items, the button adds to the chosen one's count (once per visitor, as a like
 * is), and a list of the same items shows the new counts. Before, both were left out of the
 * code; planned before forms, which would take the button for a form's.
 */
export interface ChoiceVote {
  controlId: string;
  buttonId: string;
  collection: SiteCollection;
  options: Extract<LoadedOptions, { kind: 'collection' }>;
  /** The update: the count the button adds to, on the chosen item's id. */
  fn: PromptFunction;
}

const CHOICES = new Set(['RadioButtonGroup', 'Dropdown']);

export function planChoiceVotes(ctx: PlanContext): ChoiceVote[] {
  const votes: ChoiceVote[] = [];
  const free = () => pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  for (const sentence of sentencesOf(ctx.promptText)) {
    const named = free().filter((e) => new RegExp(String.raw`\b${e.id}\b`).test(sentence));
    const button = named.find(isButton);
    if (!button) continue;
    const after = sentence.slice(sentence.indexOf(button.id) + button.id.length);
    for (const collection of ctx.structure.collections) {
      const counts = countsOf(after, collection);
      const label = displayField(collection);
      const control = counts.length > 0 && label ? choiceOf(ctx, named, free(), collection) : null;
      if (!control || !label) continue;
      const name = camel(
        `${counts[0]?.field.key.replace(/s$/, '') ?? 'count'} ${singularLabel(collection.name)}`,
      );
      votes.push({
        controlId: control.id,
        buttonId: button.id,
        collection,
        options: {
          kind: 'collection',
          collection: collection.name,
          labelField: label,
          valueField: '_id',
          fnName: `get${pascal(collection.name)}Choices`,
        },
        fn: {
          name,
          kind: 'update',
          collection,
          idParam: 'itemId',
          fields: [],
          constants: counts,
          access: 'anyone',
          limit: 1,
          sort: { field: '_createdDate', order: 'desc' },
        },
      });
      ctx.claimed.add(control.id).add(button.id);
      break;
    }
  }
  return votes;
}

/** The radio group or dropdown the vote is for: named beside the button, else said to show the items. */
function choiceOf(
  ctx: PlanContext,
  named: SiteElement[],
  free: SiteElement[],
  collection: SiteCollection,
): SiteElement | null {
  const beside = named.find((e) => CHOICES.has(e.veloType ?? ''));
  if (beside) return beside;
  const nouns = new RegExp(String.raw`\b(?:${nounForms(collection.name).join('|')})\b`, 'i');
  return (
    free.find(
      (e) =>
        CHOICES.has(e.veloType ?? '') && nouns.test(sentenceNaming(ctx.promptText, e.id) ?? ''),
    ) ?? null
  );
}
