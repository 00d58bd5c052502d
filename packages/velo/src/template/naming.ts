/**
 * Word-level helpers for matching declared ids to collections and fields ('postTitle' ↔ 'title',
 * 'productsRepeater' ↔ 'Products') and for naming generated identifiers and labels.
 */

/** Plurals no rule makes: 'Children' are 'child' rows. */
const IRREGULAR_PLURALS: Record<string, string> = {
  children: 'child',
  ads: 'ad',
  people: 'person',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  teeth: 'tooth',
  feet: 'foot',
  geese: 'goose',
};

/**
 * 'productsRepeater' → ['products', 'repeater']; 'FAQItems2' → ['faq', 'items', '2']; an
 * acronym's plural is one word: 'RSVPs' → ['rsvps'], 'FAQsRepeater' → ['faqs', 'repeater'].
 */
export function words(name: string): string[] {
  return name
    .replace(/([A-Z]{2,})s(?![a-z])/g, '$1S')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
}

const NOT_PLURAL = new Set(['news', 'status', 'bus', 'address', 'class', 'glass', 'series', 'sms']);

export function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || NOT_PLURAL.has(word) || word.endsWith('ss') || word.endsWith('us')) {
    return word;
  }
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Words that name an element's kind rather than what it shows. */
export const ROLE_WORDS = new Set([
  'repeater',
  'rpt',
  'text',
  'txt',
  'button',
  'btn',
  'input',
  'box',
  'container',
  'dropdown',
  'select',
  'checkbox',
  'radio',
  'group',
  'slider',
  'picker',
  'switch',
  'table',
  'gallery',
  'form',
  'section',
  'column',
  'strip',
  'label',
  'field',
  'wrapper',
  'card',
  'item',
  'list',
  'element',
  'textarea',
  'textbox',
  'img',
  'grid',
  'dataset',
  'the',
  'of',
  'my',
  'main',
]);

/** Meaning-level synonyms: a word on the left matches any word on the right and vice versa. */
const SYNONYMS: Record<string, string[]> = {
  name: ['title', 'fullname', 'displayname', 'heading', 'author'],
  title: ['name', 'heading', 'headline', 'question'],
  description: [
    'desc',
    'summary',
    'excerpt',
    'details',
    'body',
    'content',
    'about',
    'caption',
    'bio',
  ],
  image: ['photo', 'picture', 'pic', 'img', 'thumbnail', 'cover', 'avatar', 'logo'],
  price: ['cost', 'amount', 'fee'],
  date: ['when', 'day', 'posted', 'published'],
  location: ['place', 'venue', 'city', 'address', 'where'],
  email: ['mail'],
  phone: ['tel', 'telephone', 'mobile'],
  url: ['link', 'website', 'href', 'linkedin', 'apply', 'ticket'],
  quote: ['testimonial', 'review'],
  role: ['position', 'job'],
  message: ['comment', 'note', 'enquiry', 'inquiry', 'msg'],
  guest: ['people', 'person', 'party', 'seat'],
  category: ['type', 'kind', 'topic'],
  tag: ['label', 'keyword'],
  time: ['duration', 'minute'],
  stock: ['available', 'availability'],
  bedroom: ['bed'],
  rating: ['star', 'stars', 'score', 'rated'],
  quantity: ['qty'],
  birth: ['dob', 'birthday'],
  capacity: ['cap'],
  condition: ['cond'],
  amount: ['amt'],
  status: ['state'],
  number: ['num', 'nr'],
  bathroom: ['bath'],
};

const SYNONYM_INDEX = new Map<string, Set<string>>();
for (const [key, list] of Object.entries(SYNONYMS)) {
  for (const word of [key, ...list]) {
    const set = SYNONYM_INDEX.get(word) ?? new Set<string>();
    for (const other of [key, ...list]) if (other !== word) set.add(other);
    SYNONYM_INDEX.set(word, set);
  }
}

export function areSynonyms(a: string, b: string): boolean {
  return SYNONYM_INDEX.get(a)?.has(b) ?? false;
}

/** Normalised meaningful words of a name: singular, lower case, role words dropped. */
export function keyWords(name: string): string[] {
  return words(name)
    .map(singular)
    .filter((w) => !ROLE_WORDS.has(w));
}

/**
 * How strongly two word lists refer to the same thing: exact words count most, synonyms and
 * prefixes ('desc' ↔ 'description') less. 0 means unrelated.
 */
