import type { SiteField } from '../structure';
import { type MemberRole, roleSaves } from './access-role';
import { idPattern, sentencesOf } from './keywords';
import type { Access } from './keywords';
import type { PageContext } from './page-context';
import { writeLoginPrompt } from './item-joins';
import { MEMBER_EMAIL, MEMBER_NAME } from './join-functions';
import { keyWords } from './naming';
import type { FormPlan } from './plan-form-types';
import { memberKeyIn, saidMemberKey } from './own-items-key';
import { memberLimit } from './plan-form-limits';
import { perDay } from './plan-daily-limits';

/**
 * A form only members may send ('Logged-in members can leave a review'): a visitor is asked to
 * log in when they submit, and a field naming the member ('memberId', 'userId') is filled with
 * the member's id — by the web method from the session in page + backend output, so no one can
 * send another member's. Before, a visitor's submit failed on the collection's permissions and
 * the declared memberId stayed empty.
 */

/** Wix's own field naming who saved an item: a member's insert is theirs. */
const OWNER: SiteField = { key: '_owner', type: 'text' };

/** A form saving a new item when only members may save: they send it, named by memberKey. */
export function planMemberForm(
  form: FormPlan,
  { write, role }: { write: Access; role?: MemberRole },
  promptText: string,
): void {
  // A member's own item ('their own exchange profile') names them too, once it is first saved.
  if (form.editsOwn) form.memberKey = memberKeyOf(form, promptText);
  // 'Only members with the Employer role can post a job: they fill #titleInput …': theirs alone.
  const ids = [form.submitId, ...form.inputs.map((i) => i.elementId)];
  const roleOnly = role && roleSaves(role, ids, form.collection?.name) ? role : null;
  if ((write !== 'members' && !roleOnly) || form.editsOwn || !form.collection || !form.submitId)
    return;
  form.membersOnly = true;
  if (roleOnly) form.role = roleOnly;
  form.memberKey = memberKeyOf(form, promptText);
  form.memberDetails = memberDetailsOf(form, promptText);
  // 'One application per member': counted by the member's id, which only the session gives; with
  // no field naming them, by the item's owner (the member who saved it).
  if (!form.limit)
    form.limit = perDay(
      promptText,
      memberLimit(promptText, form.memberKey ?? OWNER),
      form.inputs.flatMap((i) => (i.field ? [i.field] : [])),
    );
}

/**
 * A form the prompt gives to admins on a page for everyone ('Admins enter a match result with
 * homeTeamDropdown … and click saveResultButton', 'only the league admin can enter match
 * results: …'): its web method is for admins, its elements show for admins alone, and its
 * collection lets only admins add. Before, any visitor could post.
 */
export function planAdminForm(form: FormPlan, promptText: string): void {
  const ids = [form.submitId, ...form.inputs.map((i) => i.elementId)].filter(
    (id): id is string => id !== null,
  );
  const named = (s: string) => ids.some((id) => idPattern(id).test(s));
  if (sentencesOf(promptText).some((s) => named(s) && ADMINS_SEND.test(s))) form.adminOnly = true;
}

const ADMINS_SEND =
  /\b(?:only\s+)?(?:the\s+)?(?:[a-z]+\s+)?admin(?:istrator)?s?\s+(?:can\s+|may\s+|will\s+)?(?:enter|add|create|post|record|log|upload|submit|publish|use|fill)s?\b/i;

/** The collection's text field naming the member who sends the form, if no input fills it. */
function memberKeyOf(form: FormPlan, promptText: string): SiteField | null {
  if (!form.collection) return null;
  const taken = new Set(form.inputs.map((i) => i.field));
  return memberKeyIn(form.collection, taken) ?? saidMemberKey(promptText, form.collection, taken);
}

/**
 * 'Save it to Listings with their display name as ownerName', "the member's email in
 * contactEmail": text fields no input fills, said in a sentence with the member's name or email.
 */
function memberDetailsOf(form: FormPlan, promptText: string): FormPlan['memberDetails'] {
  const filled = new Set([...form.inputs.map((i) => i.field), form.memberKey]);
  const free = (form.collection?.fields ?? []).filter((f) => f.type === 'text' && !filled.has(f));
  const sentences = sentencesOf(promptText);
  const ids = [form.submitId, ...form.inputs.map((i) => i.elementId)].flatMap((id) =>
    id ? [id] : [],
  );
  const namesForm = (s: string) =>
    ids.some((id) => idPattern(id).test(s)) ||
    (form.collection !== null && idPattern(form.collection.name).test(s));
  return (['name', 'email'] as const).flatMap((shows) => {
    const said = new RegExp(
      String.raw`\b(?:their|the member'?s|the user'?s|his or her)\s+(?:own\s+|display\s+|full\s+|login\s+|account\s+)?${shows === 'email' ? 'e-?mail' : 'name'}\b`,
      'i',
    );
    const field = free.find(
      (f) =>
        keyWords(f.key).includes(shows) &&
        sentences.some((s) => said.test(s) && (idPattern(f.key).test(s) || namesForm(s))),
    );
    return field ? [{ field, shows }] : [];
  });
}

/** The values the member's session gives a form's item: their id, name and email, as code. */
export function memberValues(form: FormPlan): [string, string][] {
  return [
    ...(form.memberKey ? [[form.memberKey.key, 'member._id'] as [string, string]] : []),
    ...(form.memberDetails ?? []).map(({ field, shows }): [string, string] => [
      field.key,
      shows === 'name' ? MEMBER_NAME : MEMBER_EMAIL,
    ]),
  ];
}

/** In the submit handler: a visitor logs in first; `member` is the signed-in member after. */
export function writeMemberFirst(ctx: PageContext): void {
  const { body } = ctx;
  ctx.needs.add('members').add('login');
  body.comment("Members only: a visitor logs in first (Wix's login), then the form is sent.");
  body.line('let member = await currentMember.getMember();');
  body.block('if (!member) {', () => {
    writeLoginPrompt(ctx);
    body.line('member = await currentMember.getMember();');
    // Signed in now: what the page keeps for members shows at once, not after a reload.
    if (ctx.plan.memberGate)
      body.block('if (member) {', () => body.line('await showMemberContent();'));
  });
  body.block('if (!member) {', () => body.line('return;'));
}
