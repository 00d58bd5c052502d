import { findCollection } from '../structure';
import { countsReactions } from './change-values';
import { listChanges } from './plan-item-changes';
import type { Access } from './keywords';
import { EDITOR_ROLE, SAVING, WHO } from './access-names';
import { itemRowPermissions } from './item-rows';
import { itemsLabel, singularLabel, withArticle } from './naming';
import type { Plan, PromptFunction } from './plan-types';
import { keptPrivate, roleChange, sentOnly } from './kept-private';
import { formChoicesAccess, mostOpen, ownChoicesOnly } from './access-order';
import { guardedAdding, guardedForms } from './guarded-saves';
import { ownItemsKey } from './own-items-key';

/**
 * Who may use what the generated code reads and saves, decided once from the prompt's access
 * wording (keywords.ts): the backend's web-method permission, how its comments name the callers,
 * and the collection permissions the setup instructions ask for, so code and setup agree.
 */

/** Collections whose items the page lists or shows: in 'owner' access, each member's own. */
function listsItemsOf(plan: Plan, collection: string): boolean {
  return (
    plan.lists.some((l) => l.collection?.name === collection) ||
    plan.spotlights.some((s) => s.collection.name === collection)
  );
}

/**
 * With functions the prompt names on the collection, each with its own access, the collection
 * must let the most open of its callers read, add (`write`) or change (update and delete): a web
 * method runs with its caller's permissions. Null when no such function touches it.
 */
function functionsAccess(
  plan: Plan,
  collection: string,
): {
  read: Access;
  write: Access;
  change: Access | undefined;
  /** What the changing functions do: 'update and delete', 'update' or 'delete'. */
  changes: string;
} | null {
  const own = permissionedFunctions(plan, collection);
  if (own.length === 0) return null;
  const page = plan.prompt.access;
  // A function on the caller's own items needs only the author's permission; none when the web
  // module finds them by a member id field ('memberId') and saves them with suppressAuth.
  const byMemberId =
    plan.dataAccess === 'backend' &&
    ownItemsKey(
      plan,
      findCollection(plan.structure, collection) ?? { name: collection, fields: [] },
    ) !== '_owner';
  // A role's change is saved with suppressAuth after the role check: admins alone need the right.
  const access = (f: (typeof own)[number]): Access =>
    f.ownItem
      ? byMemberId && !f.through
        ? 'admin'
        : 'owner'
      : plan.dataAccess === 'backend' && roleChange(plan, f)
        ? 'admin'
        : f.access;
  const reads = own.filter((f) => f.kind === 'read').map(access);
  const adds = own.filter((f) => f.kind === 'create').map(access);
  const changes = own.filter((f) => f.kind === 'update' || f.kind === 'remove').map(access);
  const pageReads = listsItemsOf(plan, collection) ? [page.read] : [];
  const pageWrites = plan.forms.some((f) => f.collection?.name === collection) ? [page.write] : [];
  const change = mostOpen(changes);
  // Adding is never the author's alone (the item has none yet): members add, and own it.
  const write = mostOpen([...adds, ...pageWrites]) ?? change ?? page.write;
  return {
    // Updating and removing read the item first.
    read: mostOpen([...reads, ...pageReads, ...changes]) ?? page.read,
    write: write === 'owner' ? 'members' : write,
    change,
    changes: ['update', 'remove']
      .filter((kind) => own.some((f) => f.kind === kind))
      .map((kind) => (kind === 'remove' ? 'delete' : kind))
      .join(' and '),
  };
}

/**
 * The functions whose callers need the collection's permissions: all that read or change it,
 * but a web module's reaction counts (countsReactions), which save with suppressAuth.
 */
export function permissionedFunctions(plan: Plan, collection: string): PromptFunction[] {
  return changingFunctions(plan).filter(
    (f) =>
      f.collection.name === collection && !(plan.dataAccess === 'backend' && countsReactions(f)),
  );
}

