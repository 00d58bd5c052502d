import { pick, randomInt } from './random';

/** Plausible sample values per VeloForge field type, shaped by the field's key. */

const FIRST_NAMES = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Lena', 'Omar', 'Iris', 'Leo'];
const LAST_NAMES = ['Carter', 'Nguyen', 'Patel', 'Rossi', 'Schmidt', 'Okafor', 'Silva', 'Kim'];
const CITIES = ['Springfield', 'Riverton', 'Lakeview', 'Fairmont', 'Brookside', 'Oakridge'];
const STREETS = ['Main Street', 'Oak Avenue', 'Maple Road', 'Cedar Lane', 'Elm Street'];
const TAGS = ['new', 'featured', 'sale', 'popular', 'limited', 'classic', 'eco', 'premium'];
const WORDS = [
  'bright',
  'simple',
  'modern',
  'handmade',
  'durable',
  'fresh',
  'local',
  'quiet',
  'bold',
  'elegant',
  'practical',
  'cozy',
  'natural',
  'classic',
  'light',
  'warm',
];

/** 'productName' / 'product_name' → 'product name'. */
export function humanize(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function sentence(random: () => number, lead: string): string {
  const words = Array.from({ length: randomInt(random, 5, 9) }, () => pick(random, WORDS));
  return `${lead} ${words.join(' ')}.`;
}

export function textSample(key: string, n: number, random: () => number): string {
  const k = key.toLowerCase();
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  if (k.includes('email')) return `${first.toLowerCase()}.${last.toLowerCase()}${n}@example.com`;
  if (k.includes('phone') || k === 'tel' || k.includes('mobile'))
    return `+1 555 01${String(n).padStart(2, '0')}`;
  if (k.includes('slug')) return `sample-${humanize(key).replace(/ /g, '-')}-${n}`;
  if (k.includes('firstname')) return first;
  if (k.includes('lastname') || k.includes('surname')) return last;
  if (/^(name|fullname|author|owner|customer|contact)/.test(k)) return `${first} ${last}`;
  if (k.includes('city')) return pick(random, CITIES);
  if (k.includes('country')) return 'United States';
  if (/desc|summary|bio|content|body|excerpt|about|details|message|comment|notes?$/.test(k)) {
    return sentence(random, `Sample ${humanize(key)} ${n}:`);
  }
  return `Sample ${humanize(key)} ${n}`;
}

export function numberSample(key: string, n: number, random: () => number): number {
  const k = key.toLowerCase();
  if (/price|cost|amount|total|salary|fee|budget/.test(k))
    return Math.round((5 + random() * 495) * 100) / 100;
  if (/rating|stars|score/.test(k)) return randomInt(random, 1, 5);
  if (/quantity|qty|stock|count|inventory|seats/.test(k)) return randomInt(random, 0, 100);
  if (k.includes('year')) return randomInt(random, 2015, 2026);
  if (k.includes('age')) return randomInt(random, 18, 80);
  if (/percent|discount/.test(k)) return randomInt(random, 0, 100);
  if (/order|position|rank|index|sort|priority/.test(k)) return n;
  return randomInt(random, 1, 100);
}

const BASE_DATE = Date.UTC(2026, 0, 1, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export function dateSample(random: () => number): Date {
  return new Date(BASE_DATE + randomInt(random, -180, 180) * DAY);
}

/** When the n-th seeded item was created: one a day, the newest last. */
export function createdDate(n: number): Date {
  return new Date(BASE_DATE - (30 - n) * DAY);
}

const imageUrl = (n: number) => `https://static.wixstatic.com/media/sample-${n}.jpg`;
const documentUrl = (n: number) => `https://static.wixstatic.com/ugd/sample-${n}.pdf`;

function addressSample(n: number, random: () => number): Record<string, unknown> {
  const city = pick(random, CITIES);
  const street = {
    number: String(randomInt(random, 1, 999)),
    name: pick(random, STREETS),
    apt: '',
  };
  const postalCode = String(randomInt(random, 10000, 99999));
  return {
    formatted: `${street.number} ${street.name}, ${city}, US ${postalCode}`,
    location: { latitude: 40 + random() * 5, longitude: -100 + random() * 20 },
    streetAddress: street,
    city,
    subdivision: 'US-IL',
    country: 'US',
    postalCode,
    label: `Address ${n}`,
  };
}

/** A value for one field of the n-th sample item; undefined leaves the field out. */
export function sampleValue(type: string, key: string, n: number, random: () => number): unknown {
  switch (type) {
    case 'number':
      return numberSample(key, n, random);
    case 'boolean':
      return random() < 0.5;
    case 'date':
      return dateSample(random);
    case 'time':
      return `${String(randomInt(random, 8, 18)).padStart(2, '0')}:${pick(random, ['00', '15', '30', '45'])}:00.000`;
    case 'url':
      return `https://example.com/${humanize(key).replace(/ /g, '-')}/${n}`;
    case 'color':
      return `#${randomInt(random, 0, 0xffffff).toString(16).padStart(6, '0')}`;
    case 'image':
      return imageUrl(n);
    case 'media-gallery':
      return [0, 1, 2].map((k) => ({
        type: 'image',
        src: imageUrl(n * 10 + k),
        title: `Photo ${n}.${k + 1}`,
        description: '',
      }));
    case 'video':
      return `https://video.wixstatic.com/video/sample-${n}/720p/mp4/file.mp4`;
    case 'audio':
      return `https://static.wixstatic.com/mp3/sample-${n}.mp3`;
    case 'document':
      return documentUrl(n);
    case 'multiple-documents':
      return [documentUrl(n), documentUrl(n + 100)];
    case 'tags':
      return [
        ...new Set(Array.from({ length: randomInt(random, 1, 3) }, () => pick(random, TAGS))),
      ];
    case 'address':
      return addressSample(n, random);
    case 'rich-text':
      return `<p>${textSample(key, n, random)}</p>`;
    case 'rich-content':
      return {
        nodes: [
          {
            type: 'PARAGRAPH',
            id: `p${n}`,
            nodes: [
              {
                type: 'TEXT',
                id: '',
                nodes: [],
                textData: { text: textSample(key, n, random), decorations: [] },
              },
            ],
          },
        ],
        metadata: { version: 1 },
      };
    case 'object':
      return { label: `Sample ${humanize(key)} ${n}`, value: n };
    case 'array':
      return [`${humanize(key)} ${n}a`, `${humanize(key)} ${n}b`];
    case 'multi-reference':
      // Without include(), wix-data leaves multi-reference fields out of items (velo-reference §7.2).
      return undefined;
    default:
      return textSample(key, n, random);
  }
}
