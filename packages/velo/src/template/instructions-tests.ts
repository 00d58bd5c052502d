import type { Pieces } from '../types';
import type { SiteField } from '../structure';
import { pluralItemsLabel, singularLabel, withArticle } from './naming';
import { describeValue, summaryItems } from './page-summaries';
import { widgetStep } from './page-widgets';
import { switchStep } from './page-switches';
import { lookupTestStep } from './lookups';
import { fieldNames } from './kept-private';
import { choiceVoteStep } from './choice-votes';
import { quizScoreStep } from './quiz-scores';
import { embedTestStep } from './page-embeds';
import type { ListSearch } from './plan-search';
import { itemActionSteps, pageShown, rowButtonSteps } from './instructions-item-steps';
import { boxOpenStep } from './page-item-boxes';
import { limitWords } from './plan-form-limits';
import { outlinesProblems } from './plan-forms';
import type { Plan } from './plan-types';
import { urlSetFilters } from './plan-url-filters';
import { filterSteps } from './instructions-filter-steps';
import { collectionRead } from './keywords';
import { ownItemsKey } from './own-items-key';

/** How to check each wired feature in Preview, one bullet per feature. */
export function testSteps(plan: Plan, pieces: Pieces): string[] {
  const steps: string[] = [];
  if (!pieces.frontendCode) {
    if (pieces.backendCode) {
      steps.push(
        `Call the exported functions of \`${plan.module.path}\` from page code (\`import { ... } from '${plan.module.importPath}'\`) and check the results in the browser console.`,
      );
    }
    const calculator = /id="calculatorForm"/.test(pieces.htmlCode);
    if (pieces.htmlCode)
      steps.push(
        calculator
          ? 'Open Preview, fill every field of the calculator and click Calculate: the result shows under the button; leave a field empty or out of range: the result line names it.'
          : plan.structure.elements.length === 0
            ? 'No elements were declared, so the HTML has no layout yet: declare the elements (their ids and types) and generate again.'
            : 'Open Preview: the layout shows every element; buttons and forms post messages to the page.',
      );
    return steps;
  }
  const touched = new Set<string>();
  for (const c of [
    ...plan.lists.flatMap((l) => (l.collection ? [l.collection] : [])),
    ...plan.spotlights.map((s) => s.collection),
    ...plan.groupTables.map((t) => t.collection),
  ]) {
    if (touched.has(c.name)) continue;
    touched.add(c.name);
    const key = collectionRead(plan.prompt, c.name) === 'owner' ? ownItemsKey(plan, c) : '_owner';
    const whose =
      key === '_owner'
        ? ''
        : `; each member sees the items whose \`${key}\` is their member ID, the \`_id\` of their row in the Members/FullData collection`;
    steps.push(
      `Add a few items to \`${c.name}\` in the CMS (fill ${c.fields.map((f) => `\`${f.key}\``).join(', ')}${whose}).`,
    );
  }
  for (const list of plan.lists) {
    const items = list.collection ? pluralItemsLabel(list.collection.name) : 'sample items';
    // A members-only list stays hidden in Preview (no one is signed in): its step says so below.
    const gated = plan.memberGate?.listIds.includes(list.id) ?? false;
    const shared = list.related?.field ? ` with the same \`${list.related.field.key}\`` : '';
    const joined = list.joinedBy;
    const waits = list.filters.find((f) => f.pickFirst);
    steps.push(
      waits
        ? `Click Preview: \`${list.id}\` is empty until a choice in \`${waits.elementId}\`; choose one: up to ${list.pageSize} ${items} show.`
        : joined?.removesOnly
          ? `Log in as a member who has a few ${items} in \`${joined.collection.name}\` (rows they added, naming each in \`${joined.field.key}\`): \`${list.id}\` shows just those. A visitor sees none there.`
          : joined
            ? `Log in as a member and click \`${joined.buttonId}\` on a few ${items}: \`${list.id}\` shows just those, the ${items} your own \`${joined.collection.name}\` rows name${joined.toggles ? '; a second click takes one off it' : ''}. A visitor sees none there.`
            : list.related?.reference && list.related.field
              ? `Click Preview: \`${list.id}\` shows only the ${items} whose \`${list.related.field.key}\` is the item the page shows.`
              : list.related
                ? `Click Preview: \`${list.id}\` shows up to ${list.pageSize} other ${items}${shared}, never the one the page shows.`
                : gated
                  ? `On the published site, signed in as a member: \`${list.id}\` shows up to ${list.pageSize} ${items}, and the steps below work there.`
                  : `Click Preview: \`${list.id}\` shows up to ${list.pageSize} ${items}${list.rowsPerPage ? `, ${list.rowsPerPage} rows per page` : ''}${list.collection ? '' : ' (no collection was declared)'}.`,
    );
    if (list.search) {
      steps.push(searchStep(list.search, items, list.collection?.fields ?? []));
    }
    steps.push(...filterSteps(plan, list.filters, items));
    const flip = list.dateWindow?.flip;
    if (flip) {
      const back = flip.backIds[0]
        ? `; click \`${flip.backIds[0]}\`: the ${flip.key === 'past' ? 'upcoming' : 'past'} ones again`
        : '';
      steps.push(
        `Click \`${flip.showIds[0] ?? ''}\`: \`${list.id}\` shows the ${flip.key} ${items} instead (dated ${flip.said}), ${flip.order === 'desc' ? 'latest' : 'earliest'} first${back}.`,
      );
    }
    if (list.sortDropdownId)
      steps.push(
        `Pick each choice of \`${list.sortDropdownId}\`: the order of the ${items} changes.`,
      );
    for (const b of list.sortButtons) {
      steps.push(
        b.order
          ? `Click \`${b.id}\`: the ${items} sort by \`${b.field}\`, ${b.order === 'asc' ? 'ascending' : 'descending'}.`
          : `Click \`${b.id}\` twice: the ${items} sort by \`${b.field}\`, then in reverse.`,
      );
    }
    if (list.loadMore) {
      steps.push(
        list.loadMore.onView
          ? `Scroll down until \`${list.loadMore.id}\` shows: ${list.pageSize} more ${items} appear; it hides once all are shown.`
          : `Click \`${list.loadMore.id}\`: ${list.pageSize} more ${items} appear; it hides once all are shown.`,
      );
    }
    if (list.pagerId)
      steps.push(
        `Pick page 2 in \`${list.pagerId}\`: the next ${list.pageSize} ${items} show, and the bar marks page 2.`,
      );
    if (list.nextId)
      steps.push(
        `Click \`${list.nextId}\`${list.prevId ? ` and \`${list.prevId}\`` : ''}: the pages change.`,
      );
    if (list.states) {
      const { boxId, loading, results, empty } = list.states;
      steps.push(
        `\`${boxId}\` shows ${loading ? `the \`${loading}\` state while loading, then ` : ''}\`${results}\`${empty ? ` (\`${empty}\` when there are no ${items})` : ''}.`,
      );
    }
    if (list.countTextId) steps.push(`\`${list.countTextId}\` shows how many ${items} match.`);
    if (list.empty)
      steps.push(
        `${list.search || list.filters.length > 0 ? "Search or filter for something that doesn't exist" : `With no ${items} to show (remove them, or test before adding any)`}: \`${list.empty.id}\` appears${list.empty.message ? ` saying "${list.empty.message}"` : ''}${list.empty.hidesList ? ` and \`${list.id}\` collapses` : ''}.`,
      );
    if (list.loadingMessage && list.statusTextId)
      steps.push(
        `Reload the page: \`${list.statusTextId}\` says "${list.loadingMessage}" until the ${items} appear.`,
      );
    if (list.clearId) steps.push(`Click \`${list.clearId}\`: the search and filters reset.`);
    if (list.applyId)
      steps.push(`Change a filter and click \`${list.applyId}\`: the list shows the matches.`);
    if (list.rowAction?.kind === 'navigate')
      steps.push(
        `Click a row of \`${list.id}\`: its item page (\`${pageShown(list.rowAction.pathPrefix)}\`) opens.`,
      );
    if (list.rowAction?.kind === 'children')
      steps.push(
        `Click a row of \`${list.id}\`: \`${list.rowAction.listId}\` shows only the items whose reference is that ${singularLabel(list.collection?.name ?? 'item')}.`,
      );
    if (list.rowAction?.kind === 'lightbox')
      steps.push(`Click a row of \`${list.id}\`: the "${list.rowAction.name}" lightbox opens.`);
    if (list.rowAction?.kind === 'select')
      steps.push(...rowButtonSteps(list, list.rowAction.buttons));
    if (list.rowAction?.kind === 'openBox')
      steps.push(boxOpenStep(plan, list, list.rowAction, `a row of \`${list.id}\``));
    steps.push(...list.actions.flatMap((a) => itemActionSteps(plan, list, a)));
  }
  for (const form of plan.forms) {
    const name = form.id ? `\`${form.id}\`` : 'the form';
    const where = form.statusTextId ? `\`${form.statusTextId}\`` : 'the browser console';
    // Problems go to the form's error text when it has one.
    const problems = form.errorTextId ? `\`${form.errorTextId}\`` : where;
    if (!form.submitId) continue;
    // The first button a visitor clicks: the first step's next, or the submit of a one-step form.
    const firstNext = form.steps[0]?.nextId ?? (form.steps.length > 0 ? null : form.submitId);
    if (outlinesProblems(form) && firstNext) {
      const why = form.statusTextId
        ? `\`${form.statusTextId}\` is in the \`${form.doneStateId}\` state, seen once the form is sent: for a message while filling, add a Text outside ${name}, e.g. \`errorText\`, and generate again.`
        : `${name === 'the form' ? 'The form' : name} has no text for messages: add one beside it, e.g. \`statusText\`, and generate again to have them said.`;
      steps.push(
        `Click \`${firstNext}\` with ${form.steps.length > 0 ? 'the first step' : name} empty: its inputs are outlined in red and it does not ${form.steps.length > 0 ? 'move on' : 'send'}. (${why})`,
      );
    } else {
      steps.push(
        `Click \`${form.submitId}\` with ${name} empty: ${problems} names the first missing value.`,
      );
    }
    if (form.steps.length > 0) {
      steps.push(
        `Fill each step and use the next/back buttons: only one step of ${name} shows at a time.`,
      );
    }
    if (form.editsOwn && form.collection) {
      steps.push(
        `On the published site, logged in as a member: fill ${name} and save; ${where} confirms and one item appears in \`${form.collection.name}\` (CMS). Reload: the form shows what you saved. Change a value and save again: the same item changes, no second one is added.`,
      );
      continue;
    }
    const found = form.updatesFound;
    if (found && form.collection) {
      steps.push(
        `Find ${withArticle(singularLabel(form.collection.name))} with \`${found.inputId}\` and \`${found.buttonId}\`, fill ${name} and submit: ${where} confirms and that item's ${fieldNames(form.inputs.flatMap((i) => (i.field ? [i.field.key] : [])))} change in \`${form.collection.name}\` (CMS); no item is added. Submitting before finding one asks to find it first.`,
      );
      continue;
    }
    const shown = form.doneStateId ? `, \`${form.stateBoxId}\` shows \`${form.doneStateId}\`` : '';
    steps.push(
      form.collection
        ? `Fill ${name} correctly and submit: ${where} confirms${shown}, the inputs clear and a new item appears in \`${form.collection.name}\` (CMS).`
        : `Fill ${name} correctly and submit: ${where} confirms (nothing is stored: no collection matches the form).`,
    );
    const total = form.total;
    if (total)
      steps.push(
        `Choose in \`${total.choiceId}\` and type a quantity in \`${total.quantityId}\`: \`${total.textId}\` shows the ${total.priceKey} times the quantity${total.savedKey ? `, and the saved item's \`${total.savedKey}\` is that total` : ''}.`,
      );
    // Page-only code cannot count what visitors may not read: only a web method checks it.
    if (form.limit && plan.dataAccess === 'direct')
      steps.push(
        `${limitWords(form.limit, form.collection?.name ?? 'items')} is not checked: page code could count them only by letting visitors read every entry. Generate "Page code + backend module" to have its web module check it.`,
      );
    if (form.deadline && plan.dataAccess === 'direct')
      steps.push(
        `Entries closing ${form.deadline.when} is checked in the visitor's browser only, so a visitor could still save one with their own call. Generate "Page code + backend module" to have its web module refuse them too.`,
      );
    // A value page code sets ('approved = false') is the visitor's to change: only a web method
    // sets it where they cannot.
    const fixed = form.fixedValues.map((v) => `\`${v.field.key}\``);
    if (fixed.length > 0 && plan.dataAccess === 'direct' && form.collection && !form.adminOnly)
      steps.push(
        `${fixed.join(' and ')} of each new ${singularLabel(form.collection.name)} ${fixed.length === 1 ? 'is' : 'are'} set by the page code, which runs in the visitor's browser, so a visitor could save ${fixed.length === 1 ? 'another value' : 'other values'} with their own call. Generate "Page code + backend module" to have its web module set ${fixed.length === 1 ? 'it' : 'them'} on the server.`,
      );
    if (form.limit && plan.dataAccess === 'backend') {
      const same = form.limit.fields.map((f) => `\`${f.key}\``).join(' and ');
      // A member's own limit is counted by who sends it, which the visitor doesn't type.
      const alike = `${form.limit.perMember ? 'as the same member' : `with the same ${same}`}${form.limit.perDay ? ' on one day' : ''}`;
      const refused = `${problems} says "${form.limit.message}"`;
      const sum = form.limit.sum;
      steps.push(
        sum
          ? `In \`${form.collection?.name}\` (CMS), make the \`${sum.key}\` add up to ${form.limit.max}, then submit: ${refused} and nothing is added.`
          : form.limit.fields.length === 0
            ? `Submit ${form.limit.max} times, then once more: ${refused} and the last one is not added.`
            : form.limit.max === 1
              ? `Submit again ${alike}: ${refused} and nothing is added.`
              : `Submit ${form.limit.max} times ${alike}, then once more: ${refused} and the last one is not added.`,
      );
    }
  }
  for (const t of plan.groupTables)
    steps.push(
      `\`${t.tableId}\` shows one row per \`${t.by.key}\` with ${t.figures.map((f) => f.label.toLowerCase()).join(' and ')}; add an item with a new \`${t.by.key}\` and reload: a row appears for it.`,
    );
  for (const summary of plan.summaries) {
    for (const v of summary.values.filter((value) => value.shows === 'text')) {
      steps.push(`\`${v.elementId}\` shows the ${describeValue(v)} of ${summaryItems(summary)}.`);
    }
  }
  for (const l of plan.lists)
    for (const f of urlSetFilters(l))
      steps.push(
        `Open the page with \`?${f.fromUrl}=\` and a ${f.field.key} spelled exactly as stored (e.g. \`?${f.fromUrl}=${exampleValue(plan, f.fromUrl ?? '')}\`): \`${l.id}\` shows only those${f.elementId ? ` and \`${f.elementId}\` shows it chosen` : ''}${l.urlFilterTextId ? ` and \`${l.urlFilterTextId}\` names it` : ''}; without it, all of them.`,
      );
  for (const s of plan.spotlights) {
    if (s.fromLightbox) {
      steps.push(
        `Open the lightbox from a page that passes ${withArticle(singularLabel(s.collection.name))} as its context: that item shows in ${s.bindings.map((b) => `\`${b.elementId}\``).join(', ')}.`,
      );
      continue;
    }
    if (s.fromDataset) {
      if (s.bindings.length > 0)
        steps.push(
          `Open the dynamic page of a few \`${s.collection.name}\` items: each shows its own item in ${s.bindings.map((b) => `\`${b.elementId}\``).join(', ')}.`,
        );
      continue;
    }
    const url = s.urlParam;
    if (url) {
      const key = url.field === '_id' ? 'ID' : url.field;
      const where =
        url.fromEnd === null
          ? `with \`?${url.name}=\` and an item's ${key}`
          : `at an item's own URL (its ${key} in the path)`;
      steps.push(
        `Open the page ${where}: that item shows in ${s.bindings.map((b) => `\`${b.elementId}\``).join(', ')}.`,
      );
      continue;
    }
    if (s.random) {
      steps.push(
        `Reload a few times: a \`${s.collection.name}\` item chosen at random shows in ${s.bindings.map((b) => `\`${b.elementId}\``).join(', ')}${s.random.buttonId ? `; \`${s.random.buttonId}\` shows another` : ''}.`,
      );
      continue;
    }
    steps.push(
      `The first \`${s.collection.name}\` item shows in ${s.bindings.map((b) => `\`${b.elementId}\``).join(', ')}${s.nextId ? `; \`${s.nextId}\`${s.prevId ? ` and \`${s.prevId}\`` : ''} move between items` : ''}${s.autoAdvanceMs ? `; it moves on every ${s.autoAdvanceMs / 1000} seconds` : ''}.`,
    );
  }
  const valueGate = plan.valueGate;
  if (valueGate)
    steps.push(
      `On the published site, log in as a member whose \`${valueGate.field.key}\` in \`${valueGate.collection.name}\` is '${valueGate.value}' (${valueGate.keyField === '_owner' ? 'a row they added' : `their member ID in \`${valueGate.keyField}\``}): \`${valueGate.shownId}\` shows${valueGate.elseId ? ` and \`${valueGate.elseId}\` is collapsed` : ''}. Logged out, or as another member, ${valueGate.elseId ? `only \`${valueGate.elseId}\` shows` : `\`${valueGate.shownId}\` stays collapsed`}.`,
    );
  const join = valueGate?.joinButton;
  if (join)
    steps.push(
      `Logged out, click \`${join.id}\`: Wix's login window opens; logged in, it goes to \`${join.path}\`.`,
    );
  for (const id of plan.closeButtons) steps.push(`Click \`${id}\`: the lightbox closes.`);
  for (const r of plan.reveals) {
    const seconds = r.afterMs / 1000;
    const closer = plan.toggles.find((t) => t.targetId === r.targetId && t.mode === 'hide');
    const kept =
      r.remember && closer
        ? `; close it with \`${closer.buttonId}\` and reload: it stays hidden ${r.remember === 'session' ? 'until the browser tab is closed' : 'on later visits too'}`
        : '';
    steps.push(
      `Wait ${seconds} second${seconds === 1 ? '' : 's'} after the page loads: \`${r.targetId}\` appears${kept}.`,
    );
  }
  for (const t of plan.toggles)
    steps.push(
      `Click \`${t.buttonId}\`: \`${t.targetId}\` ${t.mode === 'toggle' ? 'shows and hides' : t.mode === 'show' ? 'shows' : 'hides'}.`,
    );
  for (const w of plan.widgets) steps.push(widgetStep(w));
  for (const s of plan.switches) steps.push(switchStep(s, plan.lists));
  for (const l of plan.lookups) steps.push(lookupTestStep(l));
  for (const vote of plan.choiceVotes) steps.push(choiceVoteStep(plan, vote));
  for (const quiz of plan.quizScores) steps.push(quizScoreStep(quiz));
  for (const e of plan.embeds) steps.push(embedTestStep(e));
  const context = plan.lightboxContext;
  if (context)
    steps.push(
      `Open the lightbox from a page with \`{ ${context.keys.join(', ')} }\`: ${context.shows.map((s) => `\`${s.elementId}\``).join(', ')} show ${context.shows.length === 1 ? 'it' : 'them'}.`,
    );
  for (const b of plan.lightboxButtons)
    steps.push(`Click \`${b.buttonId}\`: the "${b.name}" lightbox opens.`);
  for (const spot of plan.spotlights) {
    const join = spot.join;
    if (!join) continue;
    const seats = join.seats;
    const left = seats?.textId ? ` and \`${seats.textId}\` shows one seat fewer` : '';
    const full = seats ? ` When none are left it says "${seats.fullLabel}".` : '';
    steps.push(
      `On the published site, log in as a member and click \`${join.action.buttonId}\` on an item's page: it says "${join.action.doneLabel}"${left}, and a row appears in \`${join.action.collection.name}\`; as a visitor, the click opens Wix's login first.${full}`,
    );
  }
  const gate = plan.memberGate;
  if (gate) {
    const lists = gate.listIds.map((id) => `\`${id}\``).join(' and ');
    const login = gate.loginButtonId
      ? `; click \`${gate.loginButtonId}\` and log in as a member`
      : '; log in as a member';
    const welcome = gate.welcomeTextId ? `\`${gate.welcomeTextId}\` greets you and ` : '';
    const owned = plan.lists.some(
      (l) =>
        gate.listIds.includes(l.id) &&
        l.collection &&
        collectionRead(plan.prompt, l.collection.name) === 'owner',
    );
    const data = owned ? 'your own items appear' : 'the items appear';
    const controls = gate.controlIds.length
      ? ` (with ${gate.controlIds.map((id) => `\`${id}\``).join(', ')})`
      : '';
    const own = gate.own
      ? `, and ${gate.own.texts.map((t) => `\`${t.elementId}\``).join(', ')} show${gate.own.texts.length === 1 ? 's' : ''} your own ${singularLabel(gate.own.collection.name)}'s ${gate.own.texts.map((t) => `\`${t.field.key}\``).join(', ')}`
      : '';
    const loggedOut = gate.redirect
      ? `you are sent to \`${gate.redirect}\``
      : `${lists} stay${gate.listIds.length === 1 ? 's' : ''} hidden${controls}`;
    steps.push(
      `Member login needs the published site (Preview signs no one in): open the page logged out and ${loggedOut}${login}: ${welcome}${data}${own}.`,
    );
  }
  if (steps.length === 0)
    steps.push('Click Preview and open the browser console: the page loads without errors.');
  return steps;
}

