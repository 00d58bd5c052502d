import type { FieldType } from '@veloforge/shared';

import type { SiteCollection } from '../structure';
import { nounForms, sentencesOf } from './keywords';
import { str, words } from './naming';
import type { FixedCondition } from './plan-types';

const OPS: Record<string, FixedCondition['op']> = {
  '=': 'eq',
  '==': 'eq',
  '===': 'eq',
  is: 'eq',
  equals: 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
};

/**
 * Conditions written out in the prompt about the list's items: 'open jobs (isOpen = true)',
 * 'products with stock > 0', "status is 'Published'". Only a declared field's exact key counts,
 * compared with a value of its type.
 */
export function fixedConditions(text: string, collection: SiteCollection): FixedCondition[] {
  const found: FixedCondition[] = [];
  const written =
    /\b([A-Za-z_]\w*)\s*(===|==|!=|>=|<=|=|>|<|\bis\b|\bequals\b)\s*('[^']*'|"[^"]*"|true|false|-?\d+(?:\.\d+)?)/g;
  for (const [, key = '', op = '', raw = ''] of text.matchAll(written)) {
    const field = collection.fields.find((f) => f.key.toLowerCase() === key.toLowerCase());
    const value = field ? typedLiteral(field.type, raw) : null;
    const compare = OPS[op.toLowerCase()];
    if (!field || value === null || !compare) continue;
    // A box never ticked has no value: 'approved = false' means not true, which includes it.
    if (field.type === 'boolean' && value === 'false' && (compare === 'eq' || compare === 'ne'))
      found.push({ field: field.key, op: compare === 'eq' ? 'ne' : 'eq', value: 'true' });
    else found.push({ field: field.key, op: compare, value });
  }
  // 'published posts only', 'lists open jobs': a yes/no field said of the items themselves, not
  // what a control does ('the furnished switch shows only furnished listings when on').
  const items = nounForms(collection.name).join('|');
  const said = sentencesOf(text)
    .filter(
      (s) =>
        !/\b(?:when|if|while|unless|switch|checkbox|toggle|ticked|checked|click|clicking|button)\b/i.test(
          s,
        ),
    )
    .join(' ');
  for (const field of collection.fields) {
    const flag = words(field.key).filter((w) => !['is', 'has'].includes(w));
    if (field.type !== 'boolean' || flag.length === 0 || found.some((f) => f.field === field.key))
      continue;
    const name = flag.join('\\s+');
    if (
      new RegExp(String.raw`\b${name}\s+(?:${items})\b`, 'i').test(said) ||
      // 'only testimonials with approved ticked', 'reviews whose approved box is checked'
      new RegExp(
        String.raw`\b(?:with|where|whose)\s+(?:the\s+|their\s+|its\s+)?${name}\s+(?:box\s+|field\s+|checkbox\s+)?(?:is\s+|are\s+)?(?:ticked|checked|set|true|on|turned on|switched on)\b`,
        'i',
      ).test(text)
    )
      found.push({ field: field.key, op: 'eq', value: 'true' });
  }
  return found;
}

function typedLiteral(type: FieldType, raw: string): string | null {
  const text = raw.replace(/^['"]|['"]$/g, '');
  if (type === 'boolean') return /^(?:true|false)$/.test(text) ? text : null;
  if (type === 'number') return /^-?\d+(?:\.\d+)?$/.test(text) ? text : null;
  return type === 'text' && /^['"]/.test(raw) ? str(text) : null;
}
