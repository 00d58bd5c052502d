import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { anyQuotedTexts, wholeSentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, humanize, keyWords, pascal, singularLabel, nounForms } from './naming';
import { isButton, pageLevel, type PlanContext } from './plan-context';
import type { Binding, FixedCondition } from './plan-types';
import { MESSAGE } from './plan-form-messages';
import { fixedConditions } from './plan-fixed-conditions';

/**
 * An item a visitor looks up by typing one of its values: 'the customer types their order number
 * in orderNumberInput and clicks orderLookupButton to see the order's status in resultText'. The
 * typed value must equal the field exactly; nothing shows before, and only the shown fields leave
 * the server, so the page is no way to list the collection.
 */
export interface LookupPlan {
  inputId: string;
  /** Clicked to look up; Enter in the input does the same. */
  buttonId: string;
  collection: SiteCollection;
  /** The field the typed value must equal ('orderNumber' for orderNumberInput). */
  keyField: SiteField;
  /**
   * Other typed values the item must match too: 'enters ticket number in #ticketInput + their
   * email in #emailInput' finds a ticket only with both.
   */
  alsoKeys: { inputId: string; field: SiteField; lastDigits?: number }[];
  /** What the item found shows, each field in its text; the first text also says 'not found'. */
  texts: Binding[];
  /** What the item must also be ('if it is active'): another is not found. */
  conditions: FixedCondition[];
  /** Said when none is found: the prompt's words ("otherwise show 'Invalid code'") or ours. */
  notFound: string;
  /** The text saying it, when not the first found field's: "or 'Code not found' in messageText". */
  notFoundTextId: string | null;
  /** The web method (or, in page-only code, the function) that finds the item: findOrder. */
  fnName: string;
  /** A page for admins alone ('used by door staff'): only they may look items up. */
  adminOnly?: true;
}

/** Where a sentence starts saying what the viewer must not learn: "shouldn't see unit numbers". */
const KEPT_FROM =
  /\b(?:shouldn'?t|should not|must not|mustn'?t|can'?t|cannot|may not|never|don'?t|do not)\s+(?:be\s+able\s+to\s+)?(?:see|know|learn|get|read|view)\b/i;

/** Who looks up on a page otherwise for admins: not them. */
const OTHERS_LOOK_UP =
  /\b(?:customers?|visitors?|clients?|anyone|everyone|members?|no account|no login|not logged in)\b/i;

/** Words of a sentence that looks something up rather than saving it. */
const LOOKS_UP =
  /\b(?:look(?:s|ing)?\s+(?:it\s+)?up|lookup|finds?|checks?|tracks?|tracking|see|sees|verif(?:y|ies)|search(?:es)?\s+for|if (?:it is |one is |they are )?found)\b|\blookup(?:Btn|Button)\b/i;
/** ...and words of one that saves what was typed: a form, not a lookup. */
const SAVES = /\b(?:saves?|submits?|sends?|stores?|inserts?|adds?|subscribes?|registers?)\b/i;

