import type { FieldType } from '@veloforge/shared';

import type { SiteCollection, SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { bestField, elementFieldWords } from './matching';
import { camel, hasWord, pascal, singularLabel, words } from './naming';
import type { PlanContext } from './plan-context';
import { changeAccess } from './plan-item-changes';
import type { ItemEdit } from './plan-types';

/**
 * Inputs inside a list's items that change their item: 'Each item has a ticketStatusDropdown
 * with Open / In progress / Closed; when the admin changes it, update that ticket's status and
 * show 'Saved' in the item's savedText'. Each shows the item's value, and saves the new one
 * through an update of that field (admins only unless its sentence says otherwise).
 */
export function itemEdits(
  ctx: PlanContext,
  children: SiteElement[],
  collection: SiteCollection,
): ItemEdit[] {
  const edits: ItemEdit[] = [];
  for (const child of children) {
    const types = EDITABLE[child.veloType ?? ''];
    if (!types) continue;
    const said = new RegExp(`\\b${child.id}\\b|\\b${words(child.id).join('\\s+')}\\b`, 'i');
    // The sentence naming it and the next: '… ticketStatusDropdown with Open / Closed; when the
    // admin changes it, update …'.
    const sentences = sentencesOf(ctx.promptText);
    const at = sentences.findIndex((s) => said.test(s));
    const sentence = at < 0 ? '' : `${sentences[at] ?? ''} ${sentences[at + 1] ?? ''}`;
    if (!SAVES.test(sentence)) continue;
    const field = bestField(elementFieldWords(child.id, collection), collection.fields, types);
    if (!field) continue;
    const choices =
      child.veloType === 'Checkbox' || child.veloType === 'Switch' ? null : choicesIn(sentence);
    if (choices === null && types.includes('text') && child.veloType !== 'Checkbox') continue;
    const saved = savedMessage(sentence, children);
    // 'a #statusSelect dropdown and a #cardSaveBtn. Pick a status, press save': the button saves.
    const saveButton = children.find(
      (c) =>
        c.veloType === 'Button' &&
        !ctx.claimed.has(c.id) &&
        hasWord(c.id, SAVE_WORDS) &&
        new RegExp(String.raw`\b${c.id}\b`).test(sentence),
    );
    if (saveButton) ctx.claimed.add(saveButton.id);
    const one = singularLabel(collection.name.split('/').pop() ?? collection.name);
    edits.push({
      elementId: child.id,
      control: child.veloType === 'Checkbox' || child.veloType === 'Switch' ? 'checkbox' : 'choice',
      choices,
      savedTextId: saved?.textId ?? null,
      savedMessage: saved?.message ?? null,
      ...(saveButton ? { saveButtonId: saveButton.id } : {}),
      fn: {
        name: camel(`update ${one} ${pascal(field.key)}`),
        kind: 'update',
        collection,
        idParam: 'itemId',
        fields: [{ param: field.key, field, ...(choices ? { choices } : {}) }],
        constants: [],
        ...changeAccess(ctx, sentence, collection),
        limit: 1,
        sort: { field: '_createdDate', order: 'desc' },
      },
    });
  }
  return edits;
}

const EDITABLE: Record<string, FieldType[]> = {
  Dropdown: ['text'],
  RadioButtonGroup: ['text'],
  Checkbox: ['boolean'],
  Switch: ['boolean'],
};

const SAVE_WORDS = ['save', 'update', 'apply', 'confirm', 'submit'];

const SAVES =
  /\b(?:update|updates|save|saves|saved|change|changes|changed|set|sets|store|stores|mark|marks|marked|ticking|unticking|toggles?\s+(?:the|its|their)\s+\w+\s+field|flips?)\b/i;

/** 'with Open / In progress / Closed', '(Low, Medium, High)': the choices a dropdown offers. */
function choicesIn(sentence: string): string[] | null {
  const listed =
    /(?:\bwith\b|\boptions?\b|\bchoices?\b|\()\s*:?\s*([A-Z][\w-]*(?: [A-Za-z][\w-]*)*(?:\s*(?:\/|,|\bor\b)\s*[A-Z][\w-]*(?: [a-z][\w-]*)*)+)/.exec(
      sentence,
    );
  const choices = listed?.[1]
    ?.split(/\s*(?:\/|,|\bor\b)\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  return choices && choices.length >= 2 ? choices : null;
}

/** "show 'Saved' in the item's savedText": the repeated text and what it says once saved. */
function savedMessage(
  sentence: string,
  children: SiteElement[],
): { textId: string; message: string } | null {
  const quoted =
    /(?:show|shows|display|displays)\s+['"“]([^'"”]{1,60})['"”]\s+(?:in|on)\s+(?:the\s+)?(?:item's\s+)?(\w+)/i.exec(
      sentence,
    );
  const text = children.find((c) => c.veloType === 'Text' && c.id === quoted?.[2]);
  return quoted?.[1] && text ? { textId: text.id, message: quoted[1] } : null;
}
