import { describe, expect, it } from 'vitest';

import type { RepeaterElement, TextElement } from '../index';
import { runVeloPage } from './run-page';
import { structure } from './testing/structure';

const SITE = structure(
  [
    ['header', 'Section'],
    ['pageTitle', 'Text', 'header'],
    ['searchInput', 'TextInput', 'header'],
    ['categoryDropdown', 'Dropdown', 'header'],
    ['listSection', 'Section'],
    ['productsRepeater', 'Repeater', 'listSection'],
    ['productCard', 'Container', 'productsRepeater'],
    ['productImage', 'Image', 'productCard'],
    ['productTitle', 'Text', 'productCard'],
    ['productPrice', 'Text', 'productCard'],
    ['viewButton', 'Button', 'productCard'],
    ['emptyState', 'Text', 'listSection'],
    ['loadMoreButton', 'Button', 'listSection'],
    ['contactForm', 'Box'],
    ['nameInput', 'TextInput', 'contactForm'],
    ['emailInput', 'TextInput', 'contactForm'],
    ['messageBox', 'TextBox', 'contactForm'],
    ['submitButton', 'Button', 'contactForm'],
    ['formStatus', 'Text', 'contactForm'],
  ],
  [
    {
      name: 'Products',
      fields: [
        { key: 'title', type: 'text' },
        { key: 'price', type: 'number' },
        { key: 'image', type: 'image' },
        { key: 'category', type: 'text' },
        { key: 'slug', type: 'text' },
      ],
    },
    {
      name: 'Messages',
      fields: [
        { key: 'name', type: 'text' },
        { key: 'email', type: 'text' },
        { key: 'message', type: 'text' },
      ],
    },
  ],
);

const BACKEND = `
import { Permissions, webMethod } from 'wix-web-module';
import wixData from 'wix-data';

export const submitMessage = webMethod(Permissions.Anyone, async (form) => {
  if (!form.email) throw new Error('Email is required');
  const saved = await wixData.insert('Messages', form);
  return { ok: true, id: saved._id };
});
`;

const PAGE = `
import wixData from 'wix-data';
import wixLocationFrontend from 'wix-location-frontend';
import { submitMessage } from 'backend/messages.web';

const PAGE_SIZE = 4;
let lastResult = null;
let searchTimer = null;

function buildQuery() {
  let query = wixData.query('Products');
  const term = $w('#searchInput').value.trim();
  if (term) query = query.contains('title', term);
  const category = $w('#categoryDropdown').value;
  if (category && category !== 'all') query = query.eq('category', category);
  return query.ascending('title').limit(PAGE_SIZE);
}

async function loadProducts() {
  lastResult = await buildQuery().find();
  showResults(lastResult.items);
}

function showResults(items) {
  $w('#productsRepeater').data = items;
  if (items.length === 0) {
    $w('#emptyState').text = 'No products match your search.';
    $w('#emptyState').expand();
  } else {
    $w('#emptyState').collapse();
  }
  if (lastResult && lastResult.hasNext()) $w('#loadMoreButton').enable();
  else $w('#loadMoreButton').disable();
}

$w.onReady(async function () {
  $w('#pageTitle').text = 'Our products';
  $w('#productsRepeater').onItemReady(($item, item) => {
    $item('#productTitle').text = item.title;
    $item('#productPrice').text = '$' + item.price.toFixed(2);
    $item('#productImage').src = item.image;
    $item('#productImage').alt = item.title;
  });
  $w('#viewButton').onClick((event) => {
    const $item = $w.at(event.context);
    const item = $w('#productsRepeater').data.find((p) => p._id === event.context.itemId);
    wixLocationFrontend.to('/products/' + item.slug + '?from=' + encodeURIComponent($item('#productTitle').text));
  });

  const { items: all } = await wixData.query('Products').limit(1000).find();
  const categories = [...new Set(all.map((p) => p.category))];
  $w('#categoryDropdown').options = [{ label: 'All', value: 'all' }, ...categories.map((c) => ({ label: c, value: c }))];
  $w('#categoryDropdown').value = 'all';

  await loadProducts();

  $w('#searchInput').onInput(() => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(loadProducts, 400);
  });
  $w('#categoryDropdown').onChange(loadProducts);
  $w('#loadMoreButton').onClick(async () => {
    if (!lastResult || !lastResult.hasNext()) return;
    const previous = $w('#productsRepeater').data;
    lastResult = await lastResult.next();
    showResults([...previous, ...lastResult.items]);
  });

  $w('#emailInput').inputType = 'email';
  $w('#emailInput').required = true;
  $w('#nameInput').required = true;
  $w('#formStatus').hide();
  $w('#submitButton').onClick(async () => {
    if (!$w('#nameInput').valid || !$w('#emailInput').valid) {
      $w('#formStatus').text = $w('#emailInput').validationMessage || 'Please fill in your name.';
      await $w('#formStatus').show();
      return;
    }
    $w('#submitButton').disable();
    try {
      const result = await submitMessage({
        name: $w('#nameInput').value,
        email: $w('#emailInput').value,
        message: $w('#messageBox').value,
      });
      $w('#formStatus').text = result.ok ? 'Thanks, we will be in touch!' : 'Something went wrong.';
    } catch (error) {
      console.error(error);
      $w('#formStatus').text = 'Could not send your message.';
    } finally {
      $w('#submitButton').enable();
      await $w('#formStatus').show();
    }
  });
});
`;