export function planLookups(ctx: PlanContext): LookupPlan[] {
  const lookups: LookupPlan[] = [];
  // Whole sentences: 'couponInput checks the code; if it is active, discountText shows …'.
  const sentences = wholeSentencesOf(ctx.promptText);
  for (const [at, said] of sentences.entries()) {
    if (!LOOKS_UP.test(said) || SAVES.test(said)) continue;
    // 'The visitor types a code in #couponInput and clicks #applyCoupon. Look up the code in
    // Coupons …. Show the discount in #discountText': the sentences around it, when they save nothing.
    const around = [sentences[at - 1], said, sentences[at + 1]].filter(
      (s): s is string => s !== undefined && !SAVES.test(s),
    );
    const namesAll = (text: string) => {
      const ids = pageLevel(ctx.structure).filter((e) =>
        new RegExp(String.raw`\b${e.id}\b`).test(text),
      );
      return ids.some((e) => e.veloType === 'TextInput') && ids.some(isButton);
    };
    const sentence = namesAll(said) ? said : around.join(' ');
    const named = pageLevel(ctx.structure).filter(
      (e) => !ctx.claimed.has(e.id) && new RegExp(String.raw`\b${e.id}\b`).test(sentence),
    );
    const [input, ...others] = named.filter((e) => e.veloType === 'TextInput');
    const button = named.find(isButton);
    const texts = named.filter((e) => e.veloType === 'Text');
    if (!input || !button || texts.length === 0) continue;
    // 'if no ticket matches both number and email show "Ticket not found"': the next one says.
    const next = sentences[at + 1] ?? '';
    const notFoundSaid = /^\W*(?:if (?:no|none|nothing|not)|otherwise|else)\b/i.test(next)
      ? next
      : '';
    const lookup = lookupIn(ctx, sentence, input, button, texts, notFoundSaid);
    if (!lookup) continue;
    // 'customer (no account) enters ticket number …' beside a staff part: the customers' lookup.
    if (ctx.prompt.access.read === 'admin' && !OTHERS_LOOK_UP.test(sentence))
      lookup.adminOnly = true;
    lookup.alsoKeys = others.flatMap((other) => {
      const [field] = fieldsNamedIn(keyWords(other.id).join(' '), lookup.collection, true);
      if (!field || field === lookup.keyField) return [];
      // '+ last 4 digits of phone in #phoneInput': the stored phone ends with them.
      const last = new RegExp(
        String.raw`\blast\s+(\d{1,2})\s+digits\s+of\s+(?:the\s+|their\s+|your\s+|his\s+|her\s+)?[a-z ]{0,20}?\s*(?:in|into)\s+#?${other.id}\b`,
        'i',
      ).exec(sentence)?.[1];
      return [{ inputId: other.id, field, ...(last ? { lastDigits: Number(last) } : {}) }];
    });
    lookups.push(lookup);
    const keyInputs = lookup.alsoKeys.map((k) => k.inputId);
    for (const id of [input.id, ...keyInputs, button.id, ...lookup.texts.map((t) => t.elementId)])
      ctx.claimed.add(id);
  }
  return lookups;
}

