import type { ConsoleEntry, ConsoleLevel } from './types';

/** Objects that print themselves in console output (elements print as `$w.Text #title`). */
export const DESCRIBE = Symbol('veloforge.describe');

interface Describable {
  [DESCRIBE](): string;
}

function isDescribable(value: object): value is Describable {
  return DESCRIBE in value;
}

function errorLike(value: unknown): { name: string; message: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, message } = value as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  return { name: typeof name === 'string' ? name : 'Error', message };
}

/** An uncaught error as a browser prints it: `TypeError: $w(...).show is not a function`. */
export function formatError(error: unknown): string {
  const like = errorLike(error);
  if (like) return `${like.name}: ${like.message}`;
  return formatValue(error);
}

/** A value inside a message: strings bare, objects as JSON with cycles and elements named. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Date) return value.toISOString();
  if (isDescribable(value)) return value[DESCRIBE]();
  const like = errorLike(value);
  if (like && value instanceof Error) return `${like.name}: ${like.message}`;
  return stringify(value);
}

function stringify(value: object): string {
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(value, function (this: unknown, _key: string, v: unknown) {
      if (typeof v === 'function')
        return `[Function ${(v as { name?: string }).name || 'anonymous'}]`;
      if (typeof v === 'undefined') return 'undefined';
      if (typeof v !== 'object' || v === null) return v;
      if (isDescribable(v)) return v[DESCRIBE]();
      if (seen.has(v)) return '[Circular]';
      seen.add(v);
      return v;
    });
    return text ?? String(text);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export type LogRecord = ({ kind: 'console' } & ConsoleEntry) | { kind: 'error'; message: string };

export type LogListener = (record: LogRecord) => void;

export type ConsoleLike = Record<
  'log' | 'info' | 'debug' | 'warn' | 'error' | 'trace' | 'table' | 'dir',
  (...args: unknown[]) => void
> & {
  assert(condition: unknown, ...args: unknown[]): void;
  group(...args: unknown[]): void;
  groupCollapsed(...args: unknown[]): void;
  groupEnd(): void;
  time(label?: string): void;
  timeEnd(label?: string): void;
  timeLog(label?: string): void;
  count(label?: string): void;
};

/**
 * Everything a run printed (page code's console and the SDK's messages) and every uncaught
 * error, in order. Nothing is echoed to the real console: tests read it back.
 */
export class RuntimeLog {
  readonly entries: ConsoleEntry[] = [];
  readonly errors: string[] = [];
  private readonly listeners = new Set<LogListener>();

  /** For a live host (the preview frame): hears every entry and error as it is written. */
  subscribe(listener: LogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(record: LogRecord): void {
    for (const listener of this.listeners) listener(record);
  }

  write(level: ConsoleLevel, args: unknown[]): void {
    this.push({ level, message: args.map(formatValue).join(' ') });
  }

  /** `Wix code SDK error:` — the platform logs these instead of throwing. */
  sdkError(message: string): void {
    this.push({ level: 'error', message: `Wix code SDK error: ${message}` });
  }

  sdkWarning(message: string): void {
    this.push({ level: 'warn', message: `Wix code SDK warning: ${message}` });
  }

  /** An exception nothing caught (or that the platform caught and reported). */
  uncaught(error: unknown): void {
    const message = formatError(error);
    this.errors.push(message);
    this.emit({ kind: 'error', message });
  }

  private push(entry: ConsoleEntry): void {
    this.entries.push(entry);
    this.emit({ kind: 'console', ...entry });
  }

  /** The `console` object page and backend code see. */
  createConsole(): ConsoleLike {
    const counts = new Map<string, number>();
    const write =
      (level: ConsoleLevel) =>
      (...args: unknown[]) =>
        this.write(level, args);
    return {
      log: write('log'),
      info: write('log'),
      debug: write('log'),
      trace: write('log'),
      table: write('log'),
      dir: write('log'),
      group: write('log'),
      groupCollapsed: write('log'),
      groupEnd: () => undefined,
      warn: write('warn'),
      error: write('error'),
      assert: (condition, ...args) => {
        if (!condition) this.write('error', ['Assertion failed:', ...args]);
      },
      time: () => undefined,
      timeEnd: () => undefined,
      timeLog: () => undefined,
      count: (label = 'default') => {
        const n = (counts.get(label) ?? 0) + 1;
        counts.set(label, n);
        this.write('log', [`${label}: ${n}`]);
      },
    };
  }
}
