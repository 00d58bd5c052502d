import { describe, expect, it } from 'vitest';

import type {
  DropdownElement,
  HtmlComponentElement,
  TableElement,
  TextElement,
  TextInputElement,
  VideoPlayerElement,
} from '../../index';
import { runVeloPage } from '../run-page';
import { structure } from '../testing/structure';

const page = structure([
  ['title', 'Text'],
  ['btn', 'Button'],
  ['pic', 'Image'],
  ['email', 'TextInput'],
  ['notes', 'TextBox'],
  ['pick', 'Dropdown'],
  ['radio', 'RadioButtonGroup'],
  ['multi', 'CheckboxGroup'],
  ['agree', 'Checkbox'],
  ['volume', 'Slider'],
  ['gallery', 'Gallery'],
  ['table', 'Table'],
  ['embed', 'HtmlComponent'],
  ['video', 'VideoPlayer'],
  ['date', 'DatePicker'],
  ['states', 'MultiStateBox'],
  ['pager', 'Pagination'],
]);

const run = (frontendCode: string) => runVeloPage({ structure: page, frontendCode });
const messages = (r: { console: { message: string }[] }) => r.console.map((e) => e.message);
const sdk = (message: string) => `Wix code SDK error: ${message}`;

describe('set-time validation', () => {
  it('logs (never throws) when text, label or html get a non-string, keeping the old value', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#title').text = 'ok';
        $w('#title').text = 5;
        $w('#title').text = null;
        $w('#btn').label = { a: 1 };
        $w('#btn').target = '_top';
      });
    `);
    expect(messages(r)).toEqual([
      sdk(
        'The text parameter that is passed to the text method cannot be set to the value 5. It must be of type string.',
      ),
      sdk('The text parameter that is passed to the text method cannot be set to null.'),
      sdk(
        'The label parameter that is passed to the label method cannot be set to the value {"a":1}. It must be of type string.',
      ),
      sdk(
        'The target parameter that is passed to the target method cannot be set to the value _top. It must be of type from (_blank,_self).',
      ),
    ]);
    expect((r.$w('#title') as TextElement).text).toBe('ok');
    expect(r.errors).toEqual([]);
  });

  it('checks array-valued properties', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#pick').options = 'a,b';
        $w('#pick').options = [{ label: 'A', value: 'a' }, {}];
        $w('#table').rows = {};
        $w('#gallery').items = 'x';
      });
    `);
    expect(messages(r)).toEqual([
      sdk(
        'The options parameter that is passed to the options method cannot be set to the value a,b. It must be of type array.',
      ),
      sdk(
        'The options parameter at index 1 that is passed to the options function cannot be set to {}. Options must contain either a non-null value or a non-null label.',
      ),
      sdk(
        'The rows parameter that is passed to the rows method cannot be set to the value {}. It must be of type array.',
      ),
      sdk(
        'The items parameter that is passed to the items method cannot be set to the value x. It must be of type array.',
      ),
    ]);
  });

  it('accepts only http(s) and wix:image URLs for Image.src', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#pic').src = 'https://static.wixstatic.com/media/a.jpg';
        $w('#pic').src = 'ftp://x/y.jpg';
      });
    `);
    expect(messages(r)).toEqual([
      sdk(
        'The "src" property cannot be set to "ftp://x/y.jpg". It must be a valid URL starting with "http://", "https://", or a valid image URL starting with "wix:image://".',
      ),
    ]);
  });

  it('keeps text and html in step', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#title').html = '<h1>Big &amp; bold</h1>';
        console.log($w('#title').text);
        $w('#title').text = '<b>';
        console.log($w('#title').html);
      });
    `);
    expect(messages(r)).toEqual(['Big & bold', '<p>&lt;b&gt;</p>']);
  });
});