export function wordScore(a: readonly string[], b: readonly string[]): number {
  let score = 0;
  for (const x of a) {
    let best = 0;
    for (const y of b) {
      if (x === y) best = Math.max(best, 10);
      else if (areSynonyms(x, y)) best = Math.max(best, 6);
      else if (x.length >= 4 && y.length >= 4 && (x.startsWith(y) || y.startsWith(x))) {
        best = Math.max(best, 4);
      }
    }
    score += best;
  }
  return score;
}

export function nameScore(a: string, b: string): number {
  return wordScore(keyWords(a), keyWords(b));
}

/** True when any of the id's words (role words included) is one of `list`. */
export function hasWord(id: string, list: readonly string[]): boolean {
  return words(id).some((w) => list.includes(w) || list.includes(singular(w)));
}

export function pascal(name: string): string {
  const result = words(name)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  return /^[A-Za-z]/.test(result) ? result : `X${result}`;
}

export function camel(name: string): string {
  const p = pascal(name);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** 'guestsInput' → 'Guests'; 'bookingDateInput' → 'Booking date'. */
export function humanize(name: string): string {
  // 'of' between two words stays: 'dateOfBirth' is 'Date of birth', not 'Date birth'.
  const all = words(name);
  const kept = (w: string) => !ROLE_WORDS.has(w);
  const list = all.filter(
    (w, i) => kept(w) || (w === 'of' && kept(all[i - 1] ?? 'of') && kept(all[i + 1] ?? 'of')),
  );
  const text = (list.length > 0 ? list : words(name)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A collection's items in words: 'TeamMembers' → 'team members', 'Stores/Products' → 'products'. */
export function itemsLabel(collectionName: string): string {
  return labelWords(collectionName).join(' ');
}

/** The words of a collection's name ('Stores/Products' is products); 'MySchedule' is schedule. */
function labelWords(collectionName: string): string[] {
  const list = words(collectionName.split('/').pop() ?? collectionName);
  return list.length > 1 && list[0]?.toLowerCase() === 'my' ? list.slice(1) : list;
}

/** The items as a plural phrase for counts: 'Recipes' → 'recipes', 'Team' → 'team items'. */
export function pluralItemsLabel(collectionName: string): string {
  const label = itemsLabel(collectionName);
  return singularLabel(collectionName) === label ? `${label} items` : label;
}

export function singularLabel(collectionName: string): string {
  const list = labelWords(collectionName);
  const last = list.pop();
  return [...list, singular(last ?? 'item')].join(' ');
}

/** 'a rating', 'an event date': the indefinite article by the first letter, as it usually sounds. */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** A JavaScript single-quoted string literal. */
/** Text as it goes inside a template literal: backticks, dollar signs and backslashes escaped. */
export function inTemplate(text: string): string {
  return text.replace(/[`$\\]/g, '\\$&');
}

export function str(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** `$w('#id')`: the page element with that id, as code. */
export function pageElement(id: string): string {
  return `$w(${str(`#${id}`)})`;
}

/** An id the Wix editor gave and nobody renamed: 'input1', 'button7', 'datePicker2'. */
export function isDefaultId(id: string): boolean {
  return /^(?:input|textBox|text|button|checkbox|checkboxGroup|dropdown|radioGroup|radioButtonGroup|slider|datePicker|timePicker|switch|toggleSwitch|uploadButton|richTextBox|ratingsInput|image|box|container)\d+$/i.test(
    id,
  );
}

/**
 * A collection name's nouns in their forms, and the name as one word when it has several (a prompt
 * writes 'the member's WashHistory rows'): 'LostItems' → lost, item, items, losts, lostitems,
 * lostitem.
 */
export function nounForms(name: string): string[] {
  const nouns = words(name.split('/').pop() ?? name).map((w) => w.toLowerCase());
  const whole = nouns.length > 1 ? [nouns.join(''), singular(nouns.join(''))] : [];
  return [...new Set([...nouns.flatMap((w) => [w, singular(w), `${singular(w)}s`]), ...whole])];
}

/** 'isFeatured' → Featured / Not featured; 'hasFreeShipping' → Free shipping / No free shipping. */
export function booleanLabels(key: string): [string, string] {
  const [first, ...rest] = words(key).map((w) => w.toLowerCase());
  const sentence = (parts: string[]) => {
    const text = parts.join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  if (first === 'is' && rest.length > 0) return [sentence(rest), `Not ${rest.join(' ')}`];
  if (first === 'has' && rest.length > 0) return [sentence(rest), `No ${rest.join(' ')}`];
  const label = humanize(key);
  return [label, `Not ${label.toLowerCase()}`];
}
