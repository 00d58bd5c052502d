import type { LogRecord } from '../core/log';
import type { PlatformEvent } from '../core/platform/context';
import type { RuntimeStructure } from '../core/types';
import { mountPreview, type MountedPreview, type MountPreviewInput } from './mount';

/** Mounting for the DOM tests (which run under happy-dom): a fresh root, logs and records kept. */

export interface TestMount extends MountedPreview {
  root: HTMLElement;
  logs: LogRecord[];
  records: PlatformEvent[];
  /** The element with this id (or the first match of a CSS selector); throws when absent. */
  $(selector: string): HTMLElement;
  /** The clones of a repeater, in DOM order. */
  items(repeaterId: string): HTMLElement[];
  /** An element inside a repeater item clone, by its declared id. */
  inItem(itemId: string, id: string): HTMLElement;
  /** Messages of console entries and errors. */
  messages(): string[];
}

export interface TestMountOptions extends Partial<
  Omit<MountPreviewInput, 'document' | 'root' | 'structure'>
> {
  structure: RuntimeStructure;
  code?: string;
}

export async function mount(options: TestMountOptions): Promise<TestMount> {
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  const logs: LogRecord[] = [];
  const records: PlatformEvent[] = [];
  const { code, ...rest } = options;
  const mounted = await mountPreview({
    html: '',
    frontendCode: code ?? '',
    clock: 'fake',
    ...rest,
    document,
    root,
    onLog: (record) => logs.push(record),
    onRecord: (record) => records.push(record),
  });
  const find = (selector: string, within: ParentNode = root): HTMLElement => {
    const css = /^[A-Za-z][\w-]*$/.test(selector) ? `#${selector}` : selector;
    const el = within.querySelector<HTMLElement>(css);
    if (!el) throw new Error(`no element ${css}`);
    return el;
  };
  return {
    ...mounted,
    root,
    logs,
    records,
    $: (selector) => find(selector),
    items: (repeaterId) =>
      [...find(repeaterId).children].filter((c): c is HTMLElement =>
        c.hasAttribute('data-item-id'),
      ),
    inItem: (itemId, id) => find(`[data-velo-id="${id}"]`, find(`[data-item-id="${itemId}"]`)),
    messages: () => logs.map((record) => record.message),
  };
}

/** A visitor typing `text` into a field: the DOM value changes, then `input` fires. */
export function typeInto(control: HTMLElement, text: string): void {
  (control as HTMLInputElement).value = text;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The browser's `change` (a field committed on blur/Enter, a select picked, a box toggled). */
export function commitChange(control: HTMLElement): void {
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

export function texts(elements: Iterable<Element>): string[] {
  return [...elements].map((el) => (el.textContent ?? '').trim());
}
