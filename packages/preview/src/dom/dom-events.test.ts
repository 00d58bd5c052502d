// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { structure } from '../core/testing/structure';
import { commitChange, mount, typeInto } from './test-support';

const SITE = structure([
  ['card', 'Box'],
  ['title', 'Text', 'card'],
  ['buy', 'Button', 'card'],
  ['photo', 'Image', 'card'],
  ['name', 'TextInput'],
  ['topic', 'Dropdown'],
  ['size', 'RadioButtonGroup'],
  ['extras', 'CheckboxGroup'],
  ['terms', 'Checkbox'],
  ['volume', 'Slider'],
  ['form', 'Form'],
  ['email', 'TextInput', 'form'],
  ['send', 'Button', 'form'],
]);

const HTML = `
  <div id="card"><h2 id="title">Title</h2><button id="buy" type="button">Buy</button><img id="photo" alt="p"></div>
  <label for="name">Name</label><input id="name">
  <select id="topic"><option value="">Choose...</option><option value="sales">Sales</option><option value="help">Help</option></select>
  <fieldset id="size"><legend>Size</legend>
    <label><input type="radio" name="size" value="s"> S</label><label><input type="radio" name="size" value="l"> L</label>
  </fieldset>
  <fieldset id="extras"><legend>Extras</legend>
    <label><input type="checkbox" value="gift"> Gift</label><label><input type="checkbox" value="card"> Card</label>
  </fieldset>
  <label><input id="terms" type="checkbox"> I agree</label>
  <input id="volume" type="range" min="0" max="10" value="0">
  <form id="form" action="/submit"><input id="email" type="email"><button id="send" type="submit">Send</button></form>
  <a id="plain" href="/contact">Contact</a>
`;

/** Each handler logs `<event> <detail>`; the test reads the console. */
const run = (code: string) =>
  mount({ structure: SITE, html: HTML, code: `$w.onReady(() => { ${code} });` });

describe('DOM → model: mouse, focus and keys', () => {
  it('click runs onClick of the element and of the containers around it', async () => {
    const m = await run(`
      $w('#buy').onClick((e) => console.log('buy', e.type, e.target.id, e.context.type));
      $w('#card').onClick(() => console.log('card'));
    `);
    m.$('buy').dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 7 }));
    await m.run.settle();
    expect(m.messages()).toEqual(['buy click buy GLOBAL_SCOPE', 'card']);
  });

  it('dblclick runs onDblClick; mouseenter/mouseleave run onMouseIn/onMouseOut', async () => {
    const m = await run(`
      $w('#title').onDblClick((e) => console.log(e.type));
      $w('#card').onMouseIn((e) => console.log(e.type));
      $w('#card').onMouseOut((e) => console.log(e.type));
    `);
    m.$('title').dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    m.$('card').dispatchEvent(new MouseEvent('mouseenter'));
    m.$('title').dispatchEvent(new MouseEvent('mouseleave'));
    m.$('card').dispatchEvent(new MouseEvent('mouseleave'));
    await m.run.settle();
    expect(m.messages()).toEqual(['dblClick', 'mouseIn', 'mouseOut']);
  });

  it('focus and blur run onFocus/onBlur; keydown runs onKeyPress with the key', async () => {
    const m = await run(`
      $w('#name').onFocus(() => console.log('focus'));
      $w('#name').onBlur(() => console.log('blur'));
      $w('#name').onKeyPress((e) => console.log('key', e.key, e.shiftKey));
    `);
    m.$('name').focus();
    m.$('name').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'A', shiftKey: true, bubbles: true }),
    );
    m.$('name').blur();
    await m.run.settle();
    expect(m.messages()).toEqual(['focus', 'key A true', 'blur']);
  });
});

