import type { ElementType } from '@veloforge/shared';

import { selectsElement } from '../conventions';
import { escapeRegExp } from '../regexp';
import type { SiteElement } from '../structure';
import type { Pieces } from '../types';
import { keptItemControls } from './page-item-access';
import { sentencesOf } from './keywords';
import { isPlainLabel } from './text-roles';
import { isDatePicker } from './plan-form-inputs';
import type { FormPlan, Plan } from './plan-types';

/** The setup's elements step: each element's editor name, id, place and what the code does with it. */

const EDITOR_NAME: Record<ElementType, string> = {
  repeater: 'Repeater',
  container: 'Container box',
  section: 'Section',
  form: 'Container box (holding the form)',
  gallery: 'Gallery',
  table: 'Table',
  column: 'Column',
  grid: 'Container box',
  input: 'Text Input',
  textarea: 'Text Box',
  button: 'Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  radioGroup: 'Radio Buttons',
  radio: 'Radio Buttons',
  slider: 'Slider',
  text: 'Text',
  image: 'Image',
  video: 'Video Player',
  dataset: 'Dataset',
  custom: 'Custom element',
};

export function elementsStep(plan: Plan, pieces: Pieces): string {
  const lines = plan.structure.elements.map((e) => `   - ${elementLine(plan, pieces, e)}`);
  return [
    '**Add the elements and set their IDs.** Add each element below, select it and type its ID in the Properties & Events panel (IDs are case-sensitive):',
    ...lines,
  ].join('\n');
}

/** The editor's names of Wix elements VeloForge declares as custom types ('DatePicker'). */
const CUSTOM_EDITOR_NAME: Record<string, string> = {
  HtmlComponent: 'Embed HTML (HTML iframe)',
  MultiStateBox: 'Multi-State Box',
  Pagination: 'Pagination Bar',
  IFrame: 'Embed HTML (HTML iframe)',
  VectorImage: 'Vector Art',
};

