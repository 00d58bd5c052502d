// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { ImportStructureModal } from './ImportStructureModal';
import { COLLECTIONS_EXPORT, PAGE_EXPORT, text, typedForm } from './test-documents';

/**
 * The dialog itself in a DOM: what it shows for a broken and a valid paste, that Import stays
 * off and calls nothing for a broken one, and what it hands the generator for a valid one.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root | null = null;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has none of these: Mantine asks for the colour scheme, measures the segmented control
  // and resizes the textarea when fonts load.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function renderModal(form: GeneratorForm) {
  const onImport = vi.fn<(form: GeneratorForm, summary: string) => void>();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MantineProvider>
        <ImportStructureModal opened onClose={() => undefined} form={form} onImport={onImport} />
      </MantineProvider>,
    );
  });
  return onImport;
}

function byLabel<T extends HTMLElement>(label: string): T {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!input) throw new Error(`no input labelled ${label}`);
  return input as T;
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function paste(value: string) {
  const area = byLabel<HTMLTextAreaElement>('Structure JSON');
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(target: HTMLElement) {
  await act(async () => {
    target.click();
  });
}

const testId = (id: string) => document.querySelector(`[data-testid="${id}"]`);

describe('ImportStructureModal', () => {
  it('shows a broken paste’s problems in red and imports nothing', async () => {
    const onImport = await renderModal(typedForm());
    await paste(text({ ...PAGE_EXPORT, elements: [{ id: 'my list', type: '$w.Repeater' }] }));
    const problems = testId('import-problems');
    console.log(`problems shown: ${problems?.textContent}`);
    expect(problems?.textContent).toContain('This JSON cannot be imported');
    expect(problems?.textContent).toContain('elements[0].id: "my list" is not a valid element id');
    expect(testId('import-preview')).toBeNull();
    const importButton = button('Import');
    expect(importButton.disabled).toBe(true);
    await click(importButton);
    expect(onImport).not.toHaveBeenCalled();
  });

  it('previews a valid paste and hands over the merged form with its summary', async () => {
    const form = typedForm();
    const onImport = await renderModal(form);
    // The editors hold something: Merge is chosen so nothing of theirs is lost by default.
    expect(byLabel<HTMLInputElement>('Merge').checked).toBe(true);
    await paste(text(COLLECTIONS_EXPORT));
    console.log(`preview shown: ${testId('import-preview')?.textContent}`);
    expect(testId('import-preview')?.textContent).toContain('2 collections (4 fields)');
    expect(testId('import-problems')).toBeNull();

    await click(button('Import'));
    expect(onImport).toHaveBeenCalledTimes(1);
    const [next, summary] = onImport.mock.calls[0] ?? [];
    console.log(`handed over: ${summary}`);
    expect(summary).toBe('Imported: 1 collection added, 1 updated, 1 field added, 1 retyped.');
    expect(next?.collections.map((c) => c.name)).toEqual(['Products', 'Orders']);
    expect(next?.prompt).toBe(form.prompt);
  });
});