/**
 * The functions that read and change items for the page: the prompt's, and where the page reads
 * and writes the collection itself, what its item buttons and inputs do (with a web module they
 * are among the prompt's functions already).
 */
export function changingFunctions(plan: Plan): PromptFunction[] {
  if (plan.dataAccess !== 'direct') return plan.promptFunctions;
  return [
    ...plan.promptFunctions,
    ...plan.lists.flatMap(listChanges),
    ...plan.choiceVotes.map((v) => v.fn),
  ];
}

/** The collection's permissions for the CMS, as the setup step states them. */
export function collectionPermissions(
  plan: Plan,
  collection: string,
  use: { read: boolean; write: boolean },
): string[] {
  const permissions = basePermissions(plan, collection, use);
  // A member's like counted on the post itself ('increments the post's likeCount'): page-only
  // code saves the count, so members must be able to update the posts.
  const counter = plan.lists
    .flatMap((l) => l.actions)
    .find((a) => a.kind === 'join' && a.counts?.listed === collection);
  if (plan.dataAccess !== 'direct' || counter?.kind !== 'join' || !counter.counts)
    return permissions;
  const count = `\`${counter.counts.field.key}\``;
  return [
    ...permissions,
    `site members can update content ("${EDITOR_ROLE.members}": page-only code saves each change of ${count} itself, so members could change any field of ${withArticle(singularLabel(collection))}: generate with a backend web module to let them change the count alone)`,
  ];
}

