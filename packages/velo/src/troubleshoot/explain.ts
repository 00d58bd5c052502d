import type { PieceName } from '../types';
import type { FixNote } from './fixes';

/** The plain-words texts the troubleshooter hands back: the explanation and the refusal. */

const PIECE_LABEL: Record<PieceName, string> = {
  frontend: 'Page code',
  backend: 'Backend code',
  html: 'HTML',
};

const WHAT_IT_FIXES = [
  "element ids that are not declared, lack '#' or lack quotes",
  'members a Text, Button, input, image or repeater does not have (e.g. `value` on a Text)',
  'setting `hidden`, `collapsed` or `enabled` instead of calling show()/hide() and the like',
  'page-level `$w` used for repeated elements inside `onItemReady`',
  'collection names and field keys that are not declared',
  'repeater data without `_id`',
  'element code outside `$w.onReady`',
  'missing imports of wix-data and the wix-*-frontend modules',
];

export function explanation(meanings: string[], notes: FixNote[], advice: string[]): string {
  const lines: string[] = [];
  if (meanings.length > 0) {
    lines.push('What the error means:', ...meanings.map((m) => `- ${m}`), '');
  }
  lines.push(
    `What was wrong and what changed (${notes.length} ${notes.length === 1 ? 'fix' : 'fixes'}):`,
  );
  notes.forEach((note, i) =>
    lines.push(`${i + 1}. ${PIECE_LABEL[note.piece]}, line ${note.line}: ${note.message}`),
  );
  if (advice.length > 0) lines.push('', 'Still worth checking:', ...advice.map((a) => `- ${a}`));
  return lines.join('\n');
}

export function nothingToFixMessage(meanings: string[], advice: string[]): string {
  const lines: string[] = [];
  if (meanings.length > 0 || advice.length > 0) {
    lines.push(
      'The offline troubleshooter found nothing in the code it can safely change on its own.',
    );
    if (meanings.length > 0)
      lines.push('', 'What the error means:', ...meanings.map((m) => `- ${m}`));
    if (advice.length > 0) lines.push('', 'Worth checking:', ...advice.map((a) => `- ${a}`));
  } else {
    lines.push(
      'The offline troubleshooter did not recognise this error and found nothing in the code it can fix on its own.',
    );
  }
  lines.push(
    '',
    `It can fix: ${WHAT_IT_FIXES.join('; ')}.`,
    '',
    'For a full diagnosis, configure an AI model; or check that the element ids, collection names and field keys in the code match the ones on your site.',
  );
  return lines.join('\n');
}
