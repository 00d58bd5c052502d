import type ts from 'typescript';

import { escapeRegExp } from '../regexp';
import type { SiteStructure } from '../structure';
import type { PieceName } from '../types';
import { applyEdits, lineOf, parse, type TextEdit } from './ast';

/**
 * The shape every mechanical fix shares: it reads one piece of code (and what the user and the
 * checker said about it) and returns the edited code with one plain-words note per change.
 */

/** The checker rule codes the troubleshooter knows how to fix mechanically. */
export const FIXABLE_RULES = [
  'unknown-element-id',
  'selector-missing-hash',
  'unknown-collection',
  'repeater-data-without-id',
  'element-outside-onready',
] as const;
export type FixableRule = (typeof FIXABLE_RULES)[number];

/** A checker finding the fix should act on, as an offset into the current code. */
export interface Target {
  code: string;
  pos: number;
  message: string;
}

export interface FixContext {
  piece: PieceName;
  structure: SiteStructure;
  /** What the user pasted or described; fixes look in it for names and members. */
  errorDetails: string;
  targets: Target[];
  /** Fixes already made in this piece by earlier passes. */
  fixedSoFar: number;
}

export interface FixNote {
  piece: PieceName;
  line: number;
  message: string;
}

export interface FixOutcome {
  code: string;
  fixes: FixNote[];
  /** Findings the fix could not act on safely, for the user to check by hand. */
  advice: string[];
  /** Where each old position went, so later fixes still find the checker's targets. */
  map: (pos: number) => number;
}

export type Fixer = (code: string, ctx: FixContext) => FixOutcome;

/** Collects edits and notes against one parse of the code, then applies them at once. */
export class FixBuilder {
  readonly sf: ts.SourceFile;
  private readonly edits: TextEdit[] = [];
  private readonly fixes: FixNote[] = [];
  private readonly advice: string[] = [];

  constructor(
    readonly code: string,
    readonly ctx: FixContext,
  ) {
    this.sf = parse(code);
  }

  edit(edit: TextEdit): void {
    this.edits.push(edit);
  }

  note(pos: number, message: string): void {
    this.fixes.push({ piece: this.ctx.piece, line: lineOf(this.sf, pos), message });
  }

  warn(message: string): void {
    if (!this.advice.includes(message)) this.advice.push(message);
  }

  /** The checker targets with one of `codes` whose position lies in [start, end). */
  targetsIn(codes: readonly string[], start: number, end: number): Target[] {
    return this.ctx.targets.filter((t) => codes.includes(t.code) && t.pos >= start && t.pos < end);
  }

  /** Whether the user's error text names `word` as a whole word. */
  mentions(word: string): boolean {
    return new RegExp(`(^|[^\\w$])${escapeRegExp(word)}($|[^\\w$])`).test(this.ctx.errorDetails);
  }

  done(): FixOutcome {
    const { code, map } = applyEdits(this.code, this.edits);
    return { code, fixes: this.fixes, advice: this.advice, map };
  }
}
