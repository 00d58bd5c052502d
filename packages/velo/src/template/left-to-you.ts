import { camel, keyWords } from './naming';
import type { Plan } from './plan-types';
import { serverAsks } from './server-asks';

/** The prompt asks for an email to be sent: 'sends an email to the site owner', 'emails it to me'. */
const SENDS_EMAIL =
  /\b(?:send|sends|sending)\s+(?:an?\s+|the\s+)?(?:(?:confirmation|notification|welcome|thank[- ]you)\s+)?e-?mail|\be-?mails?\s+(?:it|them|me|us|the\s+(?:site\s+)?(?:owner|admin|customer|visitor|user|member)|a copy)\b|\be-?mail notification|\bnotif(?:y|ies)\s+(?:me|us|the\s+(?:site\s+)?(?:owner|admins?))\s+(?:by|via)\s+e-?mail|\b(?:and|then|also)\s+e-?mail\s+(?:the|our|my|us|me)\b|\be-?mail\s+(?:the\s+|our\s+|my\s+)?\w+\s+at\s+[\w.+-]+@[\w-]+\.\w+/i;

/** Said only to be avoided: 'never send emails to anonymous visitors', "don't email them". */
const NEGATED = /\b(?:never|not|don't|do not|no need to|without)\s+(?:\w+\s+)?$/i;

function asksForEmail(prompt: string): boolean {
  return [...prompt.matchAll(new RegExp(SENDS_EMAIL.source, 'gi'))].some(
    (m) => !NEGATED.test(prompt.slice(Math.max(0, m.index - 30), m.index)),
  );
}

/** The prompt asks for a shopping cart: 'addToCartButton adds it to the cart', 'add to basket'. */
const ADDS_TO_CART =
  /\b(?:add|adds|adding|put|puts)\b[^.;]{0,40}\b(?:to|in|into)\s+(?:the|their|your|my|a)?\s*(?:shopping\s+)?(?:cart|basket)\b|\baddTo(?:Cart|Basket)/i;

/**
 * What the prompt asks for that this code cannot do by itself, said plainly with the way to get
 * it: sending email needs a Triggered Email template (or an Automation), which only the site's
 * dashboard can make; a cart is Wix Stores' and holds only its products.
 */
export function leftToYou(plan: Plan): string[] {
  const notes: string[] = [];
  if (asksForEmail(plan.request.prompt))
    notes.push(
      "**Sending the email.** This code sends no email. Velo sends email from a Triggered Email template, which you create in the site's dashboard (Triggered Emails), then send from backend code with `triggeredEmails.emailContact()` or `emailMember()` from `wix-crm-backend` and the template's ID; without code, a dashboard Automation triggered when an item is added can send one.",
    );
  if (ADDS_TO_CART.test(plan.request.prompt))
    notes.push(
      "**The cart.** This code adds nothing to a cart. A cart holds Wix Stores products, not a collection's items: with Wix Stores, the product page's own Add to Cart button does it, or backend code calls `currentCart.addToCurrentCart()` from `wix-ecom-backend` with each product's ID as `catalogReference.catalogItemId`, the Stores app ID `215238eb-22a5-4c36-9e7b-e7c08025e04e` as `appId` and a `quantity`, and page code then calls `refreshCart()` from `wix-ecom-frontend` so the cart icon shows it.",
    );
  notes.push(...serverAsks(plan.request.prompt).map((a) => a.note));
  for (const form of plan.forms.filter((f) => !f.collection && f.submitId))
    notes.push(
      `**Storing the form.** \`${form.submitId}\` checks the form's values but stores them nowhere: no declared collection has fields its inputs fill. Declare a collection with fields for the inputs (${form.inputs.map((i) => `\`${camel(keyWords(i.elementId).join(' '))}\``).join(', ') || 'one per input'}) and generate again to have them saved.`,
    );
  for (const list of plan.lists.filter((l) => l.daysWithoutDate && l.collection))
    notes.push(
      `**Which days.** The prompt lists only some days' ${list.collection?.name} in \`${list.id}\` (${list.daysWithoutDate}), but \`${list.collection?.name}\` has no Date field to tell the days apart, so it lists all of them. Add a Date field for each item's day (a shift's date, say) and generate again to list only those days.`,
    );
  for (const value of plan.summaries.flatMap((s) => s.values.map((v) => ({ s, v }))))
    if (value.v.daysSaid)
      notes.push(
        `**The days of \`${value.v.elementId}\`.** The prompt asks for a figure over some days only (${value.v.daysSaid}), but \`${value.v.elementId}\` is worked out over all the ${value.s.collection.name} it reads, whatever their date: a figure kept to some days is not built. Work it out with \`.ge()\` on the item's Date field in the aggregate's filter, or list those items and add them up.`,
      );
  return notes;
}