function basePermissions(
  plan: Plan,
  collection: string,
  use: { read: boolean; write: boolean },
): string[] {
  const named = functionsAccess(plan, collection);
  const page = plan.prompt.access;
  // 'Only I (admin) should see the appointments': this collection alone is read by admins.
  const base: { read: Access; write: Access } = {
    ...(named ??
      (page.adminCollections?.includes(collection) ? { ...page, read: 'admin' as const } : page)),
  };
  // 'Admins see all Applications in applicationsRepeater' beside a public page: every list of the
  // collection is the admins' (isAdminList), so nobody else reads it.
  const listed = plan.lists.filter((l) => l.collection?.name === collection);
  if (listed.length > 0 && listed.every((l) => l.adminOnly)) base.read = 'admin';
  // 'Admins enter a match result': only admins add through the page's forms.
  const forms = plan.forms.filter((f) => f.collection?.name === collection);
  if (forms.length > 0 && forms.every((f) => f.adminOnly)) base.write = 'admin';
  const ownedRead = base.read !== 'admin' && plan.prompt.ownedCollections.includes(collection);
  // Each member reads their own: what they add must be theirs, so visitors add none.
  if (ownedRead && base.write === 'anyone') base.write = 'members';
  // Choices of a form nobody lists: readable by whoever sends the form.
  const choices = listsItemsOf(plan, collection) ? null : formChoicesAccess(plan, collection);
  const access = { ...base, read: ownedRead ? ('owner' as const) : (choices ?? base.read) };
  const reading: Record<Access, string> = {
    anyone: 'anyone can view content (visitors see these items)',
    members: `site members can view content ("${EDITOR_ROLE.members}": signed-in members see these items, visitors don't)`,
    owner: ownerReading(plan, collection),
    admin:
      page.adminCollections?.includes(collection) || page.write !== 'admin'
        ? `only admins can view content ("${EDITOR_ROLE.admin}": the prompt keeps these items for site admins, visitors and members don't see them)`
        : `only admins can view content ("${EDITOR_ROLE.admin}": the page is for site admins, visitors and members don't see these items)`,
  };
  // Kept off the wire by the list's web method, yet readable where the collection is public.
  const unkept = [
    ...new Set(
      plan.lists.filter((l) => l.collection?.name === collection).flatMap((l) => l.privateFields),
    ),
  ];
  if (!keptPrivate(plan, collection) && plan.dataAccess === 'backend' && unkept.length > 0)
    reading.anyone = `anyone can view content (visitors see these items; the web module leaves ${unkept.map((f) => `\`${f}\``).join(' and ')} out of what it sends, but the collection stays readable for the rest of this page, so a visitor's own query could still read ${unkept.length === 1 ? 'it' : 'them'}: keep such fields in a collection only admins view)`;
  // A member's own rows about items (registrations, favourites): theirs alone to see and add.
  const join = [
    ...plan.lists.flatMap((l) => l.actions),
    ...plan.spotlights.flatMap((s) => (s.join ? [s.join.action] : [])),
  ].find((a) => a.kind === 'join' && a.collection.name === collection);
  // Page-only code counts every row to show the seats left: it must read them all.
  const counted =
    plan.dataAccess === 'direct' &&
    (plan.spotlights.some((s) => s.join?.seats && s.join.action.collection.name === collection) ||
      plan.lists.some((l) =>
        l.actions.some((a) => a.kind === 'join' && a.seats && a.collection.name === collection),
      ));
  if (join?.kind === 'join')
    return [
      counted
        ? `anyone can view content (page-only code counts every one to show the seats left; a row holds only what it is for: generate with a backend web module to keep them private)`
        : `only the item's author can view content ("Site member author": each member sees only their own)`,
      `site members can add content ("${EDITOR_ROLE.members}")`,
      ...(join.toggles
        ? [
            `only the item's author can delete content ("Site member author": ${join.removesOnly ? `#${join.buttonId} removes it` : 'a second click removes it'})`,
          ]
        : []),
    ];
  // Members editing their own item read and update it as its author, and add it the first time.
  if (plan.forms.some((f) => f.editsOwn && f.collection?.name === collection)) {
    // A page that also lists the items (a members' directory) keeps them readable to its readers.
    const listed = listsItemsOf(plan, collection) && access.read !== 'owner';
    return [
      listed
        ? reading[access.read]
        : `only the item's author can view content ("Site member author": each member sees only their own)`,
      `only the item's author can update content ("Site member author": each member edits only their own)`,
      `site members can add content ("${EDITOR_ROLE.members}": a member's first save adds their item)`,
    ];
  }
  // Rows a visitor saves from an item button ('bookSlotButton books it', '#answerBtn').
  const rowAdd = plan.lists
    .flatMap((l) => l.actions)
    .find((a) => a.kind === 'addRow' && a.collection.name === collection);
  if (rowAdd?.kind === 'addRow') return itemRowPermissions(plan, rowAdd);
  // A quiz's results ('save the score … to QuizResults'): only the scoring saves them.
  if (plan.quizScores.some((q) => q.save?.collection.name === collection))
    return plan.dataAccess === 'backend'
      ? [
          `only admins can view and add content ("${EDITOR_ROLE.admin}": the web module scores the answers and saves each result with suppressAuth, so no one can save a score they did not get)`,
        ]
      : [
          `anyone can add content, and only admins can view it ("Anyone" for adding: page-only code saves each result itself, so a visitor could save any score: generate with a backend web module to have the server score the answers)`,
        ];
  // Looked up by a typed value alone: a web module finds the one item with suppressAuth.
  const lookup = plan.lookups.find((l) => l.collection.name === collection);
  // A form saving into the found item ('rsvpButton updates that guest') changes it too.
  const updated = plan.forms.some((f) => f.updatesFound === lookup);
  if (lookup && !listsItemsOf(plan, collection))
    return plan.dataAccess === 'backend'
      ? [
          `only admins can view${updated ? ' and update' : ''} content ("${EDITOR_ROLE.admin}": the web module finds the one ${singularLabel(collection)} whose \`${lookup.keyField.key}\` a visitor types, with suppressAuth, and sends only what the page shows${updated ? "; saving the form updates only that one's form fields" : ''})`,
        ]
      : [
          `anyone can view${updated ? ' and update' : ''} content (page-only code looks the ${singularLabel(collection)} up${updated ? ' and updates it' : ''} itself, so visitors could read${updated ? ' and change' : ''} every one: generate with a backend web module to keep them private)`,
        ];
  // One value of the member's own row opens a box: only that value leaves the server.
  const gate = plan.valueGate;
  if (gate?.collection.name === collection && !listsItemsOf(plan, collection)) {
    const key = `\`${gate.field.key}\``;
    if (plan.dataAccess === 'backend')
      return [
        `only admins can view content ("${EDITOR_ROLE.admin}": the web module reads the signed-in member's own row with suppressAuth and sends only their ${key})`,
      ];
    return gate.keyField === '_owner'
      ? [
          `only the item's author can view content ("Site member author": each member reads only the row they added)`,
        ]
      : [
          `site members can view content ("${EDITOR_ROLE.members}": page-only code reads the member's row itself, so members could read every member's ${key}: generate with a backend web module to keep them private)`,
        ];
  }
  // Read for the signed-in member's page ('their points from Profiles'): their own item alone.
  const own = plan.memberGate?.own;
  if (own?.collection.name === collection) {
    const key = ownItemsKey(plan, own.collection);
    if (key === '_owner')
      return [
        `only the item's author can view content ("Site member author": each member reads only the ${singularLabel(collection)} they added, so a member's own one must be added by them, e.g. when they sign up)`,
      ];
    return plan.dataAccess === 'backend'
      ? [
          `only admins can view content ("${EDITOR_ROLE.admin}": the web module reads with suppressAuth the row whose \`${key}\` is the signed-in member's ID, and sends only what the page shows)`,
        ]
      : [
          `site members can view content ("${EDITOR_ROLE.members}": page-only code reads the row whose \`${key}\` is the signed-in member's ID itself, so members could read every member's row: generate with a backend web module to keep them private)`,
        ];
  }
  const counts = changingFunctions(plan).filter(
    (f) => f.collection.name === collection && countsReactions(f),
  );
  const count = singularLabel(counts[0]?.constants[0]?.field.key ?? 'count');
  // A form beside the counts ('members write a post … each post has a likeButton') still adds.
  const formAdds = plan.forms.some((f) => f.collection?.name === collection && !f.updatesFound);
  // 'Only the listing owner may accept': a buyer owns the offer, so no member may change it here.
  const parentOwned = permissionedFunctions(plan, collection).find((f) => f.through)?.through;
  const writing = parentOwned
    ? `only admins can update content ("${EDITOR_ROLE.admin}": ${plan.dataAccess === 'backend' ? `the web methods check that each ${singularLabel(collection)} is on the signed-in member's own ${singularLabel(parentOwned.parent.name)} and save it with suppressAuth` : `page-only code can't check that ${withArticle(singularLabel(collection))} is on the member's own ${singularLabel(parentOwned.parent.name)}, so the buttons fail for members: generate with a backend web module, whose web methods check it`})`
    : counts.length > 0 && counts.length === permissionedFunctions(plan, collection).length
      ? `${formAdds ? `${SAVING[access.write]}; ` : ''}${WHO[access.write].who} can update content ("${WHO[access.write].role}": page-only code saves each ${count} itself, so visitors could change any field of ${withArticle(singularLabel(collection))}: generate with a backend web module to let them add to the count alone)`
      : changesByFunctions(access.write, named?.change, named?.changes);
  // The web module adds each like with suppressAuth: nobody needs to update the items.
  if (plan.dataAccess === 'backend' && counts.length > 0 && !use.write)
    return [
      reading[access.read],
      `only admins can add, update and delete content ("${EDITOR_ROLE.admin}": the web module adds each ${count} with suppressAuth, so visitors change nothing else)`,
    ];
  const kept = keptPrivate(plan, collection);
  if (kept)
    reading[access.read] =
      `only admins can view content ("${EDITOR_ROLE.admin}": the web module reads the items for the page with suppressAuth and sends only ${sentOnly(
        kept,
        plan.lists.some((l) => l.collection?.name === collection && l.kind === 'table'),
      )})`;
  // 'applications for their own jobs': each member's are read for them alone.
  const through = listed.find((l) => l.ownedThrough)?.ownedThrough;
  if (through && listed.every((l) => l.adminOnly || l.ownedThrough)) {
    const which = through.parentField
      ? `the ${itemsLabel(collection)} whose \`${through.field.key}\` is in one of the signed-in member's ${through.parent.name} rows`
      : `the ${itemsLabel(collection)} naming the signed-in member's own ${itemsLabel(through.parent.name)}`;
    reading[access.read] =
      plan.dataAccess === 'backend'
        ? `only admins can view content ("${EDITOR_ROLE.admin}": the web module reads with suppressAuth only ${which})`
        : `site members can view content ("${EDITOR_ROLE.members}": the page lists only ${which}, but page-only code reads the collection itself, so members could read every one: generate with a backend web module to keep them private)`;
  }
  // The web module checks and saves each item itself: no one may add one another way.
  const guarded = use.write ? guardedForms(plan, collection) : [];
  if (guarded.length > 0)
    return use.read
      ? [reading[access.read], guardedAdding(plan, guarded, false)]
      : [guardedAdding(plan, guarded, true)];
  // Nothing on the page reads what visitors send: no one else may read it either.
  const sender = access.write === 'anyone' || access.write === 'members';
  if (!use.read && use.write && sender && writing === SAVING[access.write])
    return [
      `${WHO[access.write].who} can add content, and only admins can view it ("${WHO[access.write].role}" for adding, "${EDITOR_ROLE.admin}" for viewing: ${access.write === 'anyone' ? 'visitors' : 'signed-in members'} submit the form, nothing on the page reads the items back)`,
    ];
  return [use.read ? reading[access.read] : null, use.write ? writing : null].filter(
    (p) => p !== null,
  );
}