describe('inputs', () => {
  it('keeps TextInput.value a string and computes validity (required, email)', async () => {
    const r = await run(`
      $w.onReady(() => {
        const input = $w('#email');
        input.inputType = 'email';
        input.required = true;
        console.log(input.valid, input.validity.valueMissing, input.validationMessage);
        input.value = 42;
        console.log(typeof input.value, input.valid, input.validity.typeMismatch);
        input.value = 'a@b.co';
        console.log(input.valid);
        input.onCustomValidation((value, reject) => { if (!value.endsWith('.com')) reject('Use a .com address'); });
        console.log(input.valid, input.validationMessage, input.validity.customError);
        input.value = '';
        input.required = false;
        console.log(input.valid);
      });
    `);
    expect(messages(r)).toEqual([
      'false true Please fill out this field.',
      'string false true',
      'true',
      'false Use a .com address true',
      'true',
    ]);
  });

  it('fires input then change for a visitor, never for code', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#notes').onInput((e) => console.log('input ' + e.target.value));
        $w('#notes').onChange((e) => console.log('change ' + e.target.value + ' ' + e.type));
        $w('#notes').value = 'set by code';
      });
    `);
    expect(messages(r)).toEqual([]);
    await r.setValue('#notes', 'typed');
    expect(messages(r)).toEqual(['input typed', 'change typed change']);
    expect(() => r.page.target('#missing')).toThrow('No element #missing on the page');
    await expect(r.setValue('#title', 'x')).rejects.toThrow(
      '#title is a $w.Text: it takes no user input',
    );
  });

  it('separates keystrokes (onInput) from the commit (onChange), cutting at maxLength', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#email').maxLength = 3;
        $w('#email').onInput(() => console.log('input ' + $w('#email').value));
        $w('#email').onChange(() => console.log('change ' + $w('#email').value));
      });
    `);
    const email = r.element('email') as TextInputElement;
    await email.__typed('a');
    await email.__typed('abcd');
    await email.__committed('abcd');
    expect(messages(r)).toEqual(['input a', 'input abc', 'change abc']);
  });

  it('copies Dropdown options on set and read; value and selectedIndex agree', async () => {
    const r = await run(`
      $w.onReady(() => {
        const options = [{ label: 'One', value: '1' }, { label: 'Two', value: '2' }];
        $w('#pick').options = options;
        options.push({ label: 'Three', value: '3' });
        $w('#pick').options.push({ label: 'Four', value: '4' });
        console.log($w('#pick').options.length);
        $w('#pick').selectedIndex = 1;
        console.log($w('#pick').value);
        $w('#pick').value = '1';
        console.log($w('#pick').selectedIndex);
        $w('#pick').selectedIndex = 9;
      });
    `);
    expect(messages(r)).toEqual([
      '2',
      '2',
      '0',
      sdk(
        'The value of selectedIndex parameter that is passed to the selectedIndex method cannot be set to the value 9. It must be between 0 and 1.',
      ),
    ]);
    await r.setValue('#pick', 'Two');
    expect((r.$w('#pick') as DropdownElement).value).toBe('2');
  });

  it('models RadioButtonGroup, CheckboxGroup, Checkbox and Slider values', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#radio').options = [{ label: 'S', value: 's' }, { label: 'M', value: 'm' }];
        $w('#radio').value = 'm';
        $w('#multi').options = [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }, { label: 'C', value: 'c' }];
        $w('#multi').selectedIndices = [0, 2];
        $w('#agree').value = 'yes';
        $w('#agree').required = true;
        $w('#volume').max = 10;
        $w('#volume').value = 7;
        $w('#volume').value = 70;
        console.log($w('#radio').selectedIndex, $w('#multi').value.join(), $w('#agree').checked, $w('#agree').valid, $w('#volume').value);
      });
    `);
    expect(messages(r)).toEqual([
      sdk(
        'The value of value parameter that is passed to the value method cannot be set to the value 70. It must be between 0 and 10.',
      ),
      '1 a,c false false 7',
    ]);
    await r.setValue('#agree', true);
    expect(r.$w('#agree')).toMatchObject({ checked: true, valid: true });
  });

  it('gives loosely modelled form types a value and onChange', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#date').onChange((e) => console.log(e.target.value instanceof Date));
        $w('#date').value = new Date();
      });
    `);
    await r.setValue('#date', new Date());
    expect(messages(r)).toEqual(['true']);
  });
});

