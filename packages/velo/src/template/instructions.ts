import type { ElementType } from '@veloforge/shared';
import { keptItemControls } from './page-item-access';
import { FIELD_TYPE_LABELS } from '@veloforge/shared';

import { selectsElement } from '../conventions';
import { escapeRegExp } from '../regexp';
import type { SiteCollection, SiteElement } from '../structure';
import type { Pieces } from '../types';
import { collectionPermissions, permissionedFunctions } from './access';
import { fieldNames, sentRowsLeftOut } from './kept-private';
import { collectionRead, sentencesOf } from './keywords';
import { referencedCollection } from './matching';
import { isPlainLabel } from './text-roles';
import { singularLabel, str } from './naming';
import { testSteps } from './instructions-tests';
import { embedSetupStep } from './page-embeds';
import { talksTo } from './plan-embeds';
import { leftToYou } from './left-to-you';
import { lightboxStep } from './instructions-lightboxes';
import { isDatePicker } from './plan-form-inputs';
import type { FormPlan, Plan } from './plan-types';

/**
 * Numbered Markdown steps a Wix user follows in the editor, naming every collection, field key
 * and element id exactly as the code uses them.
 */
export function writeInstructions(plan: Plan, pieces: Pieces): string {
  const steps: string[] = [];
  steps.push(
    '**Turn on Dev Mode.** In the Wix editor, turn on Dev Mode (top bar) so the code panel and the Properties & Events panel, where element IDs are set, are available.',
  );
  for (const c of plan.structure.collections) steps.push(collectionStep(plan, pieces, c));
  if (plan.structure.elements.length > 0) steps.push(elementsStep(plan, pieces));
  // Item pages and lightboxes are opened by page code; HTML or backend output alone opens none.
  for (const page of pieces.frontendCode ? plan.itemPages : []) {
    const [path, param] = page.pathPrefix.replace(/=$/, '').split('?');
    if (param) {
      steps.push(
        `**Create the \`${path}\` page.** Add a page whose URL is \`${path}\`: the code opens it with \`?${param}=\` and the chosen ${singularLabel(page.collection)}'s ${page.fields[0] === '_id' ? 'ID' : `\`${page.fields[0]}\``}, for its own code to read (\`wixLocationFrontend.query.${param}\`).`,
      );
      continue;
    }
    steps.push(
      `**Create the item page for \`${page.collection}\`.** Add a dynamic item page for the \`${page.collection}\` collection whose URL is \`${page.pathPrefix}/${page.fields.map((f) => `{${f === '_id' ? 'ID' : f}}`).join('/')}\`: the code opens it for the chosen item.`,
    );
  }
  for (const name of pieces.frontendCode ? plan.lightboxes : [])
    steps.push(lightboxStep(plan, name));
  if (pieces.backendCode) {
    steps.push(
      `**Create the backend file \`${plan.module.path}\`.** In the code panel's Backend section, add a ${plan.prefs.webModuleStyle === 'web' ? 'web module' : 'legacy web module (.jsw)'} named exactly \`${plan.module.path.replace(/^backend\//, '')}\` and replace its contents with the backend code.`,
    );
  }
  if (pieces.frontendCode && plan.prompt.inLightbox) {
    const name = plan.prompt.lightboxes[0]?.name;
    steps.push(
      `**Paste the code into the lightbox.** Open the lightbox${name ? ` "${name}"` : ''} (Pages & Menu > Lightboxes; the elements above go in it), open its code panel and replace everything in it with the page code: \`lightbox.getContext()\` reads what the page that opens it passes, e.g. \`openLightbox(${str(name ?? 'Details')}, ${plan.lightboxContext ? `{ ${plan.lightboxContext.keys.join(', ')} }` : 'item'})\`.`,
    );
  } else if (pieces.frontendCode) {
    steps.push(
      "**Paste the page code.** Open the page's code panel (Page Code tab) and replace everything in it with the page code.",
    );
  }
  for (const embed of pieces.frontendCode ? plan.embeds.filter(talksTo) : [])
    steps.push(embedSetupStep(embed));
  if (pieces.htmlCode) {
    steps.push(
      '**Add the HTML.** Use it as a mock-up of the layout, or add an Embed HTML element (Add > Embed Code > Embed HTML), choose Code and paste it; page code talks to it with `postMessage` / `onMessage` as its script comments describe.',
    );
  }
  steps.push(
    `**Preview and test.**\n${testSteps(plan, pieces)
      .map((t) => `   - ${t}`)
      .join('\n')}`,
  );
  steps.push(
    '**Publish.** When everything works in Preview, click Publish so visitors get the new code.',
  );
  const lines = ['## Setup instructions', '', ...steps.map((s, i) => `${i + 1}. ${s}`)];
  const left = leftToYou(plan);
  if (left.length > 0) lines.push('', '**Not in this code**', '', ...left.map((n) => `- ${n}`));
  if (plan.structure.notes.length > 0) {
    lines.push(
      '',
      '**Notes on the declared structure**',
      '',
      ...plan.structure.notes.map((n) => `- ${n}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Whether the generated code reads the collection: a `wixData.query` or `wixData.aggregate` of it
 * (the backend's generic readers included), or an `.include()` of a reference field pointing to it.
 */
function codeReads(plan: Plan, pieces: Pieces, c: SiteCollection): boolean {
  // A query run with suppressAuth (a duplicate check) needs no permission to read.
  const code = `${pieces.frontendCode}\n${pieces.backendCode}`
    .split('\n')
    .filter((line) => !line.includes('suppressAuth: true'))
    .join('\n');
  if (callsWith(code, 'wixData.query', c.name) || callsWith(code, 'wixData.aggregate', c.name))
    return true;
  return plan.structure.collections.some((owner) =>
    owner.fields.some(
      (f) =>
        referencedCollection(f, plan.structure, owner) === c && callsWith(code, '.include', f.key),
    ),
  );
}

/** `callee('text')` in the code, in any quotes (the user's own code may use double quotes). */
function callsWith(code: string, callee: string, text: string): boolean {
  return new RegExp(`${escapeRegExp(callee)}\\(\\s*['"\`]${escapeRegExp(text)}['"\`]`).test(code);
}

function collectionStep(plan: Plan, pieces: Pieces, c: SiteCollection): string {
  // The prompt's functions that update or remove items read them first (wixData.get); adding
  // reads nothing.
  const own = permissionedFunctions(plan, c.name);
  const changes = own.some((f) => f.kind === 'update' || f.kind === 'remove');
  const read = codeReads(plan, pieces, c) || changes;
  const write = plan.forms.some((f) => f.collection === c) || own.some((f) => f.kind !== 'read');
  const fields = c.fields.map((f) => {
    const target = referencedCollection(f, plan.structure, c);
    const ref = f.type === 'reference' && target ? ` (referencing \`${target.name}\`)` : '';
    return `   - \`${f.key}\`: ${FIELD_TYPE_LABELS[f.type]}${ref}`;
  });
  const permissions = collectionPermissions(plan, c.name, { read, write });
  return [
    `**Create the \`${c.name}\` collection.** In the CMS, create a collection with the ID \`${c.name}\` and add these fields (field key, then type):`,
    ...(fields.length > 0
      ? fields
      : [
          '   - (no fields declared: the built-in `_id`, `_createdDate`, `_updatedDate` and `_owner` are always there)',
        ]),
    // A paragraph of its own: Markdown would otherwise run it into the last field's bullet.
    '',
    `   Permissions: ${permissions.length > 0 ? permissions.join('; ') : "keep Wix's defaults (the code doesn't read or write it)"}.${readableAnyway(plan, c)}`,
  ].join('\n');
}

/**
 * Fields the prompt keeps off a table, or shows members only, on a page that reads the collection
 * itself: whoever may view it can still query them, and only a web module can keep them back.
 * Says so, or nothing.
 */
function readableAnyway(plan: Plan, c: SiteCollection): string {
  if (plan.dataAccess !== 'direct') return '';
  // 'staff page part (admins)' beside a customer's lookup: the page can't read it for visitors.
  const lookup = plan.lookups.find((l) => l.collection === c);
  if (lookup && collectionRead(plan.prompt, c.name) === 'admin')
    return ` Visitors' lookups in \`${lookup.inputId}\` read the collection too, so they find nothing: generate "Page code + backend module", whose web module finds the one ${singularLabel(c.name)} with suppressAuth and sends only what the page shows.`;
  const hidden = [
    ...new Set(plan.lists.filter((l) => l.collection === c).flatMap((l) => l.privateFields)),
  ];
  const forMembers = plan.memberFields
    .filter((m) => m.collection === c.name)
    .map((m) => m.field.key);
  if (forMembers.length > 0)
    return ` The page shows ${fieldNames(forMembers)} to members only, but it reads the collection itself, so any visitor can still query ${forMembers.length === 1 ? 'that field' : 'those fields'}: to keep ${forMembers.length === 1 ? 'it' : 'them'} from visitors, generate "Page code + backend module", whose web module leaves ${forMembers.length === 1 ? 'it' : 'them'} out for visitors.`;
  const rows = plan.lists
    .filter((l) => l.collection === c)
    .flatMap((l) => sentRowsLeftOut(plan, l))
    .map((r) => `\`${r.field}\` is ${r.value}`);
  if (rows.length > 0)
    return ` The page lists only the items whose ${rows.join(' and ')}, but it reads the collection itself, so anyone who may view it can still query the others${hidden.length > 0 ? ` and ${fieldNames(hidden)}` : ''}: to keep them private, generate "Page code + backend module", whose web module sends only what the page lists.`;
  if (hidden.length === 0) return '';
  const table = plan.lists.some((l) => l.collection === c && l.kind === 'table');
  return ` The ${table ? 'table' : 'list'} leaves out ${fieldNames(hidden)}, but the page reads the collection itself, so anyone who may view it can still query ${hidden.length === 1 ? 'that field' : 'those fields'}: to keep ${hidden.length === 1 ? 'it' : 'them'} private, generate "Page code + backend module", whose web module ${table ? 'sends only the columns' : 'leaves them out'}.`;
}

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

function elementsStep(plan: Plan, pieces: Pieces): string {
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
  if (pieces.frontendCode && plan.adminBoxes.includes(e.id))
    extra.push('shown only to site admins: the code collapses it for everyone else');
  const kept = plan.lists.flatMap((l) => keptItemControls(plan, l)).find((k) => k.id === e.id);
  if (pieces.frontendCode && kept)
    extra.push(
      kept.who === 'admin'
        ? 'shown only to site admins: the code collapses it in each item for everyone else'
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
