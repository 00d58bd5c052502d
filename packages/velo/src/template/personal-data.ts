import type { SiteCollection, SiteField } from '../structure';
import { hasWord, words } from './naming';
import type { Plan } from './plan-types';
import { serverAsks } from './server-asks';

/**
 * Personal data: the fields and collections whose items say who someone is or hold a secret.
 * They are never served or sent where the prompt did not name them.
 */

/** Field words that make a collection's items personal: contact details, secrets and the like. */
const PERSONAL_WORDS = [
  'email',
  'mail',
  'phone',
  'tel',
  'mobile',
  'address',
  'birthday',
  'dob',
  'password',
  'passport',
  // Secrets and money: a session's token or a card is never for a public reader.
  'token',
  'secret',
  'key',
  'hash',
  'salt',
  'otp',
  'pin',
  'session',
  'credential',
  'ssn',
  'iban',
  'card',
  'salary',
  // A quiz's answer key: whoever takes the quiz must not read it.
  'correct',
  'solution',
];

/**
 * Collections a generic reader may serve when nothing on the page shows them (the backend's
 * fallback and the page's check): items holding contact details only to admins, so a signup form
 * left unwired never publishes its subscribers.
 */
export function genericReadable(plan: Plan): SiteCollection[] {
  // Asked for a webhook or a job, the code writes neither: a public reader would not be either.
  if (serverAsks(plan.request.prompt).length > 0) return [];
  return plan.structure.collections.filter(
    (c) =>
      plan.prompt.access.read === 'admin' ||
      (!c.fields.some(isPersonalField) && !hasWord(c.name, PEOPLE_WORDS)),
  );
}

/** A collection named for people ('GymMembers', 'Guests') holds who they are, whatever its fields. */
const PEOPLE_WORDS = [
  'member',
  'customer',
  'user',
  'guest',
  'student',
  'patient',
  'client',
  'employee',
  'staff',
  'volunteer',
  'applicant',
  'subscriber',
  'contact',
  'attendee',
  'tenant',
  'resident',
  'people',
  'person',
];

/** A field holding contact details or a secret: never sent anywhere the prompt did not name it. */
export function isPersonalField(field: SiteField): boolean {
  return field.type === 'address' || hasWord(field.key, PERSONAL_WORDS) || isSecretCode(field);
}

/** A code that lets its holder in or pay less: a team's join code, a coupon, an invite. */
function isSecretCode(field: SiteField): boolean {
  const parts = words(field.key).map((w) => w.toLowerCase());
  if (parts.at(-1) !== 'code' || field.type !== 'text') return false;
  return parts.length === 1 || CODE_KINDS.includes(parts[0] ?? '');
}

const CODE_KINDS = [
  'join',
  'access',
  'invite',
  'invitation',
  'secret',
  'coupon',
  'promo',
  'discount',
  'voucher',
  'gift',
  'referral',
  'team',
  'entry',
  'verification',
  'confirmation',
  'redeem',
  'unlock',
];
