// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { structure } from '../core/testing/structure';
import { PLACEHOLDER_IMAGE } from './dom-util';
import { mount } from './test-support';

const SITE = structure([
  ['hero', 'Section'],
  ['pageTitle', 'Text', 'hero'],
  ['intro', 'Text', 'hero'],
  ['ctaButton', 'Button', 'hero'],
  ['heroImage', 'Image', 'hero'],
  ['itemsDataset', 'Dataset'],
  ['form', 'Box'],
  ['nameInput', 'TextInput', 'form'],
  ['messageBox', 'TextBox', 'form'],
  ['topicDropdown', 'Dropdown', 'form'],
  ['agree', 'Checkbox', 'form'],
  ['plan', 'RadioButtonGroup', 'form'],
  ['volume', 'Slider', 'form'],
  ['list', 'Repeater'],
  ['card', 'Container', 'list'],
  ['cardTitle', 'Text', 'card'],
  ['grid', 'Table'],
  ['photos', 'Gallery'],
  ['widget', 'HtmlComponent'],
  ['clip', 'VideoPlayer'],
  ['mystery', null],
]);

describe('neutral layout (no HTML)', () => {
  it('gives every declared element but datasets a fitting element with its id', async () => {
    const m = await mount({ structure: SITE });
    const tag = (id: string) => m.$(id).localName;
    expect(tag('hero')).toBe('section');
    expect(tag('pageTitle')).toBe('h2');
    expect(tag('intro')).toBe('p');
    expect(tag('ctaButton')).toBe('button');
    expect(tag('heroImage')).toBe('img');
    expect(tag('nameInput')).toBe('input');
    expect(tag('messageBox')).toBe('textarea');
    expect(tag('topicDropdown')).toBe('select');
    expect(m.$('agree').getAttribute('type')).toBe('checkbox');
    expect(tag('plan')).toBe('fieldset');
    expect(m.$('volume').getAttribute('type')).toBe('range');
    expect(tag('list')).toBe('ul');
    expect(tag('grid')).toBe('table');
    expect(tag('clip')).toBe('video');
    expect(m.root.querySelector('#itemsDataset')).toBeNull();
    for (const spec of SITE.elements.filter((e) => e.veloType !== 'Dataset'))
      expect(m.root.querySelectorAll(`#${spec.id}`)).toHaveLength(1);
  });

  it('nests children in their parents and labels inputs, embeds and unknown types', async () => {
    const m = await mount({ structure: SITE });
    expect(m.$('hero').contains(m.$('ctaButton'))).toBe(true);
    expect(m.$('form').contains(m.$('nameInput'))).toBe(true);
    expect(m.$('label[for="nameInput"]').textContent).toBe('Name input');
    expect(m.$('widget').textContent).toContain('HTML embed #widget');
    expect(m.$('mystery').textContent).toContain('Custom element #mystery');
    expect(m.$('heroImage').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('puts repeater children into one hidden item template', async () => {
    const m = await mount({ structure: SITE });
    const template = m.$('list').firstElementChild as HTMLElement;
    expect(template.hasAttribute('data-velo-template')).toBe(true);
    expect(template.contains(m.$('card'))).toBe(true);
    expect(template.contains(m.$('cardTitle'))).toBe(true);
  });

  it('shows the model defaults and adds a neutral stylesheet', async () => {
    const m = await mount({ structure: SITE });
    expect(m.$('intro').textContent).toBe('intro');
    expect(m.$('ctaButton').textContent).toBe('ctaButton');
    expect(m.root.getAttribute('data-velo-layout')).toBe('neutral');
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('[data-velo-layout="neutral"]');
    expect(css).toContain('[data-velo-template] { display: none !important; }');
  });
});

describe('HTML layout', () => {
  it('adds the declared ids the HTML lacks, under their parent or at the end', async () => {
    const m = await mount({
      structure: SITE,
      html: `<section id="hero"><h1 id="pageTitle">Welcome</h1></section>
        <ul id="list"><li data-template><div id="card"></div></li></ul>`,
    });
    expect(m.$('pageTitle').textContent).toBe('Welcome');
    expect(m.$('hero').contains(m.$('ctaButton'))).toBe(true);
    expect(m.$('card').contains(m.$('cardTitle'))).toBe(true);
    expect(m.$('list').querySelector('[data-velo-template]')?.localName).toBe('li');
    expect(m.root.lastElementChild?.id).toBe('mystery');
    expect(m.root.querySelector('#itemsDataset')).toBeNull();
    for (const spec of SITE.elements.filter((e) => e.veloType !== 'Dataset'))
      expect(m.root.querySelectorAll(`#${spec.id}`)).toHaveLength(1);
  });

  it('wraps a repeater whose content is several elements into one template', async () => {
    const m = await mount({
      structure: structure([
        ['rep', 'Repeater'],
        ['a', 'Text', 'rep'],
        ['b', 'Text', 'rep'],
      ]),
      html: '<div id="rep"><p id="a">A</p><p id="b">B</p></div>',
    });
    const template = m.$('rep').children[0] as HTMLElement;
    expect(m.$('rep').children).toHaveLength(1);
    expect(template.localName).toBe('div');
    expect(template.hasAttribute('data-velo-template')).toBe(true);
    expect(texts(template.children)).toEqual(['A', 'B']);
  });

  it('replaces the root content of an earlier mount and its stylesheets', async () => {
    await mount({ structure: SITE, html: '<style>p { color: red; }</style><p id="intro">x</p>' });
    const m = await mount({ structure: SITE, html: '<style>p { color: blue; }</style>' });
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('blue');
    expect(css).not.toContain('red');
    expect(m.root.querySelectorAll('#intro')).toHaveLength(1);
  });
});

function texts(elements: Iterable<Element>): string[] {
  return [...elements].map((el) => el.textContent ?? '');
}