describe('DOM → model: form elements', () => {
  it('typing fires onInput per keystroke with the new value; change fires onChange once', async () => {
    const m = await run(`
      $w('#name').onInput((e) => console.log('input', e.target.value));
      $w('#name').onChange((e) => console.log('change', $w('#name').value));
    `);
    typeInto(m.$('name'), 'A');
    typeInto(m.$('name'), 'Ad');
    typeInto(m.$('name'), 'Ada');
    commitChange(m.$('name'));
    await m.run.settle();
    expect(m.messages()).toEqual(['input A', 'input Ad', 'input Ada', 'change Ada']);
    expect(m.run.$w('#name')).toHaveProperty('value', 'Ada');
  });

  it('does not fire onChange when code sets the value', async () => {
    const m = await run(`
      $w('#name').onChange(() => console.log('change'));
      $w('#name').value = 'set by code';
    `);
    expect((m.$('name') as HTMLInputElement).value).toBe('set by code');
    expect(m.messages()).toEqual([]);
  });

  it('a dropdown pick sets the value and fires onChange', async () => {
    const m = await run(`$w('#topic').onChange((e) => console.log('topic', e.target.value));`);
    const select = m.$('topic') as HTMLSelectElement;
    select.value = 'help';
    commitChange(select);
    await m.run.settle();
    expect(m.messages()).toEqual(['topic help']);
  });

  it('a radio pick sets the group value and fires onChange', async () => {
    const m = await run(`$w('#size').onChange(() => console.log('size', $w('#size').value));`);
    const large = m.$('size').querySelectorAll('input')[1] as HTMLInputElement;
    large.click();
    await m.run.settle();
    expect(m.messages()).toEqual(['size l']);
  });

  it('checkbox group boxes set the value array and fire onChange', async () => {
    const m = await run(
      `$w('#extras').onChange(() => console.log(JSON.stringify($w('#extras').value)));`,
    );
    const [gift, card] = m.$('extras').querySelectorAll('input');
    card?.click();
    gift?.click();
    await m.run.settle();
    expect(m.messages()).toEqual(['["card"]', '["gift","card"]']);
  });

  it('a checkbox click sets checked before onClick, then fires onChange', async () => {
    const m = await run(`
      $w('#terms').onClick(() => console.log('click', $w('#terms').checked));
      $w('#terms').onChange(() => console.log('change', $w('#terms').checked));
    `);
    m.$('terms').click();
    await m.run.settle();
    expect(m.messages()).toEqual(['click true', 'change true']);
  });

  it('a slider change sets the number value and fires onChange', async () => {
    const m = await run(
      `$w('#volume').onChange(() => console.log('volume', $w('#volume').value + 1));`,
    );
    const volume = m.$('volume') as HTMLInputElement;
    volume.value = '7';
    commitChange(volume);
    await m.run.settle();
    expect(m.messages()).toEqual(['volume 8']);
  });
});

describe('DOM → model: forms and links', () => {
  it('prevents every form submission; the submit button onClick still runs', async () => {
    const m = await run(`$w('#send').onClick(() => console.log('send', $w('#email').value));`);
    typeInto(m.$('email'), 'a@b.co');
    m.$('send').click();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    m.$('form').dispatchEvent(submit);
    await m.run.settle();
    expect(submit.defaultPrevented).toBe(true);
    expect(m.messages()).toEqual(['send a@b.co']);
    expect(location.pathname).not.toBe('/submit');
  });

  it('a click on a Button or Image with a link reports the navigation and does not follow it', async () => {
    const m = await run(`
      $w('#buy').link = '/checkout';
      $w('#photo').link = 'https://example.com/photo';
      $w('#buy').onClick(() => console.log('clicked'));
    `);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    m.$('buy').dispatchEvent(click);
    m.$('photo').click();
    await m.run.settle();
    expect(click.defaultPrevented).toBe(true);
    expect(m.messages()).toEqual(['clicked']);
    expect(m.records).toEqual([
      { kind: 'navigation', url: '/checkout' },
      { kind: 'navigation', url: 'https://example.com/photo' },
    ]);
  });

  it('a click on an <a href> reports the navigation and does not follow it', async () => {
    const m = await run('');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    m.$('plain').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(m.records).toEqual([{ kind: 'navigation', url: '/contact' }]);
  });

  it('wix-location to() reports the navigation through onRecord', async () => {
    const m = await mount({
      structure: SITE,
      html: HTML,
      code: `import wixLocationFrontend from 'wix-location-frontend';
        $w.onReady(() => $w('#buy').onClick(() => wixLocationFrontend.to('/thanks')));`,
    });
    m.$('buy').click();
    await m.run.settle();
    expect(m.records).toEqual([{ kind: 'navigation', url: '/thanks' }]);
  });
});
