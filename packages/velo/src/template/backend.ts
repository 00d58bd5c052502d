import { CALLERS, EDITOR_ROLE, WEB_METHOD_PERMISSION } from './access-names';
import { genericReadable } from './personal-data';
import { changesAnItem, keptPrivate } from './kept-private';
import { CodeWriter } from './code';
import { writeListFunction } from './backend-lists';
import { displayField } from './matching';
import { itemsLabel, pascal } from './naming';
import { type ArgHelper, writeArgHelpers } from './backend-args';
import { writePromptFunction } from './backend-functions';
import {
  writeOwnItemFinder,
  writeOwnItemReader,
  writeOwnRowReader,
  writeSubmitFunction,
} from './backend-forms';
import { type Access, collectionRead } from './keywords';
import { writeGroupTableFunction } from './group-tables';
import { guardedForms } from './guarded-saves';
import { writeSummaryFunction } from './backend-summaries';
import { writeItemRowFunction, writeTakenFunction } from './item-rows';
import { writeLookupFunction } from './lookups';
import { writePlanJoinFunctions } from './join-functions';
import { ownItemsKey, summaryOwnerKey } from './own-items-key';
import { roleCheckName, roleGatedFunctions, writeRoleCheck } from './role-checks';
import { ownItemFields } from './plan-member-own';
import type { LoadedOptions, OptionsSource, Plan } from './plan-types';
import { writeOptionsFunction } from './options-lookup';
import { writePriceFunction } from './order-totals';
import { writeQuizScoreFunction } from './quiz-score-function';
import {
  type QuerySpec,
  fetchFn,
  specOfList,
  specOfEmbed,
  specOfSpotlight,
  writeQueryBuilder,
  writeDateWindow,
} from './queries';

/**
 * The backend web module: one exported function per list query, dropdown choice list and form,
 * as `webMethod(Permissions.X, ...)` in a .web.js file or plain async functions in a legacy .jsw
 * file, per the user's preference. Every function checks its arguments first. The prompt's access
 * wording picks X for all of them; in 'owner' access the lists read only the caller's own items.
 */