/** Who views a collection each member reads only their own of, and how they are told apart. */
function ownerReading(plan: Plan, collection: string): string {
  const c = plan.structure.collections.find((x) => x.name === collection);
  const key = c ? ownItemsKey(plan, c) : '_owner';
  const listed = listsItemsOf(plan, collection);
  if (listed && key !== '_owner')
    return plan.dataAccess === 'backend'
      ? `only admins can view content ("${EDITOR_ROLE.admin}": the web module reads with suppressAuth only the items whose \`${key}\` is the signed-in member's ID, so you can add each member's items in the CMS)`
      : `site members can view content ("${EDITOR_ROLE.members}": the page lists only the items whose \`${key}\` is the signed-in member's ID, but page-only code reads the collection itself, so members could read every member's items: generate with a backend web module to keep them private)`;
  // A figure over the member's own items ('their total hours') reads theirs alone too.
  return listed ||
    ownChoicesOnly(plan, collection) ||
    plan.promptFunctions.some((f) => f.ownItem && f.collection.name === collection) ||
    plan.summaries.some((s) => s.own && s.collection.name === collection)
    ? `only the item's author can view content ("Site member author": each member sees only the items they added; items you add in the CMS are yours, so test with a member's items)`
    : `site members can view content ("${EDITOR_ROLE.members}": signed-in members see these items, visitors don't)`;
}

/**
 * The add, update and delete rows when functions the prompt names change items (not only add
 * them): each as open as its most open caller needs.
 */
function changesByFunctions(
  add: Access,
  change: Access | undefined,
  /** 'update and delete', or one of them: 'Members can delete only their own recipes'. */
  changes = 'update and delete',
): string {
  if (!change) return SAVING[add];
  const why = 'as the functions that change items need';
  if (add === change)
    return `${WHO[add].who} can add, ${changes} content ("${WHO[add].role}", ${why})`;
  const author =
    change === 'owner'
      ? `: each member ${changes === 'delete' ? 'deletes' : 'changes'} only their own`
      : '';
  return `${WHO[add].who} can add content ("${WHO[add].role}"), and ${WHO[change].who} can ${changes} it ("${WHO[change].role}"${author}; ${why})`;
}