describe('a realistic generated page', () => {
  it('runs end to end with zero errors', async () => {
    const r = await runVeloPage({
      structure: SITE,
      frontendCode: PAGE,
      backendCode: BACKEND,
      backendModulePath: 'backend/messages.web.js',
      seed: 42,
    });
    const rep = r.element('productsRepeater') as RepeaterElement;
    const titles = () =>
      rep.__itemList.map((i) => (i.elements.get('productTitle') as TextElement).text);

    expect(r.errors).toEqual([]);
    expect(r.console).toEqual([]);
    expect(titles()).toEqual([
      'Sample title 1',
      'Sample title 2',
      'Sample title 3',
      'Sample title 4',
    ]);
    expect((rep.__itemList[0]?.elements.get('productPrice') as TextElement).text).toMatch(
      /^\$\d+\.\d\d$/,
    );

    await r.fire('#loadMoreButton', 'click');
    expect(titles()).toHaveLength(8);

    await r.setValue('#searchInput', 'title 5');
    await r.settle();
    expect(titles()).toEqual(['Sample title 5']);

    await r.fire('#viewButton', 'click');
    expect(r.navigations).toEqual(['/products/sample-slug-5?from=Sample%20title%205']);

    await r.fire('#submitButton', 'click');
    expect((r.$w('#formStatus') as TextElement).text).toBe('Please fill out this field.');

    await r.setValue('#nameInput', 'Ava');
    await r.setValue('#emailInput', 'ava@example.com');
    await r.setValue('#messageBox', 'Hello!');
    await r.fire('#submitButton', 'click');
    expect((r.$w('#formStatus') as TextElement).text).toBe('Thanks, we will be in touch!');
    expect(await r.wixData.query('Messages').eq('email', 'ava@example.com').count()).toBe(1);

    expect(r.errors).toEqual([]);
    expect(r.console).toEqual([]);
  });

  it('surfaces the mistakes generated code typically makes', async () => {
    const r = await runVeloPage({
      structure: SITE,
      frontendCode: `
        import wixData from 'wix-data';
        $w.onReady(async () => {
          const { items } = await wixData.query('Product').find().catch((e) => { console.error(e.code); return { items: [] }; });
          $w('#productsRepeater').data = items.map((p) => ({ id: p._id, title: p.title }));
          $w('#productTitle').text = 42;
          $w('#submitButon').onClick(() => {});
        });
      `,
    });
    expect(r.console.map((e) => e.message)).toEqual([
      'WDE0025',
      'Wix code SDK error: The text parameter that is passed to the text method cannot be set to the value 42. It must be of type string.',
      'TypeError: $w(...).onClick is not a function',
    ]);
    expect(r.errors).toEqual(['TypeError: $w(...).onClick is not a function']);
  });
});