export function writeBackend(plan: Plan): string {
  const web = plan.prefs.webModuleStyle === 'web';
  const { read, write } = plan.prompt.access;
  const helpers = new Set<ArgHelper>();
  const fns = new CodeWriter(plan.prefs.comments);
  const queries = new CodeWriter(plan.prefs.comments);
  const consts = new CodeWriter(plan.prefs.comments);
  const done = new Set<string>();
  const role = plan.prompt.access.role;
  let gated = new Set<string>();
  const exported = (name: string, params: string, access: Access, write: () => void) => {
    const body =
      role && gated.has(name)
        ? () => {
            fns.line(`await ${roleCheckName(role)}();`);
            write();
          }
        : write;
    if (web)
      fns.block(
        `export const ${name} = webMethod(Permissions.${WEB_METHOD_PERMISSION[access]}, async (${params}) => {`,
        body,
        '});',
      );
    else fns.block(`export async function ${name}(${params}) {`, body);
    fns.blank();
  };
  // Rows item buttons save with suppressAuth to an admins-only collection (item-rows.ts): a
  // member's own list of them reads with suppressAuth too, filtered to theirs.
  const rowAdded = new Set(
    plan.lists.flatMap((l) =>
      l.actions.flatMap((a) => (a.kind === 'addRow' ? [a.collection.name] : [])),
    ),
  );
  const specs: QuerySpec[] = [
    ...plan.lists.flatMap((l) => specOfList(l) ?? []),
    ...plan.spotlights.map((s) => specOfSpotlight(s)),
    ...plan.embeds.flatMap((e) => specOfEmbed(e) ?? []),
  ];
  gated = roleGatedFunctions(plan, specs);
  const loaded = (o: OptionsSource | null): LoadedOptions[] => (o && o.kind !== 'fixed' ? [o] : []);
  const sources: LoadedOptions[] = [
    ...plan.lists.flatMap((l) => l.filters.flatMap((f) => loaded(f.options))),
    ...plan.forms.flatMap((f) => f.inputs.flatMap((i) => loaded(i.options))),
    ...plan.choiceVotes.map((v) => v.options),
    ...plan.itemPickers.flatMap((p) => (p.own ? [p.source] : [])),
  ];
  // Nothing to serve yet: one reader, of the collection the page reads as a check; a reader of
  // every collection would publish items no page shows.
  if (
    (plan.nothingWired && plan.promptFunctions.length === 0) ||
    (specs.length === 0 &&
      sources.length === 0 &&
      plan.forms.length === 0 &&
      plan.summaries.length === 0 &&
      plan.groupTables.length === 0 &&
      plan.lookups.length === 0 &&
      plan.valueGate === null &&
      plan.promptFunctions.length === 0)
  ) {
    specs.push(...genericReadable(plan).slice(0, 1).map(genericSpec));
  }
  for (const spec of specs) {
    if (done.has(fetchFn(spec))) continue;
    done.add(fetchFn(spec));
    writeQueryBuilder(queries, spec);
    queries.blank();
    if (spec.dateWindow) {
      writeDateWindow(queries, spec);
      queries.blank();
    }
    const itemsRead = spec.adminOnly ? 'admin' : collectionRead(plan.prompt, spec.collection.name);
    // 'their favourite recipes': a visitor has none, and each member reads by their own rows.
    // 'applications for their own jobs': members alone, each reading by their own jobs.
    const listRead =
      (spec.joinedBy && itemsRead === 'anyone') || (spec.ownedThrough && itemsRead !== 'admin')
        ? 'members'
        : itemsRead;
    const ownerKey = ownItemsKey(plan, spec.ownedThrough?.parent ?? spec.collection);
    writeListFunction(
      fns,
      consts,
      spec,
      helpers,
      exported,
      listRead,
      // Admins read every item themselves: no suppressAuth.
      (spec.adminOnly ? null : keptPrivate(plan, spec.collection.name)) ??
        (spec.ownedThrough && listRead === 'members'
          ? `each member reads those naming their own ${itemsLabel(spec.ownedThrough.parent.name)}`
          : null) ??
        (listRead !== 'owner'
          ? null
          : rowAdded.has(spec.collection.name)
            ? 'rows saved by the web module'
            : ownerKey !== '_owner'
              ? `each member's items are found by their id in ${ownerKey}, not by who added them`
              : null),
      plan.memberFields
        .filter((m) => m.collection === spec.collection.name)
        .map((m) => m.field.key),
      ownerKey,
    );
  }
  for (const source of sources) {
    if (done.has(source.fnName)) continue;
    done.add(source.fnName);
    writeOptionsFunction(fns, plan, source, read, exported);
  }
  for (const summary of plan.summaries) {
    done.add(summary.fnName);
    const ownerKey = summaryOwnerKey(plan, summary);
    writeSummaryFunction(
      fns,
      summary,
      exported,
      read,
      helpers,
      keptPrivate(plan, summary.collection.name) !== null ||
        (summary.own === true &&
          (ownerKey !== '_owner' ||
            collectionRead(plan.prompt, summary.collection.name) === 'admin')),
      ownerKey,
    );
  }
  for (const table of plan.groupTables) {
    done.add(`get${table.name}`);
    writeGroupTableFunction(
      fns,
      table,
      exported,
      collectionRead(plan.prompt, table.collection.name),
    );
  }
  writePlanJoinFunctions(plan, fns, helpers, exported, done);
  for (const quiz of plan.quizScores) writeQuizScoreFunction(fns, plan, quiz, helpers, exported);
  for (const add of plan.lists.flatMap((l) => l.actions.filter((a) => a.kind === 'addRow'))) {
    done.add(add.fnName);
    // On a page for members ('members area'), only members save them.
    writeItemRowFunction(
      fns,
      add,
      helpers,
      exported,
      read === 'anyone' && !add.membersOnly ? 'anyone' : 'members',
    );
    if (add.hidesTaken) {
      done.add(add.hidesTaken.fnName);
      writeTakenFunction(fns, add, helpers, exported);
    }
  }
  for (const form of plan.forms) {
    if (done.has(form.fnName)) continue;
    done.add(form.fnName);
    // A member's own item: only signed-in members read or save it, whatever the page's access.
    // Items each member reads only their own of are saved by members, so they are theirs.
    const owned = form.collection && collectionRead(plan.prompt, form.collection.name) === 'owner';
    const access =
      form.editsOwn || form.role
        ? 'members'
        : form.adminOnly
          ? 'admin'
          : owned && write === 'anyone'
            ? 'members'
            : write;
    if (form.editsOwn && form.collection)
      writeOwnItemReader(fns, form.editsOwn.loadFnName, form.collection, exported);
    const guarded = form.collection ? guardedForms(plan, form.collection.name) : [];
    writeSubmitFunction(fns, form, helpers, exported, web, access, guarded.includes(form));
    if (form.total && !done.has(form.total.priceFnName)) {
      done.add(form.total.priceFnName);
      writePriceFunction(fns, form.total, helpers, exported, access);
    }
  }
  for (const lookup of plan.lookups) {
    if (done.has(lookup.fnName)) continue;
    done.add(lookup.fnName);
    writeLookupFunction(fns, lookup, helpers, exported);
  }
  const gate = plan.valueGate;
  if (gate && !done.has(gate.fnName)) {
    done.add(gate.fnName);
    writeOwnRowReader(fns, { ...gate, fields: [gate.field.key] }, exported);
  }
  const memberGate = plan.memberGate;
  const own = memberGate?.own;
  const ownKey = own ? ownItemsKey(plan, own.collection) : '_owner';
  if (memberGate && own && !done.has(own.fnName)) {
    done.add(own.fnName);
    const fields = ownItemFields(memberGate);
    if (ownKey === '_owner') writeOwnItemReader(fns, own.fnName, own.collection, exported);
    else writeOwnRowReader(fns, { ...own, keyField: ownKey, fields }, exported);
  }
  if (plan.forms.some((f) => f.editsOwn) || (own && ownKey === '_owner'))
    writeOwnItemFinder(queries);
  for (const fn of plan.promptFunctions) {
    if (done.has(fn.name)) continue;
    done.add(fn.name);
    const kept = changesAnItem(fn, plan) && keptPrivate(plan, fn.collection.name) !== null;
    // 'a #returnButton on each that marks that loan as returned (only their own loan)' where
    // each member's loans are found by memberId: read as the list is, with suppressAuth.
    const ownerKey = fn.ownItem && !fn.through ? ownItemsKey(plan, fn.collection) : '_owner';
    writePromptFunction(
      fns,
      kept || ownerKey !== '_owner'
        ? { ...fn, privately: true, ...(ownerKey !== '_owner' ? { ownerKey } : {}) }
        : fn,
      helpers,
      exported,
    );
  }
  if (done.size === 0) {
    fns.comment(
      'A first web method to check the page can reach the backend: it returns the server time.',
    );
    exported('getStatus', '', read, () =>
      fns.line('return { ok: true, time: new Date().toISOString() };'),
    );
  }
  return assemble(plan, web, helpers, consts, queries, fns);
}

