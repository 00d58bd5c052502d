// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import type { ButtonElement, ImageElement, TextElement } from '../core/elements/basic';
import type {
  CheckboxGroupElement,
  DropdownElement,
  RadioButtonGroupElement,
} from '../core/elements/choices';
import type { TextBoxElement, TextInputElement } from '../core/elements/inputs';
import type { ContainerElement } from '../core/elements/containers';
import type { TableElement } from '../core/elements/table';
import type { CheckboxElement } from '../core/elements/toggles';
import type { SliderElement } from '../core/elements/values';
import { structure } from '../core/testing/structure';
import { PLACEHOLDER_IMAGE } from './dom-util';
import { mount } from './test-support';

const SITE = structure([
  ['heading', 'Text'],
  ['rich', 'Text'],
  ['empty', 'Text'],
  ['buy', 'Button'],
  ['about', 'Button'],
  ['photo', 'Image'],
  ['inline', 'Image'],
  ['email', 'TextInput'],
  ['notes', 'TextBox'],
  ['topic', 'Dropdown'],
  ['size', 'RadioButtonGroup'],
  ['extras', 'CheckboxGroup'],
  ['terms', 'Checkbox'],
  ['volume', 'Slider'],
  ['grid', 'Table'],
  ['details', 'Box'],
  ['locked', 'Button'],
]);

const INLINE = 'data:image/png;base64,iVBORw0KGgo=';

const HTML = `
  <h1 id="heading">
    Our   products
  </h1>
  <p id="rich">Fresh <strong>today</strong></p>
  <p id="empty"></p>
  <button id="buy" type="submit">Buy now</button>
  <a id="about" href="/about" target="_blank">About us</a>
  <img id="photo" src="wix:image://v1/abc/photo.jpg#originWidth=10&originHeight=10" alt="A photo">
  <img id="inline" src="${INLINE}" alt="Inline">
  <label for="email">Email</label>
  <input id="email" type="email" value="a@b.co" placeholder="you@example.com" required maxlength="40">
  <textarea id="notes" placeholder="Anything else?">Hello</textarea>
  <select id="topic" required><option value="">Choose...</option><option value="sales">Sales</option><option value="help" selected>Help</option></select>
  <fieldset id="size"><legend>Size</legend>
    <label><input type="radio" name="size" value="s"> Small</label>
    <label><input type="radio" name="size" value="m" checked> Medium</label>
  </fieldset>
  <fieldset id="extras"><legend>Extras</legend>
    <label><input type="checkbox" value="gift" checked> Gift wrap</label>
    <label><input type="checkbox" value="card"> Card</label>
  </fieldset>
  <label><input id="terms" type="checkbox" checked required> I agree</label>
  <input id="volume" type="range" min="10" max="50" step="5" value="20">
  <table id="grid"><thead><tr><th data-key="title">Title</th><th data-key="price">Price</th></tr></thead><tbody></tbody></table>
  <div id="details" hidden><p>More</p></div>
  <button id="locked" disabled>Locked</button>
`;

async function seeded() {
  const m = await mount({ structure: SITE, html: HTML });
  const el = <T>(id: string) => m.run.element(id) as T;
  return { m, el };
}

describe('the model starts from what the HTML shows', () => {
  it('takes texts, rich text and empty texts', async () => {
    const { m, el } = await seeded();
    expect(el<TextElement>('heading').text).toBe('Our products');
    expect(el<TextElement>('rich').html).toBe('Fresh <strong>today</strong>');
    expect(el<TextElement>('empty').text).toBe('');
    expect(m.$('rich').querySelector('strong')?.textContent).toBe('today');
    expect(m.$('empty').textContent).toBe('');
  });

  it('takes button labels and links', async () => {
    const { el } = await seeded();
    expect(el<ButtonElement>('buy').label).toBe('Buy now');
    expect(el<ButtonElement>('about').link).toBe('/about');
    expect(el<ButtonElement>('about').target).toBe('_blank');
  });

  it('takes image src and alt; shows remote images as the placeholder, keeps inline ones', async () => {
    const { m, el } = await seeded();
    expect(el<ImageElement>('photo').src).toMatch(/^wix:image:\/\/v1\/abc\/photo\.jpg/);
    expect(el<ImageElement>('photo').alt).toBe('A photo');
    expect(m.$('photo').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(m.$('photo').getAttribute('alt')).toBe('A photo');
    expect(m.$('inline').getAttribute('src')).toBe(INLINE);
  });

  it('takes input value, placeholder, required, maxlength, type and label', async () => {
    const { el } = await seeded();
    const email = el<TextInputElement>('email');
    expect(email.value).toBe('a@b.co');
    expect(email.placeholder).toBe('you@example.com');
    expect(email.required).toBe(true);
    expect(email.maxLength).toBe(40);
    expect(email.inputType).toBe('email');
    expect(email.label).toBe('Email');
    const notes = el<TextBoxElement>('notes');
    expect([notes.value, notes.placeholder]).toEqual(['Hello', 'Anything else?']);
  });

  it('takes dropdown options, placeholder and the selected option', async () => {
    const { m, el } = await seeded();
    const topic = el<DropdownElement>('topic');
    expect(topic.options).toEqual([
      { label: 'Sales', value: 'sales' },
      { label: 'Help', value: 'help' },
    ]);
    expect(topic.placeholder).toBe('Choose...');
    expect(topic.value).toBe('help');
    expect(topic.required).toBe(true);
    expect((m.$('topic') as HTMLSelectElement).value).toBe('help');
  });

  it('takes radio and checkbox group options and choices', async () => {
    const { el } = await seeded();
    const size = el<RadioButtonGroupElement>('size');
    expect(size.options).toEqual([
      { label: 'Small', value: 's' },
      { label: 'Medium', value: 'm' },
    ]);
    expect([size.value, size.label]).toEqual(['m', 'Size']);
    expect(el<CheckboxGroupElement>('extras').value).toEqual(['gift']);
    expect(el<CheckboxElement>('terms').checked).toBe(true);
    expect(el<CheckboxElement>('terms').required).toBe(true);
  });

  it('takes slider bounds and value, and table columns from data-key headers', async () => {
    const { el } = await seeded();
    const volume = el<SliderElement>('volume');
    expect([volume.min, volume.max, volume.step, volume.value]).toEqual([10, 50, 5, 20]);
    expect(el<TableElement>('grid').columns.map((c) => [c.id, c.label])).toEqual([
      ['title', 'Title'],
      ['price', 'Price'],
    ]);
  });

  it('treats the hidden attribute as collapsed on load, disabled as disabled', async () => {
    const { m } = await seeded();
    const details = m.run.element('details') as ContainerElement;
    expect([details.collapsed, details.hidden]).toEqual([true, false]);
    expect((m.run.element('locked') as ButtonElement).enabled).toBe(false);
    expect(m.$('details').hasAttribute('hidden')).toBe(true);
    expect((m.$('locked') as HTMLButtonElement).disabled).toBe(true);
  });

  it('logs nothing while seeding', async () => {
    const { m } = await seeded();
    expect(m.logs).toEqual([]);
  });

  it('lets the page code read the seeded state in onReady', async () => {
    const m = await mount({
      structure: SITE,
      html: HTML,
      code: `$w.onReady(() => console.log($w('#heading').text, $w('#topic').value, $w('#details').collapsed));`,
    });
    expect(m.messages()).toEqual(['Our products help true']);
  });
});
