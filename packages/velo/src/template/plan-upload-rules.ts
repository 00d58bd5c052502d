import type { SiteElement, SiteField } from '../structure';
import { escapeRegExp } from '../regexp';
import { sentencesOf } from './keywords';
import { saidAbout } from './plan-input-rules';
import { humanize } from './naming';
import type { FormInput } from './plan-types';

/**
 * What an upload button may take, from the prompt: the kinds of file ('PDF only', 'PDF or Word',
 * '.jpg or .png') and the largest size ('max 5 MB'). Wix's file type setting only narrows to a
 * family (Document takes spreadsheets and slides too), so the page checks the chosen file's name
 * and size before anything is uploaded.
 */

/** A kind of file the prompt can name: its words, the extensions it covers and its name. */
const FILE_KINDS: { words: RegExp; extensions: string[]; name: string }[] = [
  { words: /\.?\bpdfs?\b/i, extensions: ['pdf'], name: 'PDF' },
  { words: /\bWord\b|\.docx?\b|\bdocx?\b/, extensions: ['doc', 'docx'], name: 'Word' },
  { words: /\.?\bjpe?gs?\b/i, extensions: ['jpg', 'jpeg'], name: 'JPG' },
  { words: /\.?\bpngs?\b/i, extensions: ['png'], name: 'PNG' },
  { words: /\.?\bgifs?\b/i, extensions: ['gif'], name: 'GIF' },
  { words: /\.?\bwebp\b/i, extensions: ['webp'], name: 'WebP' },
  { words: /\.?\bmp3s?\b/i, extensions: ['mp3'], name: 'MP3' },
  { words: /\.?\bmp4s?\b/i, extensions: ['mp4'], name: 'MP4' },
  { words: /\.?\bcsv\b/i, extensions: ['csv'], name: 'CSV' },
  { words: /\bExcel\b|\.xlsx?\b|\bxlsx?\b/, extensions: ['xls', 'xlsx'], name: 'Excel' },
  { words: /\.?\bzip\b/i, extensions: ['zip'], name: 'ZIP' },
];

const SIZE = /(\d+(?:\.\d+)?)\s*(kb|mb|gb|kilobytes?|megabytes?|gigabytes?)\b/i;
const UNITS: Record<string, 'KB' | 'MB' | 'GB'> = { k: 'KB', m: 'MB', g: 'GB' };

export function uploadRules(
  prompt: string,
  input: SiteElement,
  field: SiteField | null,
  ids: string[],
): FormInput['files'] {
  const parts = saidAbout(prompt, input, ids);
  // 'The CV must be a PDF': the field's own name, when the sentence names no other element.
  if (field && field.key.length > 1) {
    const named = new RegExp(String.raw`\b${escapeRegExp(humanize(field.key))}\b`, 'i');
    const others = new RegExp(String.raw`\b(?:${ids.map(escapeRegExp).join('|')})\b`);
    parts.push(...sentencesOf(prompt).filter((s) => named.test(s) && !others.test(s)));
  }
  for (const part of parts) {
    const kinds = FILE_KINDS.filter((k) => k.words.test(part));
    const size = SIZE.exec(part);
    if (kinds.length === 0 && !size) continue;
    return {
      extensions: kinds.flatMap((k) => k.extensions),
      kindsText: orList(kinds.map((k) => k.name)),
      maxSize: size
        ? { amount: Number(size[1]), unit: UNITS[(size[2] ?? 'm')[0]!.toLowerCase()] ?? 'MB' }
        : null,
    };
  }
  return null;
}

function orList(names: string[]): string {
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
    : (names[0] ?? '');
}