function editorName(e: SiteElement): string {
  if (e.type !== 'custom') return EDITOR_NAME[e.type];
  const wix = e.veloType ?? e.customType;
  if (!wix) return 'Custom element';
  return CUSTOM_EDITOR_NAME[wix] ?? wix.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The Upload Button's file type setting for the field it fills. */
const UPLOAD_FILE_TYPE: Partial<Record<string, string>> = {
  image: 'Image',
  document: 'Document',
  video: 'Video',
  audio: 'Audio',
};

function elementLine(plan: Plan, pieces: Pieces, e: SiteElement): string {
  const input = plan.forms.flatMap((f) => f.inputs).find((i) => i.elementId === e.id);
  // The editor's types have no date or time picker: one declared as a text input is added as what it is.
  // A form step inside a multi-state box is one of its states, added in Manage States.
  const stepOf = plan.forms.find((f) => f.stateBoxId !== null && stateIds(f).includes(e.id));
  const doneOf = plan.forms.find((f) => f.doneStateId === e.id);
  // A state of a multi-state box or a tab of a Tabs element, added in Manage States or Tabs.
  const holder = e.parentId ? plan.structure.byId.get(e.parentId) : undefined;
  const switched = plan.widgets.some((w) => w.kind === 'state' && w.childId === e.id);
  const dateFilter = plan.lists.some((l) =>
    l.filters.some((f) => f.elementId === e.id && f.control === 'date'),
  );
  // 'fromDateInput' is a text input the visitor types a day into, not a picker.
  const typedDay = dateFilter && !isDatePicker(e);
  const kind =
    input?.control === 'datePicker' || (dateFilter && !typedDay)
      ? 'Date Picker'
      : input?.control === 'timePicker'
        ? 'Time Picker'
        : stepOf || doneOf || holder?.veloType === 'MultiStateBox'
          ? 'State'
          : holder?.veloType === 'Tabs'
            ? 'Tab'
            : editorName(e);
  const parent = e.parentId
    ? plan.structure.byId.get(e.parentId)?.type === 'repeater'
      ? `, inside the item of \`${e.parentId}\``
      : `, inside \`${e.parentId}\``
    : '';
  const extra: string[] = [];
  const states = plan.lists.find((l) => l.states?.boxId === e.id)?.states;
  const stepForm = plan.forms.find((f) => f.stateBoxId === e.id);
  if (states || stepForm) {
    const ids = states
      ? [states.loading, states.results, states.empty].filter((id) => id !== null)
      : [...(stepForm ? stateIds(stepForm) : []), stepForm?.doneStateId ?? null].filter(
          (id) => id !== null,
        );
    const named = ids.map((id) => `\`${id}\``);
    const list =
      named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
    extra.push(`give it states with the IDs ${list}, in Manage States`);
  }
  if (input?.kind === 'email') extra.push('set its input type to Email');
  if (input?.control === 'upload' && input.field)
    extra.push(`set its file type to ${UPLOAD_FILE_TYPE[input.field.type] ?? 'Image'}`);
  const category = plan.lists
    .flatMap((l) => l.filters)
    .find((f) => f.buttons.some((b) => b.id === e.id && !b.all));
  if (category)
    extra.push(`its label is the \`${category.field.key}\` value it shows, spelled as in the CMS`);
  const typedBound = plan.lists.some((l) =>
    l.filters.some((f) => f.elementId === e.id && f.control === 'input'),
  );
  if (typedBound) extra.push('set its input type to Number');
  if (input?.kind === 'number' && input.control === 'text')
    extra.push('set its input type to Number');
  if (input?.kind === 'url') extra.push('set its input type to URL');
  if (input?.kind === 'phone') extra.push('set its input type to Phone');
  if ((input?.kind === 'date' && input.control === 'text') || typedDay)
    extra.push('visitors type the date, e.g. 2025-03-14');
  if (input?.kind === 'time' && input.control === 'text')
    extra.push('visitors type the time, e.g. 14:30');
  if (
    input &&
    input.control !== 'text' &&
    input.control !== 'textarea' &&
    (input.kind === 'choice' || input.kind === 'choices') &&
    !input.options
  ) {
    extra.push('add its choices in the editor');
  }
  // A choice an item button saves ('the stars from ratingDropdown'): its values are the field's.
  const rowChoice = plan.lists
    .flatMap((l) => l.actions)
    .flatMap((a) => (a.kind === 'addRow' ? a.inputs : []))
    .find((i) => i.elementId === e.id && i.picked);
  if (rowChoice)
    extra.push(
      `add its choices in the editor; the value of the one picked is saved in \`${rowChoice.field.key}\`${rowChoice.field.type === 'number' ? ', so make each value a number' : ''}`,
    );
  if (
    pieces.frontendCode &&
    (input?.options ||
      plan.choiceVotes.some((v) => v.controlId === e.id) ||
      // A repeated choice control takes its item's own choices (a 'choices' binding).
      plan.lists.some((l) =>
        l.bindings.some((b) => b.elementId === e.id && b.element === 'choices'),
      ) ||
      plan.lists.some(
        (l) =>
          l.sortDropdownId === e.id || l.filters.some((f) => f.elementId === e.id && f.options),
      ))
  ) {
    extra.push('its choices are filled by the code');
  }
  // 'Between a minimum and a maximum price with two handles' needs a Range Slider.
  if (e.veloType === 'Slider' && asksForTwoHandles(plan.request.prompt, e.id)) {
    const bound = plan.lists.flatMap((l) => l.filters).find((f) => f.elementId === e.id);
    extra.push(
      `a Slider has one handle, so it sets ${bound?.op === 'ge' ? 'the lowest' : 'the highest'} value; for a minimum and a maximum, add a Range Slider with this ID instead and generate again`,
    );
  }
  const stateOf = plan.lists.find(
    (l) => l.states && [l.states.loading, l.states.results, l.states.empty].includes(e.id),
  )?.states;
  const dynamicOf = plan.spotlights.find((s) => s.fromDataset === e.id);
  const privateOne = plan.lists
    .flatMap((l) => l.privateElements ?? [])
    .find((p) => p.elementId === e.id);
  if (dynamicOf)
    extra.push(
      `the dynamic page's own dataset, connected to \`${dynamicOf.collection.name}\`: the code reads the item it holds; don't connect the coded elements to it`,
    );
  else if (e.type === 'dataset')
    extra.push("the code doesn't use it: don't connect the coded elements to it");
  else if (stateOf) extra.push(`a state of \`${stateOf.boxId}\`: the code switches to it`);
  else if (stepOf)
    extra.push(
      `a state of \`${stepOf.stateBoxId}\`: ${stepOf.steps.length > 0 ? 'one step of the form' : 'the form, shown first'}`,
    );
  else if (doneOf) extra.push(`a state of \`${doneOf.stateBoxId}\`: shown once the form is sent`);
  else if (holder?.veloType === 'MultiStateBox' || holder?.veloType === 'Tabs')
    extra.push(
      `a ${holder.veloType === 'Tabs' ? 'tab' : 'state'} of \`${holder.id}\`${switched ? ': a button of the code switches to it' : ''}`,
    );
  else if (privateOne)
    extra.push(`the code leaves it empty: \`${privateOne.field}\` is kept private, as asked`);
  // A leaf the page code never selects: said, so a feature left out is not a silent surprise.
  // An HTML embed is reached through postMessage, as the HTML step says.
  else if (
    pieces.frontendCode &&
    e.children.length === 0 &&
    e.veloType !== 'HtmlComponent' &&
    !selectsElement(pieces.frontendCode, e.id)
  )
    extra.push(
      e.veloType === 'Text' && isPlainLabel(e.id)
        ? 'the code leaves its text as you write it'
        : "the code doesn't use it",
    );
  const rowOf = plan.lists.find(
    (l) =>
      l.rowAction?.kind === 'select' && l.rowAction.buttons.some((b) => b.action.buttonId === e.id),
  );
  if (pieces.frontendCode && rowOf)
    extra.push(
      `beside \`${rowOf.id}\`, not in it: a Table holds no buttons, so the code has it act on the row selected`,
    );
  if (pieces.frontendCode && plan.adminBoxes.includes(e.id))
    extra.push('shown only to site admins: the code collapses it for everyone else');
  if (pieces.frontendCode && plan.roleBoxes.includes(e.id))
    extra.push(
      `shown only to members with the ${plan.prompt.access.role?.title ?? ''} role: the code collapses it for everyone else`,
    );
  const kept = plan.lists.flatMap((l) => keptItemControls(plan, l)).find((k) => k.id === e.id);
  if (pieces.frontendCode && kept)
    extra.push(
      kept.who === 'admin'
        ? 'shown only to site admins: the code collapses it in each item for everyone else'
        : kept.who === 'role'
          ? `shown only to members with the ${plan.prompt.access.role?.title ?? ''} role: the code collapses it in each item for everyone else`
          : "shown only on the member's own items: the code collapses it on the others",
    );
  // Only page code fills a list; HTML or backend output alone leaves it to the user.
  const fills =
    plan.lists.some((l) => l.id === e.id && l.collection) ||
    plan.groupTables.some((t) => t.tableId === e.id);
  if (pieces.frontendCode && fills) {
    extra.push("the code fills it: don't connect it to a dataset");
  }
  return `${kind}, ID \`${e.id}\`${parent}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`;
}

/** The states a form's inputs are in: its steps, or the one-step form itself. */
function stateIds(form: FormPlan): string[] {
  return form.steps.length > 0 ? form.steps.map((s) => s.boxId) : form.id ? [form.id] : [];
}

function asksForTwoHandles(prompt: string, id: string): boolean {
  const named = new RegExp(String.raw`\b${escapeRegExp(id)}\b`);
  return sentencesOf(prompt).some(
    (s) =>
      named.test(s) &&
      /\btwo handles\b|\bmin(?:imum)?\b.{0,40}\bmax(?:imum)?\b|\bbetween\b.{0,40}\band\b/i.test(s),
  );
}
