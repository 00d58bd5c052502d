import { writeSpotlightJoin } from './page-spot-joins';
import { genericReadable } from './personal-data';
import { CodeWriter } from './code';
import { itemsLabel, pascal, str } from './naming';
import { type PageContext, createPageContext } from './page-context';
import { writeValueHelpers } from './page-helpers';
import { writeLightboxButtons } from './page-lightbox';
import { writeSpotlight, writeStatusHelpers, writeReveals, writeToggles } from './page-extras';
import { writeForm } from './page-forms';
import { writeList } from './page-lists';
import { writeSummary } from './page-summaries';
import { writeGroupTable } from './group-tables';
import { writeWidgets } from './page-widgets';
import { writeSwitches } from './page-switches';
import { writeEmbeds } from './page-embeds';
import { writeMemberGate } from './page-member-gate';
import { writeValueGate } from './page-value-gate';
import { writeChoiceVote } from './choice-votes';
import { writeQuizScore } from './quiz-scores';
import { writeListRefresh } from './list-refresh';
import { writeLookup } from './lookups';
import type { Plan } from './plan-types';
import { writeAdminBoxes, writeAdminRedirect } from './admin-boxes';
import { writeItemPicker } from './item-picker';
import { platformModules } from '../conventions';

/**
 * Page code: imports, module-level constants and pure helpers, then one `$w.onReady` that wires
 * every feature of the plan. Elements are only touched inside onReady.
 */
export function writePageCode(plan: Plan): string {
  const ctx = createPageContext(plan);
  if (plan.memberFields.length > 0) {
    const fields = plan.memberFields.map((m) => m.field.key).join(' and ');
    ctx.top.comment(`Whether a member is signed in: only members see the ${fields}.`);
    ctx.top.line('let signedIn = false;').blank();
  }
  writeStatusHelpers(ctx);
  for (const list of plan.lists) writeList(ctx, list);
  for (const summary of plan.summaries) writeSummary(ctx, summary);
  for (const table of plan.groupTables) writeGroupTable(ctx, table);
  for (const form of plan.forms) writeForm(ctx, form);
  for (const spot of plan.spotlights) {
    writeSpotlight(ctx, spot);
    writeSpotlightJoin(ctx, spot);
  }
  for (const lookup of plan.lookups) writeLookup(ctx, lookup);
  for (const vote of plan.choiceVotes) writeChoiceVote(ctx, vote);
  for (const quiz of plan.quizScores) writeQuizScore(ctx, quiz);
  if (plan.valueGate) writeValueGate(ctx, plan.valueGate);
  writeAdminBoxes(ctx, plan.adminBoxes);
  writeAdminBoxes(ctx, plan.roleBoxes, plan.prompt.access.role);
  for (const picker of plan.itemPickers) writeItemPicker(ctx, picker);
  writeToggles(ctx);
  writeReveals(ctx);
  writeWidgets(ctx);
  writeSwitches(ctx);
  writeEmbeds(ctx);
  writeLightboxButtons(ctx);
  const redirects = writeAdminRedirect(ctx, plan.adminRedirect);
  const awaitsAtStart =
    redirects ||
    ctx.initialLoads.length > 0 ||
    plan.memberGate !== null ||
    (plan.nothingWired && writeNothingWired(ctx));
  if (plan.memberGate) {
    writeMemberGate(ctx, plan.memberGate);
  } else if (ctx.initialLoads.length === 1) {
    ctx.body.comment('Load the data.');
    ctx.body.line(`await ${ctx.initialLoads[0] ?? ''};`);
  } else if (ctx.initialLoads.length > 1) {
    // Option loaders are named load<Element>Options (page-controls); the rest load data.
    const choices = ctx.initialLoads.some((call) => /Options\(\)$/.test(call));
    ctx.body.comment(
      choices ? 'Load the data and the choices together.' : 'Load all the data together.',
    );
    ctx.body.line(`await Promise.all([${ctx.initialLoads.join(', ')}]);`);
  }
  for (const list of plan.lists) writeListRefresh(ctx, list);
  return assemble(ctx, awaitsAtStart);
}

