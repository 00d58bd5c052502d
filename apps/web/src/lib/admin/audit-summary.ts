import { formatCents } from '../format';

/** What each audit action is called on the Audit Log tab; unknown ones show as written. */
const ACTION_LABELS: Record<string, string> = {
  'admin.settings.update': 'Settings updated',
  'admin.tokens.grant': 'Tokens granted',
  'legal.update': 'Legal content updated',
  'auth.register': 'Account registered',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.profile_updated': 'Profile updated',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'auth.admin_created': 'Admin created',
  'auth.admin_promoted': 'Admin promoted',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** Admin actions change money or access; the tab gives them the primary colour. */
export function isAdminAction(action: string): boolean {
  return action.startsWith('admin.') || action.startsWith('legal.');
}

const FIELD_LABELS: Record<string, string> = {
  tokenPackagePrice: 'Price',
  tokenPackageAmount: 'Tokens per package',
  generateCost: 'Generate cost',
  troubleshootCost: 'Troubleshoot cost',
  instructionCost: 'Instruction cost',
  tokens: 'Balance',
  ip: 'IP',
  Length: 'Length',
  EffectiveDate: 'Effective date',
};

/** Whole texts and hashes are kept in the log but are no summary. */
const HIDDEN = new Set(['Content', 'Sha256', 'userId', 'amount']);

/** contentChanged -> "Content changed". */
function labelOf(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return FIELD_LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

function valueOf(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    return key === 'tokenPackagePrice' ? formatCents(value) : value.toLocaleString('en-US');
  }
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ before: {...}, after: {...} }`, or flat `beforeX`/`afterX` pairs, as key -> [before, after]. */
function pairsOf(details: Record<string, unknown>): Map<string, [unknown, unknown]> {
  const pairs = new Map<string, [unknown, unknown]>();
  const before = isRecord(details.before) ? details.before : {};
  const after = isRecord(details.after) ? details.after : {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    pairs.set(key, [before[key], after[key]]);
  }
  for (const [key, value] of Object.entries(details)) {
    const match = /^(before|after)([A-Z]\w*)$/.exec(key);
    if (!match?.[2]) continue;
    const pair = pairs.get(match[2]) ?? [undefined, undefined];
    pair[match[1] === 'before' ? 0 : 1] = value;
    pairs.set(match[2], pair);
  }
  return pairs;
}

/**
 * A readable summary of an audit entry's details: a granted amount, then "Label: before → after"
 * for every value that changed, then the other facts ("ip: 127.0.0.1"); true flags by name only.
 */
export function auditChanges(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (typeof details.amount === 'number') {
    lines.push(`+${details.amount.toLocaleString('en-US')} tokens`);
  }
  for (const [key, [before, after]] of pairsOf(details)) {
    if (HIDDEN.has(key) || JSON.stringify(before) === JSON.stringify(after)) continue;
    lines.push(`${labelOf(key)}: ${valueOf(key, before)} → ${valueOf(key, after)}`);
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after' || HIDDEN.has(key)) continue;
    if (/^(before|after)[A-Z]/.test(key) || value === false) continue;
    lines.push(value === true ? labelOf(key) : `${labelOf(key)}: ${valueOf(key, value)}`);
  }
  return lines;
}
