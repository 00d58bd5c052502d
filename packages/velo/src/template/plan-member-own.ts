import type { SiteCollection, SiteElement } from '../structure';
import { sentenceNaming } from './keywords';
import { fieldsNamedIn } from './matching';
import { pascal, singularLabel, nounForms } from './naming';
import type { PlanContext } from './plan-context';
import type { MemberGatePlan } from './plan-member-gate';
import type { Binding } from './plan-types';

/**
 * A members' page showing the member's own item of another collection: 'pointsText shows their
 * points from Profiles' reads the Profiles item the member owns (`_owner`) and shows its field;
 * and where visitors go instead: 'others are sent to the home page'.
 */

/** The texts that show a field of the member's own item, all from one collection. */
export function ownItemTexts(ctx: PlanContext, free: SiteElement[]): MemberGatePlan['own'] {
  let collection: SiteCollection | null = null;
  const texts: Binding[] = [];
  for (const text of free.filter((e) => e.veloType === 'Text')) {
    const clause = clauseOf(ctx.promptText, text.id);
    if (!clause) continue;
    // 'from it' after a text that named the member's item: '#washesLeft shows washesLeft from it'.
    const fromIt = collection !== null && /\b(?:from|in|of) (?:it|that|there)\b/i.test(clause);
    if (!fromIt && !/\b(?:their|the member'?s|my|your|own)\b/i.test(clause)) continue;
    // 'the sum of their order totals', 'how many bookings they have': a figure over many items.
    if (/\b(?:sum|average|mean|number)\s+of\b|\bhow many\b/i.test(clause)) continue;
    for (const c of ctx.structure.collections) {
      if (collection && c !== collection) continue;
      const from = nounForms(c.name).join('|');
      const named = new RegExp(
        String.raw`\b(?:from|in|of) (?:the |their |my |your |the member'?s |the user'?s )?(?:own )?(?:${from})\b`,
        'i',
      );
      if (!fromIt && !named.test(clause)) continue;
      const [field] = fieldsNamedIn(clause.replace(new RegExp(String.raw`\b${text.id}\b`), ' '), c);
      if (!field) continue;
      collection = c;
      texts.push({ elementId: text.id, element: 'text', field });
      ctx.claimed.add(text.id);
      break;
    }
  }
  if (!collection || texts.length === 0) return null;
  return { collection, texts, fnName: `getMy${pascal(singularLabel(collection.name))}` };
}

/** The words from a text's id to the end of its clause: 'pointsText shows their points from Profiles'. */
function clauseOf(prompt: string, id: string): string | null {
  const sentence = sentenceNaming(prompt, id);
  if (!sentence) return null;
  const from = sentence.slice(sentence.search(new RegExp(String.raw`\b${id}\b`)));
  // A comma inside quoted words ("'Hi, {firstName}'") does not end the clause.
  const masked = from.replace(/'[^'\n]*'|"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’/g, (quoted) =>
    quoted.replace(/[,;]/g, '\uE000'),
  );
  const clause = masked.split(/[,;]\s+|\s+and\s+(?=[a-z]+[A-Z]\w*\b)/)[0] ?? masked;
  return clause.replace(/\uE000/g, ',');
}

/** Where a visitor is sent instead of seeing the page: '/' for the home page, or the path said. */
export function visitorRedirect(prompt: string): string | null {
  const who = String.raw`(?:visitors?|others|everyone else|anyone else|non-members|guests|logged[- ]out (?:visitors|users))`;
  const said =
    new RegExp(
      String.raw`\b${who}\b[^.;]{0,40}?\b(?:are|is|get|gets|will be)?\s*(?:sent|redirected|taken|sent back|bounced)\s+(?:back\s+)?to\s+(?:the\s+)?(home ?page|home|(\/[\w\-/]*))`,
      'i',
    ).exec(prompt) ??
    // 'send visitors to /login'
    new RegExp(
      String.raw`\b(?:send|redirect|take|bounce)\s+(?:all\s+)?${who}\s+(?:back\s+)?to\s+(?:the\s+)?(home ?page|home|(\/[\w\-/]*))`,
      'i',
    ).exec(prompt);
  if (!said) return null;
  return said[2] ?? '/';
}

/**
 * The welcome text's own words with a field of the member's item in braces: "welcomeText says
 * 'Welcome back, {name}' with the member's name from Profiles".
 */
export function welcomeTemplate(
  prompt: string,
  welcomeId: string | null,
  own: MemberGatePlan['own'],
): MemberGatePlan['welcomeFrom'] {
  if (!welcomeId || !own) return null;
  const sentence = sentenceNaming(prompt, welcomeId);
  const quoted = sentence ? /["“'‘]([^"”'’]*\{(\w+)\}[^"”'’]*)["”'’]/.exec(sentence) : null;
  const field = quoted ? own.collection.fields.find((f) => f.key === quoted[2]) : undefined;
  return quoted?.[1] && field ? { template: quoted[1], field: field.key } : null;
}

/** The fields the page shows of the member's own item: its texts' and the welcome's. */
export function ownItemFields(gate: MemberGatePlan): string[] {
  const shown = [...(gate.own?.texts.map((t) => t.field.key) ?? []), gate.welcomeFrom?.field];
  return [...new Set(shown.filter((f) => f !== undefined))];
}