export function pageTitle(plan: Plan): string {
  const name =
    plan.lists.find((l) => l.collection)?.collection?.name ??
    plan.forms[0]?.collection?.name ??
    plan.spotlights[0]?.collection.name ??
    null;
  if (!name) return 'this page';
  const label = itemsLabel(name);
  return `the ${label.charAt(0).toUpperCase()}${label.slice(1)} page`;
}

function assemble(ctx: PageContext, awaitsAtStart: boolean): string {
  const { plan } = ctx;
  const w = new CodeWriter(plan.prefs.comments);
  const modules = platformModules(plan.prefs);
  w.comment(
    `Page code for ${pageTitle(plan)}: paste it into the page's code panel (turn on Dev Mode, open the page, Page Code tab).`,
  );
  if (plan.dataAccess === 'backend' && ctx.imports.size > 0) {
    w.comment(
      `It calls the web module ${plan.module.path}, which reads and writes the collections.`,
    );
  }
  if (ctx.needs.has('wixData')) w.line("import wixData from 'wix-data';");
  if (ctx.needs.has('location')) w.line(`import ${ctx.location} from ${str(modules.location)};`);
  if (ctx.needs.has('window')) w.line(`import ${ctx.window} from ${str(modules.window)};`);
  const stores = (['local', 'session'] as const).filter((s) => ctx.needs.has(s));
  if (stores.length > 0) w.line(`import { ${stores.join(', ')} } from ${str(modules.storage)};`);
  if (ctx.needs.has('members')) {
    const names = ctx.needs.has('login') ? 'authentication, currentMember' : 'currentMember';
    w.line(`import { ${names} } from ${str(modules.members)};`);
  }
  if (ctx.imports.size > 0) {
    w.line(`import { ${[...ctx.imports].sort().join(', ')} } from ${str(plan.module.importPath)};`);
  }
  w.blank();
  writeValueHelpers(ctx, w);
  w.raw(ctx.top.toString()).blank();
  const body = ctx.body.toString();
  w.block(
    `$w.onReady(${awaitsAtStart ? 'async ' : ''}() => {`,
    () => {
      if (body !== '') w.raw(body);
    },
    '});',
  );
  return w.toString();
}

/**
 * Nothing in the structure can be wired: the code checks the first collection can be read (so
 * the user sees the data connection works) and explains what to add.
 */
function writeNothingWired(ctx: PageContext): boolean {
  const { body, plan } = ctx;
  const collection = genericReadable(plan)[0];
  const personal = plan.structure.collections[0];
  if (!collection && personal) {
    body.comment(
      `No declared element shows or fills ${personal.name} yet, and its items hold contact details, so the page does not read them.`,
      'Declare a form or a list for it and generate again to have it wired here.',
    );
    return false;
  }
  if (!collection) {
    body.comment(
      'None of the declared elements needs code yet: declare a repeater, table, gallery, form or',
      'show/hide button (and a collection to fill it) and generate again to have it wired here.',
    );
    return false;
  }
  body.comment(
    `No declared element shows ${collection.name} yet: this reads it once and logs how many items it has.`,
    'Declare a repeater, table or gallery for it and generate again to display the items.',
  );
  body.tryCatch(
    () => {
      if (plan.dataAccess === 'direct') {
        ctx.needs.add('wixData');
        body.line(`const total = await wixData.query(${str(collection.name)}).limit(1).count();`);
      } else {
        const fn = `get${pascal(collection.name.split('/').pop() ?? collection.name)}`;
        ctx.imports.add(fn);
        body.line(`const { totalCount: total } = await ${fn}({ skip: 0, limit: 1 });`);
      }
      body.line(`console.log(\`${collection.name} has \${total} items.\`);`);
    },
    () => body.line(`console.error(${str(`Could not read ${collection.name}`)}, error);`),
  );
  return true;
}
