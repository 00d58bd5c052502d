import { idPattern, sentencesOf } from './keywords';
import type { SiteStructure } from '../structure';
import { escapeRegExp } from '../regexp';
import type { MemberRole } from './access-role';
import { hasWord, nounForms, pascal, str } from './naming';
import type { PageContext } from './page-context';
import { roleFlag, writeViewerHelper } from './page-item-access';
import { type PlanContext, inRepeater, isBox, ownDescendants, pageLevel } from './plan-context';

/**
 * Boxes only site admins see on a page everyone uses: 'Patrol staff (admins) get #adminPanel',
 * 'baristas (site admins only) can type … into #memberEmailInput' (inside adminBox). Collapsed
 * at first and opened for a member with Wix's Admin role; what they save is refused for others
 * on the server too (Permissions.Admin). Before, every visitor saw the staff's controls.
 */

const ADMINS =
  /\b(?:site admins?|admins?|administrators?|site owners?|(?:\w+ )?staff \(admins?\)|admins? only)\b/i;

export function planAdminBoxes(ctx: PlanContext): string[] {
  if (ctx.prompt.access.read === 'admin') return [];
  const sentences = sentencesOf(ctx.promptText).filter((s) => ADMINS.test(s));
  const names = (s: string, id: string) => idPattern(id).test(s);
  return pageLevel(ctx.structure)
    .filter((box) => {
      if (!isBox(box) || inRepeater(ctx.structure, box.id)) return false;
      const inside = ownDescendants(ctx.structure, box.id);
      if (inside.length === 0) return false;
      const said = sentences.some((s) => [box, ...inside].some((e) => names(s, e.id)));
      return (
        said && (hasWord(box.id, ['admin', 'staff']) || sentences.some((s) => names(s, box.id)))
      );
    })
    .map((box) => box.id);
}

/** A sentence about who may look: 'only admins see the orders (ordersTable)'. */
const SEEING = /\b(?:see|sees|view|views|read|reads|browse|access|visible|look at)\b/i;

/** 'Admin only page', 'the dashboard is for admins': the page's, not a control's. */
const ADMIN_PAGE =
  /\b(?:admins?|administrators?)(?:[- ]only)?\s+(?:page|dashboard|area|panel)\b|\b(?:page|dashboard|panel)\s+(?:is\s+)?(?:only\s+)?for\s+(?:the\s+)?admins?\b/i;

/**
 * The prompt without its sentences keeping some controls for admins ('Admin only: restockInput +
 * restockButton on each card'): they are about those controls, not who may use the page. A
 * sentence naming a list or a collection stays ('Admin dashboard: ordersTable …').
 */
export function withoutAdminControlSentences(structure: SiteStructure, prompt: string): string {
  const named = (s: string) => structure.elements.filter((e) => idPattern(e.id).test(s));
  const collections = structure.collections.map(
    (c) => new RegExp(String.raw`\b(?:${nounForms(c.name).join('|')})\b`, 'i'),
  );
  const aboutControls = (s: string) => {
    // 'Admin only page, mark paid with #markPaidBtn' is about the page.
    if (!ADMINS.test(s) || ADMIN_PAGE.test(s)) return false;
    const elements = named(s);
    if (elements.length === 0) return false;
    // 'Admins only: a deleteButton on each card removes the thread': the item's own control.
    if (elements.every((e) => inRepeater(structure, e.id)) && !SEEING.test(s)) return true;
    return (
      !collections.some((c) => c.test(s)) &&
      elements.every((e) => !['repeater', 'table', 'gallery', 'dataset'].includes(e.type))
    );
  };
  const kept = sentencesOf(prompt).filter((s) => !aboutControls(s));
  return kept.length === sentencesOf(prompt).length ? prompt : kept.join(' ');
}

/**
 * What the prompt hides from members without its role ('Hide the posting form (#postBox) from
 * everyone who is not an Employer'): shown to that role's members alone, as admins' boxes are.
 */
export function planRoleBoxes(ctx: PlanContext): string[] {
  const role = ctx.prompt.access.role;
  if (!role) return [];
  const title = escapeRegExp(role.title.toLowerCase());
  const hides = new RegExp(
    String.raw`\b(?:hide|hidden|collapse|collapsed)\b[^.;]*\b(?:(?:not|isn't|aren't)\s+(?:an?\s+)?${title}s?|non-${title}s?)\b`,
    'i',
  );
  const sentences = sentencesOf(ctx.promptText).filter((s) => hides.test(s));
  return pageLevel(ctx.structure)
    .filter((e) => !inRepeater(ctx.structure, e.id))
    .filter((e) => sentences.some((s) => idPattern(e.id).test(s)))
    .map((e) => e.id);
}

/**
 * Collapses the boxes, then opens them once the signed-in member turns out to be an admin, or to
 * have the prompt's role (`role`'s flag on the viewer).
 */
export function writeAdminBoxes(ctx: PageContext, ids: string[], role?: MemberRole): void {
  if (ids.length === 0) return;
  const { body } = ctx;
  writeViewerHelper(ctx);
  const boxes = ids.map((id) => `$w(${str(`#${id}`)})`);
  const who = role ? `members with the ${role.title} role` : 'site admins';
  body.comment(
    `Only ${who} see ${ids.map((id) => `#${id}`).join(' and ')}: collapsed for everyone else.`,
  );
  for (const box of boxes) body.line(`${box}.collapse();`);
  const show = role ? `show${pascal(role.title)}Boxes` : 'showAdminBoxes';
  body.block(`async function ${show}() {`, () => {
    body.line('const viewer = await signedInViewer();');
    body.block(`if (viewer.${role ? roleFlag(role) : 'isAdmin'}) {`, () => {
      for (const box of boxes) body.line(`${box}.expand();`);
    });
  });
  body.blank();
  ctx.initialLoads.push(`${show}()`);
}

/**
 * An admins' page that sends everyone else away ('everyone else is redirected to the home
 * page'): before anything loads, a visitor or a member without the Admin role is sent there.
 */
export function writeAdminRedirect(ctx: PageContext, to: string | null): boolean {
  if (!to) return false;
  const { body } = ctx;
  writeViewerHelper(ctx);
  ctx.needs.add('location');
  body.comment(`Only site admins use this page: everyone else is sent to ${to}.`);
  body.block('if (!(await signedInViewer()).isAdmin) {', () => {
    body.line(`${ctx.location}.to(${str(to)});`);
    body.line('return;');
  });
  return true;
}