/** The value the prompt gives a URL parameter ('?category=shoes' → shoes), else 'value'. */
function exampleValue(plan: Plan, param: string): string {
  return new RegExp(`\\?${param}=([\\w-]+)`).exec(plan.request.prompt)?.[1] ?? 'value';
}

function searchStep(search: ListSearch, items: string, collectionFields: SiteField[]): string {
  // A tag is found only whole: 'Type part of a `name` value or a whole `skills` tag'.
  const tagged = collectionFields.filter((f) => f.type === 'tags').map((f) => f.key);
  const texts = search.fields.filter((f) => !tagged.includes(f));
  const tags = search.fields.filter((f) => tagged.includes(f));
  const quoted = (keys: string[]) => keys.map((f) => `\`${f}\``).join(' or ');
  const part = search.minChars > 1 ? `at least ${search.minChars} characters of` : 'part of';
  const typed = [
    ...(texts.length > 0 ? [`${part} a ${quoted(texts)} value`] : []),
    ...(tags.length > 0 ? [`a whole ${quoted(tags)} tag`] : []),
  ].join(' or ');
  const when = search.whileTyping
    ? `after a short pause${search.onEnter ? ' (or at once on Enter)' : ''}`
    : 'press Enter and';
  const fewer =
    search.minChars > 1 ? `; with fewer than ${search.minChars} characters every item shows` : '';
  const kept = search.remember
    ? `; reload the page${search.remember === 'session' ? ' (same tab)' : ''}: the last search is back`
    : '';
  return `Type ${typed} in \`${search.inputId}\`: ${when} only matching ${items} stay${fewer}${kept}.`;
}
