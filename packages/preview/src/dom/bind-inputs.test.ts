// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import type { TextInputElement } from '../core/elements/inputs';
import { structure } from '../core/testing/structure';
import { commitChange, mount, typeInto } from './test-support';

const SITE = structure([
  ['name', 'TextInput'],
  ['notes', 'TextBox'],
  ['topic', 'Dropdown'],
  ['size', 'RadioButtonGroup'],
  ['extras', 'CheckboxGroup'],
  ['terms', 'Checkbox'],
  ['news', 'Switch'],
  ['volume', 'Slider'],
]);

/** The neutral layout, with `code` as the body of onReady. */
const onReady = (code: string) =>
  mount({ structure: SITE, code: `$w.onReady(async () => { ${code} });` });

const input = (el: HTMLElement) => el as HTMLInputElement;

describe('model → DOM: text fields', () => {
  it('shows value, placeholder, required, readOnly, maxLength and the label', async () => {
    const m = await onReady(`
      $w('#name').value = 'Ada';
      $w('#name').placeholder = 'Your name';
      $w('#name').required = true;
      $w('#name').readOnly = true;
      $w('#name').maxLength = 12;
      $w('#name').label = 'Full name';
      $w('#notes').value = 'Line 1';
    `);
    const name = input(m.$('name'));
    expect(name.value).toBe('Ada');
    expect(name.placeholder).toBe('Your name');
    expect(name.required).toBe(true);
    expect(name.readOnly).toBe(true);
    expect(name.getAttribute('maxlength')).toBe('12');
    expect(m.$('label[for="name"]').textContent).toBe('Full name');
    expect((m.$('notes') as HTMLTextAreaElement).value).toBe('Line 1');
  });

  it('disables and collapses the field with its label', async () => {
    const m = await onReady(`await $w('#name').disable(); await $w('#notes').collapse();`);
    expect(input(m.$('name')).disabled).toBe(true);
    expect(m.$('notes').parentElement?.hasAttribute('hidden')).toBe(true);
  });

  it('shows invalidity once code asks for it, and clears it on reset', async () => {
    const m = await onReady(`
      $w('#name').required = true;
      $w('#name').updateValidityIndication();
    `);
    expect(m.$('name').getAttribute('aria-invalid')).toBe('true');
    expect(m.$('name').getAttribute('title')).toBe('Please fill out this field.');
    (m.run.element('name') as TextInputElement).resetValidityIndication();
    expect(m.$('name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows a custom validation failure after the visitor changed the field', async () => {
    const m = await mount({
      structure: SITE,
      html: '<input id="name" title="Your full name">',
      code: `$w.onReady(() => {
        $w('#name').onCustomValidation((value, reject) => { if (value.length < 3) reject('Too short'); });
      });`,
    });
    expect(m.$('name').hasAttribute('aria-invalid')).toBe(false);
    typeInto(m.$('name'), 'Al');
    commitChange(m.$('name'));
    await m.run.settle();
    expect(m.$('name').getAttribute('aria-invalid')).toBe('true');
    expect(m.$('name').getAttribute('title')).toBe('Too short');
    typeInto(m.$('name'), 'Alan');
    await m.run.settle();
    expect(m.$('name').hasAttribute('aria-invalid')).toBe(false);
    expect(m.$('name').getAttribute('title')).toBe('Your full name');
  });
});

describe('model → DOM: choices', () => {
  it('renders dropdown options with the placeholder first, and the value', async () => {
    const m = await onReady(`
      $w('#topic').placeholder = 'Pick one';
      $w('#topic').options = [{ label: 'Sales', value: 'sales' }, { label: 'Help', value: 'help' }];
      $w('#topic').value = 'help';
    `);
    const select = m.$('topic') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Pick one'],
      ['sales', 'Sales'],
      ['help', 'Help'],
    ]);
    expect(select.value).toBe('help');
  });

  it('renders radio options as one group per element, and the value', async () => {
    const m = await onReady(`
      $w('#size').options = [{ label: 'Small', value: 's' }, { label: 'Large', value: 'l' }];
      $w('#size').value = 'l';
    `);
    const radios = [...m.$('size').querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['s', false],
      ['l', true],
    ]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(m.$('size').querySelector('legend')?.textContent).toBe('Size');
  });

  it('renders checkbox group options and checks the values', async () => {
    const m = await onReady(`
      $w('#extras').options = [{ label: 'Gift', value: 'gift' }, { label: 'Card', value: 'card' }];
      $w('#extras').value = ['card'];
    `);
    const boxes = [...m.$('extras').querySelectorAll<HTMLInputElement>('input')];
    expect(boxes.map((b) => [b.value, b.checked])).toEqual([
      ['gift', false],
      ['card', true],
    ]);
  });

  it('checks checkboxes and switches', async () => {
    const m = await onReady(
      `$w('#terms').checked = true; $w('#news').checked = true; $w('#news').checked = false;`,
    );
    expect(input(m.$('terms')).checked).toBe(true);
    expect(input(m.$('news')).checked).toBe(false);
    expect(m.$('news').getAttribute('role')).toBe('switch');
  });

  it('renders slider bounds, step and value', async () => {
    const m = await onReady(`
      $w('#volume').min = 10;
      $w('#volume').max = 20;
      $w('#volume').step = 2;
      $w('#volume').value = 14;
    `);
    const volume = input(m.$('volume'));
    expect([volume.min, volume.max, volume.step, volume.value]).toEqual(['10', '20', '2', '14']);
  });
});
