import type { SiteElement } from '../structure';
import { idPattern, sentencesOf } from './keywords';
import { hasWord, words } from './naming';
import { type PlanContext, SUBMIT_WORDS, isButton, pageLevel } from './plan-context';

/**
 * A choice control that belongs to a form beside a list, not to the list's filters: a dropdown
 * named as an input ('nativeInput'), one whose own sentence sends ('severityDropdown … when
 * reportBtn submits'), or the page's only checkbox in a sentence about sending ('Visitors submit
 * a prayer request (name, request text, and a checkbox "keep private")'). Only on a page with a
 * button that sends, and never when the words filter.
 */

const KINDS: Record<string, string> = {
  Checkbox: 'checkbox',
  Switch: 'switch|toggle',
  Dropdown: 'dropdown|select',
  RadioButtonGroup: 'radio(?:\\s*buttons?|\\s*group)?',
};
const SENDING =
  /\b(?:submit|submits|send|sends|save|saves|saved|add|adds|post|posts|create|creates|register|registers|apply|applies|book|books|report|reports|sign up|signs up)\b/i;
const FILTERING =
  /\b(?:filter|filters|filtering|filtered|narrow|narrows|search|searches|only show|show only|shows only|showing only)\b/i;
const SENDING_BUTTON = [...SUBMIT_WORDS, 'add', 'post', 'report', 'sign', 'enroll', 'enrol'];

export function isFormControl(ctx: PlanContext, element: SiteElement): boolean {
  const kind = KINDS[element.veloType ?? ''];
  if (!kind) return false;
  const page = pageLevel(ctx.structure);
  if (!page.some((e) => isButton(e) && hasWord(e.id, SENDING_BUTTON))) return false;
  if (words(element.id).at(-1) === 'input') return true;
  const sentences = sentencesOf(ctx.promptText);
  const own = sentences.filter((s) => idPattern(element.id).test(s));
  if (own.length > 0)
    return own.some((s) => SENDING.test(s)) && !own.some((s) => FILTERING.test(s));
  const sameKind = page.filter((e) => e.veloType === element.veloType);
  const named = sentences.filter((s) => new RegExp(String.raw`\b(?:${kind})\b`, 'i').test(s));
  return (
    sameKind.length === 1 &&
    named.length > 0 &&
    named.every((s) => SENDING.test(s) && !FILTERING.test(s))
  );
}