/** Sends each item's `fields` only: what the page shows leaves the server, nothing more. */
function genericSpec(collection: Plan['structure']['collections'][number]): QuerySpec {
  const title = displayField(collection);
  return {
    name: pascal(collection.name.split('/').pop() ?? collection.name),
    collection,
    search: title ? { fields: [title] } : null,
    filters: [],
    defaultSort: { field: '_createdDate', order: 'desc' },
    sortFields: [],
    dateWindow: null,
    fixed: [],
    includes: [],
    pageSize: 50,
    sends: null,
  };
}

function assemble(
  plan: Plan,
  web: boolean,
  helpers: Set<ArgHelper>,
  consts: CodeWriter,
  queries: CodeWriter,
  fns: CodeWriter,
): string {
  const w = new CodeWriter(plan.prefs.comments);
  w.comment(
    web
      ? `Backend web module: create the file ${plan.module.path} (Dev Mode, Backend section, New Web Module) and paste this in.`
      : `Legacy web module: create the file ${plan.module.path} in the Backend section (Dev Mode) and paste this in.`,
  );
  const { read, write } = plan.prompt.access;
  // Only the access of functions this module has: a page without a form saves nothing.
  const used = [read, ...(plan.forms.length > 0 ? [write] : [])];
  const access = used.find((a) => a !== 'anyone') ?? 'anyone';
  const named = new Set(plan.promptFunctions.map((f) => f.access));
  if (named.size > 1 || (named.size === 1 && !named.has(access))) {
    // The prompt's functions each have their own access: the comment above each one says it.
    w.comment(
      web
        ? 'Page code imports these functions; each names who may call it (its Permissions) and still checks its arguments.'
        : 'Page code imports these functions. A .jsw function is open to anyone until its permission is set: in the editor, set each one as the comment above it says, in the web module permissions.',
    );
  } else if (access === 'anyone') {
    w.comment(
      'Page code imports these functions; each checks its arguments because any visitor can call it.',
    );
  } else if (web) {
    w.comment(
      new Set(used).size > 1
        ? `Page code imports these functions; each names who may call it (${used.map((a) => `Permissions.${WEB_METHOD_PERMISSION[a]}`).join(' to read, ')} to save), and each still checks its arguments.`
        : `Page code imports these functions; only ${CALLERS[access]} may call them (Permissions.${WEB_METHOD_PERMISSION[access]}), and each still checks its arguments.`,
    );
  } else {
    w.comment(
      new Set(used).size > 1
        ? `Page code imports these functions. A .jsw function is open to anyone until its permission is set: in the editor, set this file's readers to ${EDITOR_ROLE[read]} and its form's save function to ${EDITOR_ROLE[write]} in the web module permissions.`
        : `Page code imports these functions. A .jsw function is open to anyone until its permission is set: in the editor, set each one in this file's web module permissions to ${EDITOR_ROLE[access]}.`,
    );
  }
  const role = plan.prompt.access.role;
  const gated = role && fns.toString().includes(`await ${roleCheckName(role)}()`);
  if (role && gated)
    w.comment(
      `Those that need the ${role.title} member role check it first (${roleCheckName(role)}).`,
    );
  if (web) w.line("import { Permissions, webMethod } from 'wix-web-module';");
  if (/wixData\./.test(queries.toString() + fns.toString()))
    w.line("import wixData from 'wix-data';");
  if (gated || /currentMember\./.test(queries.toString() + fns.toString()))
    w.line("import { currentMember } from 'wix-members-backend';");
  w.blank();
  w.raw(consts.toString()).blank();
  if (role && gated) writeRoleCheck(w, role);
  writeArgHelpers(w, helpers);
  w.raw(queries.toString()).blank();
  w.raw(fns.toString());
  return w.toString();
}