describe('events', () => {
  it('stacks handlers, awaits async ones and collects their errors', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#btn')
          .onClick(async () => { await null; throw new TypeError('async fail'); })
          .onClick(() => console.log('second handler'))
          .onDblClick((e) => console.log(e.type, e.clientX));
      });
    `);
    await r.fire('#btn', 'click');
    await r.fire('#btn', 'dblclick');
    expect(messages(r)).toEqual(['second handler', 'dblClick 0']);
    expect(r.errors).toEqual(['TypeError: async fail']);
  });

  it('delivers table row events with their row data', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#table').columns = [{ id: 'c1', dataPath: 'name', label: 'Name', type: 'string' }];
        $w('#table').rows = [{ name: 'Ann' }, { name: 'Bo' }];
        $w('#table').onRowSelect((e) => console.log(e.rowIndex, e.rowData.name));
        $w('#table').onCellSelect((e) => console.log(e.cellColumnId, e.cellData));
        $w('#table').updateRow(1, { name: 'Bea' });
      });
    `);
    await r.fire('#table', 'rowSelect', { rowIndex: 1 });
    await r.fire('#table', 'cellSelect', { cellRowIndex: 0 });
    expect(messages(r)).toEqual(['1 Bea', 'c1 Ann']);
    expect((r.$w('#table') as TableElement).rows).toEqual([{ name: 'Ann' }, { name: 'Bea' }]);
  });

  it('keeps a Pagination bar on a page it has, and a pick fires onChange', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#pager').totalPages = 4;
        $w('#pager').currentPage = 5;
        $w('#pager').currentPage = 2;
        $w('#pager').totalPages = 0;
        $w('#pager').onChange((event) => console.log('page', event.target.currentPage));
      });
    `);
    expect(messages(r)).toEqual([
      sdk(
        'The value of currentPage parameter that is passed to the currentPage method cannot be set to the value 5. It must be between 1 and 4.',
      ),
      sdk(
        'The totalPages parameter that is passed to the totalPages method cannot be set to the value 0. It must be of type positive integer.',
      ),
    ]);
    await r.setValue('#pager', 3);
    expect(r.$w('#pager')).toMatchObject({ currentPage: 3, totalPages: 4 });
    expect(messages(r).at(-1)).toBe('page 3');
  });

  it('bridges HtmlComponent messages both ways', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#embed').onMessage((event) => {
          if (event.data.type === 'ready') $w('#embed').postMessage({ items: [1, 2] });
        });
      });
    `);
    await r.fire('#embed', 'message', { data: { type: 'ready' } });
    expect((r.$w('#embed') as HtmlComponentElement).__sent).toEqual([{ items: [1, 2] }]);
  });

  it('plays videos and galleries through promises that fire onPlay/onPause', async () => {
    const r = await run(`
      $w.onReady(async () => {
        $w('#video').src = 'https://video.wixstatic.com/video/a/720p/mp4/file.mp4';
        $w('#video').onPlay(() => console.log('playing'));
        $w('#video').onPause(() => console.log('paused'));
        await $w('#video').play();
        await $w('#video').togglePlay();
        $w('#gallery').items = [{ src: 'https://static.wixstatic.com/media/1.jpg', title: 'One' }];
        $w('#gallery').onItemClicked((e) => console.log('clicked ' + e.item.title + ' ' + e.itemIndex));
      });
    `);
    await r.fire('#gallery', 'itemClicked', { itemIndex: 0 });
    expect(messages(r)).toEqual(['playing', 'paused', 'clicked One 0']);
    expect((r.$w('#video') as VideoPlayerElement).isPlaying).toBe(false);
    expect((r.$w('#email') as TextInputElement).value).toBe('');
  });
});
