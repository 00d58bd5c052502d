import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { elementMention, namesElement, sentencesOf } from './keywords';
import { hasWord, keyWords } from './naming';
import type { PlanContext } from './plan-context';
import type { ItemAction } from './plan-types';

/**
 * An item button that calls, emails, maps or downloads its item: 'callButton calls the store's
 * phone number', 'emailButton opens an email to the member', 'mapButton opens the store's address
 * in Google Maps', 'downloadButton downloads the recipe's PDF'. The button's link is a tel:,
 * mailto: or Google Maps URL of the item's field, or the Document field's own URL; before, the
 * map button opened an item page nobody asked for and the others did nothing.
 */

type ItemLink = Extract<ItemAction, { kind: 'link' }>;

const SCHEMES: {
  scheme: NonNullable<ItemLink['scheme']>;
  said: RegExp;
  field: (f: SiteField) => boolean;
}[] = [
  {
    scheme: 'tel',
    said: /\b(?:calls?|calling|dials?|rings?)\b/i,
    field: (f) => f.type === 'text' && hasWord(f.key, ['phone', 'tel', 'telephone', 'mobile']),
  },
  {
    scheme: 'mailto',
    said: /\b(?:e-?mails?|e-?mailing)\b/i,
    field: (f) => f.type === 'text' && hasWord(f.key, ['email', 'mail']),
  },
  {
    // A Document field holds a wix:document:// URL, which a button's link opens.
    scheme: 'document',
    said: /\bdownload(?:s|ing)?\b|\bopens?\s+(?:the\s+|its\s+|their\s+)?(?:\w+'s\s+)?(?:pdf|file|document)\b/i,
    field: (f) => f.type === 'document',
  },
  {
    scheme: 'maps',
    said: /\b(?:maps?|directions)\b/i,
    field: (f) => f.type === 'address' || hasWord(f.key, ['address', 'location']),
  },
];

export function contactLink(
  ctx: PlanContext,
  button: SiteElement,
  collection: SiteCollection,
): ItemLink | null {
  // By its id, or in its words: 'a Download button for each file'.
  const sentence = sentencesOf(ctx.promptText).find((s) => namesElement(s, button.id));
  const mention = sentence ? elementMention(sentence, button.id) : null;
  if (!sentence || !mention) return null;
  // Up to the next element the sentence names: '#mapBtn opens Google Maps …, #callBtn dials …'.
  const from = sentence.slice(mention.index + mention[0].length);
  const next = ctx.structure.elements
    .map((e) => (e.id === button.id ? -1 : from.search(new RegExp(String.raw`\b${e.id}\b`))))
    .filter((at) => at >= 0);
  // The mention itself may say it: 'a Download button'.
  const after = `${mention[0]} ${button.id}${next.length > 0 ? from.slice(0, Math.min(...next)) : from}`;
  const named = keyWords(after);
  // '#fileLink (file)': a button given a Document field opens that file.
  const bracketed = /^\s*\(\s*(\w+)\s*\)/.exec(from)?.[1];
  const document = collection.fields.find((f) => f.type === 'document' && f.key === bracketed);
  if (document)
    return { kind: 'link', buttonId: button.id, field: document.key, scheme: 'document' };
  for (const { scheme, said, field } of SCHEMES) {
    const fitting = collection.fields.filter(field);
    const found = fitting.find((f) => keyWords(f.key).some((w) => named.includes(w))) ?? fitting[0];
    if (found && said.test(after))
      return { kind: 'link', buttonId: button.id, field: found.key, scheme };
  }
  // '#listenBtn in each item opens the episode's audioUrl in a new tab': a URL field it names.
  const url = collection.fields.find(
    (f) =>
      f.type === 'url' &&
      new RegExp(
        String.raw`\b(?:opens?|go(?:es)? to|links? to|navigates? to|plays?)\b[^.;]{0,40}\b${f.key}\b`,
        'i',
      ).test(after),
  );
  return url ? { kind: 'link', buttonId: button.id, field: url.key } : null;
}

/** The link's URL as an expression over `item`: the field, or a tel:, mailto: or maps URL of it. */
export function linkValue(link: ItemLink, collection: SiteCollection | null): string {
  const value = `item.${link.field}`;
  switch (link.scheme) {
    case 'tel':
      return `\`tel:\${String(${value} || '').replace(/[^+\\d]/g, '')}\``;
    case 'mailto':
      return `\`mailto:\${${value} || ''}\``;
    case 'maps': {
      const address = collection?.fields.find((f) => f.key === link.field);
      const text = address?.type === 'address' ? `${value}?.formatted` : value;
      return `\`https://www.google.com/maps/search/?api=1&query=\${encodeURIComponent(${text} || '')}\``;
    }
    default:
      // An item without one sets no link: undefined is an error in Wix's SDK.
      return `${value} || ''`;
  }
}
