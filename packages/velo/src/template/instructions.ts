import { FIELD_TYPE_LABELS } from '@veloforge/shared';

import { escapeRegExp } from '../regexp';
import type { SiteCollection } from '../structure';
import type { Pieces } from '../types';
import { collectionPermissions, permissionedFunctions } from './access';
import { fieldNames, sentRowsLeftOut } from './kept-private';
import { collectionRead } from './keywords';
import { referencedCollection } from './references';
import { singularLabel, str } from './naming';
import { testSteps } from './instructions-tests';
import { elementsStep } from './instructions-elements';
import { embedSetupStep } from './page-embeds';
import { talksTo } from './plan-embeds';
import { leftToYou } from './left-to-you';
import { lightboxStep } from './instructions-lightboxes';
import { roleStep } from './role-checks';
import type { Plan } from './plan-types';

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
  const role = plan.prompt.access.role;
  if (role && /Role\(\)/.test(`${pieces.frontendCode}\n${pieces.backendCode}`))
    steps.push(roleStep(role));
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
  return ` The ${table ? 'table' : 'list'} leaves out ${fieldNames(hidden)}, but the page reads the collection itself, so anyone who may view it can still query ${hidden.length === 1 ? 'that field' : 'those fields'}: to keep ${hidden.length === 1 ? 'it' : 'them'} private, generate "Page code + backend module", whose web module ${table ? 'sends only the columns' : `leaves ${hidden.length === 1 ? 'it' : 'them'} out`}.`;
}
