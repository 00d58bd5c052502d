/**
 * A small line writer with two-space indentation. Comments go through `comment()` so the user's
 * "no comments" preference removes every one of them; blank lines never double up or open a block.
 */
export class CodeWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  constructor(readonly comments: boolean) {}

  line(text: string): this {
    this.lines.push(text === '' ? '' : '  '.repeat(this.depth) + text);
    return this;
  }

  blank(): this {
    const last = this.lines[this.lines.length - 1];
    if (
      last !== undefined &&
      last !== '' &&
      !last.trimEnd().endsWith('{') &&
      !last.trimEnd().endsWith('(')
    ) {
      this.lines.push('');
    }
    return this;
  }

  /** A `//` comment line (or several), only when comments are on. */
  comment(...texts: string[]): this {
    if (this.comments) for (const t of texts) this.line(`// ${t}`);
    return this;
  }

  /** `open` + indented body + `close`, e.g. block('if (x) {', () => ..., '}'). */
  block(open: string, body: () => void, close = '}'): this {
    this.line(open);
    this.depth++;
    body();
    this.depth--;
    this.trimTrailingBlank();
    this.line(close);
    return this;
  }

  /** `if (cond) { ... } else { ... }`. */
  ifElse(cond: string, then: () => void, otherwise: () => void): this {
    this.block(`if (${cond}) {`, then, '} else {');
    this.depth++;
    otherwise();
    this.depth--;
    this.trimTrailingBlank();
    return this.line('}');
  }

  /** `try { ... } catch (error) { ... }`. */
  tryCatch(body: () => void, handler: () => void): this {
    this.block('try {', body, '} catch (error) {');
    this.depth++;
    handler();
    this.depth--;
    this.trimTrailingBlank();
    return this.line('}');
  }

  /** Indents raw text (already formatted) at the current depth. */
  raw(text: string): this {
    if (text.trim() === '') return this;
    for (const l of text.replace(/\n+$/, '').split('\n')) this.line(l);
    return this;
  }

  private trimTrailingBlank(): void {
    while (this.lines[this.lines.length - 1] === '') this.lines.pop();
  }

  toString(): string {
    this.trimTrailingBlank();
    return this.lines.length === 0 ? '' : `${this.lines.join('\n')}\n`;
  }
}
