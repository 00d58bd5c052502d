/** How plain-text legal content becomes a page (spec section 2, legal pages). */

export type LegalBlock = { kind: 'heading' | 'paragraph'; text: string };

/** Content with an angle bracket is HTML (to be sanitised); anything else is plain text. */
export function isHtmlContent(content: string): boolean {
  return /[<>]/.test(content);
}

/** Blank-line separated paragraphs, trimmed, empty ones dropped. */
export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const NUMBERED = /^\d+\.\s/;

/**
 * Paragraphs starting with a number and a dot ("2. Tokens") are headings. When such a paragraph
 * runs on over more lines, its first line is the heading and the rest a paragraph under it.
 */
export function toLegalBlocks(content: string): LegalBlock[] {
  return splitParagraphs(content).flatMap((paragraph): LegalBlock[] => {
    if (!NUMBERED.test(paragraph)) return [{ kind: 'paragraph', text: paragraph }];
    const [heading = '', ...rest] = paragraph.split('\n');
    const body = rest.join('\n').trim();
    return body === ''
      ? [{ kind: 'heading', text: heading.trim() }]
      : [
          { kind: 'heading', text: heading.trim() },
          { kind: 'paragraph', text: body },
        ];
  });
}