/** The collection whose field the input names, with a field for each text to show. */
function lookupIn(
  ctx: PlanContext,
  sentence: string,
  input: SiteElement,
  button: SiteElement,
  texts: SiteElement[],
  /** The next sentence when it says what shows when none is found. */
  notFoundSaid: string,
): LookupPlan | null {
  // The field words of the sentence with the element ids out of it ('status', 'order number').
  const words = ctx.structure.elements.reduce(
    (s, e) => s.replace(new RegExp(String.raw`\b${e.id}\b`, 'g'), ' '),
    sentence,
  );
  for (const collection of ctx.structure.collections) {
    // The input's own name ('orderNumberInput'), else what it is looked up by ('by its number').
    const by = /\bby\s+(?:its|their|the|your|an?)?\s*([\w ]{1,40})/i.exec(words)?.[1] ?? '';
    // Or the first text or number the sentence names: 'check the code against Coupons'.
    const [keyField] = [
      ...fieldsNamedIn(keyWords(input.id).join(' '), collection),
      ...fieldsNamedIn(by, collection),
      ...(new RegExp(`\\b(?:${nounForms(collection.name).join('|')})\\b`, 'i').test(words)
        ? fieldsNamedIn(words, collection).filter((f) => ['text', 'number'].includes(f.type))
        : []),
    ];
    if (!keyField) continue;
    // "— guards shouldn't see unit numbers or names": never shown, so never sent.
    const kept = KEPT_FROM.exec(words);
    const forbidden = kept ? fieldsNamedIn(words.slice(kept.index), collection) : [];
    // 'valid if active is true and expiresAt is after today': what it must be, not what it shows.
    const conditions = [
      ...flagsSaid(sentence, collection),
      ...fixedConditions(sentence, collection).filter((c) => c.field !== keyField.key),
    ].filter((c, i, all) => all.findIndex((o) => o.field === c.field && o.op === c.op) === i);
    const said = fieldsNamedIn(kept ? words.slice(0, kept.index) : words, collection).filter(
      (f) => f !== keyField && !forbidden.includes(f) && !conditions.some((c) => c.field === f.key),
    );
    // '… or an error in #couponError': beside the texts that show the item, the one for none.
    const errorText =
      texts.length > 1 ? texts.find((t) => hasWord(t.id, ['error', 'errors'])) : undefined;
    const shown = texts.filter((t) => t !== errorText);
    // A text named for a field shows it ('nameText': holderName); the others, in turn, the
    // fields the sentence names that no text is named for.
    const own = shown.map((t) =>
      fieldsNamedIn(keyWords(t.id).join(' '), collection, true).find(
        (f) => f !== keyField && !forbidden.includes(f),
      ),
    );
    const left = said.filter((f) => !own.includes(f));
    const bindings: Binding[] = [];
    shown.forEach((text, i) => {
      const field = own[i] ?? left.shift();
      if (field) bindings.push({ elementId: text.id, element: 'text', field });
    });
    if (bindings.length === 0) continue;
    // "if found show 'We deliver to you! Delivery fee: $X' in #resultText": the field in its words.
    const [only] = bindings;
    const shownAs = anyQuotedTexts(sentence).find((q) => /(?<!\w)X(?!\w)/.test(q));
    if (only && bindings.length === 1 && shownAs) {
      const [before = '', after = ''] = shownAs.split(/(?<!\w)X(?!\w)/);
      only.template = [before, only.field, after];
    }
    const label = singularLabel(collection.name);
    // "otherwise show 'Invalid code'", "if no ticket matches both number and email show '…'".
    // "show \"We couldn't find that code\"": an apostrophe inside a quote is part of it (MESSAGE).
    // "or 'Code not found' in messageText": the text it shows in, when another than the found item's.
    const quotedAfter = (before: string) =>
      new RegExp(String.raw`${before}\s+${MESSAGE}(?:\s+(?:in|into|on)\s+#?(\w+))?`, 'i').exec(
        `${sentence} ${notFoundSaid}`,
      );
    const found =
      quotedAfter(
        String.raw`\b(?:otherwise|or|else|if not(?: found)?)\b[^.'"“‘]{0,30}?\b(?:show|shows|say|says|display|displays)`,
      ) ??
      quotedAfter(String.raw`\bif (?:no|none|nothing)\b[^.'"“‘]{0,60}?\b(?:show|say|display)`) ??
      notFoundIn(quotedAfter(String.raw`\b(?:otherwise|or|else)`), texts);
    const quoted = found ? (found[1] ?? found[2] ?? found[3]) : undefined;
    const notFoundText =
      texts.find((t) => t.id === found?.[4] && !bindings.some((b) => b.elementId === t.id)) ??
      errorText;
    return {
      conditions,
      notFound: quoted ?? `No ${label} found with that ${humanize(keyField.key).toLowerCase()}.`,
      notFoundTextId: notFoundText?.id ?? null,
      inputId: input.id,
      buttonId: button.id,
      collection,
      keyField,
      alsoKeys: [],
      texts: bindings,
      fnName: `find${pascal(label)}`,
    };
  }
  return null;
}

/** A quote after a bare 'or' is what none found says only when it names the text it shows in. */
function notFoundIn(match: RegExpExecArray | null, texts: SiteElement[]): RegExpExecArray | null {
  return match && texts.some((t) => t.id === match[4]) ? match : null;
}

/** Yes/no fields the found item must have ticked: 'if it is active', 'if the coupon is valid'. */
function flagsSaid(sentence: string, collection: SiteCollection): FixedCondition[] {
  const flag = /\bif\s+(?:it|the\s+\w+)\s+is\s+(?:still\s+)?(\w+)/i.exec(sentence)?.[1] ?? '';
  return fieldsNamedIn(flag, collection)
    .filter((f) => f.type === 'boolean')
    .map((f) => ({ field: f.key, op: 'eq' as const, value: 'true' }));
}
