/**
 * Idiomatic generated code (velo-output-guide.md) for the SITE fixture: the checker must find no
 * errors or warnings in any of it.
 */

export const REPEATER_PAGE = `// Page code for the Products page
import wixData from 'wix-data';
import wixLocationFrontend from 'wix-location-frontend';

async function loadProducts() {
  try {
    const results = await wixData
      .query('Products')
      .eq('inStock', true)
      .ascending('title')
      .limit(24)
      .find();
    $w('#productsRepeater').data = results.items;
  } catch (err) {
    console.error('Loading products failed', err);
    $w('#statusText').text = 'Could not load products.';
  }
}

$w.onReady(async () => {
  // Fill each product card
  $w('#productsRepeater').onItemReady(($item, itemData) => {
    $item('#itemTitle').text = itemData.title;
    $item('#itemPrice').text = \`$\${Number(itemData.price).toFixed(2)}\`;
    $item('#itemImage').src = itemData.image;
    $item('#itemImage').alt = itemData.title;
  });
  // One handler for every card's button
  $w('#itemButton').onClick((event) => {
    const $card = $w.at(event.context);
    $card('#itemTitle').text = 'Opening...';
    wixLocationFrontend.to(\`/product/\${event.context.itemId}\`);
  });
  await loadProducts();
});
`;

export const FORM_PAGE = `// Page code for the Contact page
import wixData from 'wix-data';

const EMAIL_PATTERN = /^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/;

function showStatus(message) {
  $w('#statusText').text = message;
  $w('#statusText').show();
}

function validate() {
  if (!$w('#nameInput').value.trim()) return 'Please enter your name.';
  if (!EMAIL_PATTERN.test($w('#emailInput').value)) return 'Please enter a valid email.';
  return null;
}

$w.onReady(() => {
  // Save a lead when the form is submitted
  $w('#submitButton').onClick(async () => {
    const problem = validate();
    if (problem) {
      showStatus(problem);
      return;
    }
    $w('#submitButton').disable();
    const lead = {
      name: $w('#nameInput').value.trim(),
      email: $w('#emailInput').value.trim(),
      message: $w('#messageBox').value,
    };
    try {
      await wixData.insert('Leads', lead);
      $w('#nameInput').value = '';
      $w('#emailInput').value = '';
      $w('#messageBox').value = '';
      $w('#nameInput').resetValidityIndication();
      await $w('#successBox').expand();
      showStatus('Thanks! We will be in touch.');
    } catch (err) {
      console.error('Saving the lead failed', err);
      showStatus('Something went wrong. Please try again.');
    } finally {
      $w('#submitButton').enable();
    }
  });
});
`;

export const SEARCH_PAGE = `// Page code for the Shop page: debounced search with a category filter
import wixData from 'wix-data';

let debounceTimer;

async function search() {
  const term = $w('#searchInput').value.trim();
  const category = $w('#categoryDropdown').value;
  let query = wixData.query('Products');
  if (term) query = query.contains('title', term);
  if (category) query = query.eq('category', category);
  query = query.le('price', $w('#priceSlider').value);
  try {
    const { items } = await query.descending('_createdDate').limit(50).find();
    $w('#productsRepeater').data = items;
    $w('#statusText').text = items.length ? '' : 'No products match your search.';
  } catch (err) {
    console.error('Search failed', err);
  }
}

$w.onReady(async () => {
  $w('#productsRepeater').onItemReady(($item, product) => {
    $item('#itemTitle').text = product.title;
    $item('#itemPrice').text = String(product.price);
  });
  $w('#categoryDropdown').options = [
    { label: 'All', value: '' },
    { label: 'Books', value: 'books' },
  ];
  // Search 300 ms after the visitor stops typing
  $w('#searchInput').onInput(() => {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(search, 300);
  });
  $w('#categoryDropdown').onChange(() => search());
  $w('#priceSlider').onChange(() => search());
  const labels = ['Featured', 'New'].map((label, index) => ({ _id: String(index), title: label }));
  $w('#productsRepeater').data = labels;
  await search();
});
`;

export const WEB_BACKEND = `// backend/products.web.js
import { Permissions, webMethod } from 'wix-web-module';
import wixData from 'wix-data';

export const getFeaturedProducts = webMethod(Permissions.Anyone, async (limit) => {
  if (typeof limit !== 'number' || limit < 1 || limit > 100) {
    throw new Error('limit must be a number between 1 and 100');
  }
  const results = await wixData.query('Products').eq('inStock', true).limit(limit).find();
  return results.items.map((item) => ({ _id: item._id, title: item.title, price: item.price }));
});

export const saveLead = webMethod(Permissions.Anyone, async (lead) => {
  if (!lead || typeof lead.email !== 'string') throw new Error('A lead needs an email');
  // suppressAuth: visitors cannot write Leads directly; this method validates instead.
  return wixData.insert('Leads', { name: lead.name, email: lead.email }, { suppressAuth: true });
});
`;

export const WEB_PAGE = `// Page code for the Home page
import { getFeaturedProducts, saveLead } from 'backend/products.web';

$w.onReady(async () => {
  $w('#productsRepeater').onItemReady(($item, item) => {
    $item('#itemTitle').text = item.title;
  });
  try {
    $w('#productsRepeater').data = await getFeaturedProducts(6);
  } catch (err) {
    console.error('Loading featured products failed', err);
    $w('#statusText').text = 'Could not load products.';
  }
  $w('#submitButton').onClick(async () => {
    try {
      await saveLead({ name: $w('#nameInput').value, email: $w('#emailInput').value });
      $w('#statusText').text = 'Saved';
    } catch (err) {
      console.error('Saving failed', err);
    }
  });
});
`;

export const JSW_BACKEND = `// backend/products.jsw
import wixData from 'wix-data';

export async function countProducts(category) {
  if (typeof category !== 'string') throw new Error('category must be a string');
  return wixData.query('Products').eq('category', category).count();
}
`;

export const JSW_PAGE = `import { countProducts } from 'backend/products';

$w.onReady(async () => {
  try {
    const count = await countProducts('books');
    $w('#titleText').text = \`\${count} books\`;
  } catch (err) {
    console.error('Counting failed', err);
  }
});
`;

export const FRONTEND_MODULES_PAGE = `import wixLocationFrontend from 'wix-location-frontend';
import wixWindowFrontend from 'wix-window-frontend';
import { local, session } from 'wix-storage-frontend';
import { authentication, currentMember } from 'wix-members-frontend';

async function showMember() {
  try {
    const member = await currentMember.getMember();
    const roles = await currentMember.getRoles();
    $w('#memberText').text = member ? \`Hi \${member.profile.nickname} (\${roles.length} roles)\` : 'Welcome!';
  } catch (err) {
    console.error('Reading the member failed', err);
  }
}

$w.onReady(async () => {
  if (wixWindowFrontend.rendering.env === 'browser') {
    local.setItem('lastVisit', String(Date.now()));
    session.setItem('page', wixLocationFrontend.path.join('/'));
  }
  if (wixWindowFrontend.formFactor === 'Mobile') $w('#heroSection').collapse();
  const ref = wixLocationFrontend.query.ref;
  if (ref) $w('#titleText').text = \`Referred by \${ref}\`;
  $w('#loginButton').onClick(async () => {
    if (authentication.loggedIn()) {
      wixLocationFrontend.to('/account');
      return;
    }
    await authentication.promptLogin({ mode: 'login' });
    await showMember();
  });
  $w('#itemButton').onClick(() => wixWindowFrontend.openLightbox('Product Details', { id: 1 }));
  await showMember();
});
`;

export const LEGACY_MODULES_PAGE = `import wixLocation from 'wix-location';
import wixWindow from 'wix-window';
import { local } from 'wix-storage';

$w.onReady(() => {
  $w('#titleText').text = wixLocation.url;
  if (wixWindow.rendering.env === 'browser') local.setItem('seen', 'yes');
  $w('#loginButton').onClick(() => wixLocation.to('/login'));
  $w('#productsDataset').onReady(() => {
    $w('#statusText').text = \`\${$w('#productsDataset').getTotalCount()} products\`;
  });
});
`;

export const HTML_EMBED_PAGE = `// Talks to the HTML embed in #html1
$w.onReady(() => {
  $w('#html1').onMessage((event) => {
    if (event.data && event.data.type === 'ready') {
      $w('#html1').postMessage({ type: 'products', count: 3 });
    }
  });
});
`;

export const GOOD_HTML = `<!DOCTYPE html>
<html>
<head>
  <meta charset="utf-8">
  <style>
    #leadForm { display: grid; gap: 8px; }
  </style>
</head>
<body>
  <section id="heroSection"><h1 id="titleText">Our shop</h1></section>
  <form id="leadForm">
    <input id="nameInput" type="text" placeholder="Name">
    <input id="emailInput" type="email" placeholder="Email">
    <textarea id="messageBox"><b>not markup</b></textarea>
    <button id="submitButton" type="submit">Send</button>
  </form>
  <p id="statusText">
  <script>
    window.onmessage = (event) => { if (event.data) console.log(event.data); };
    window.parent.postMessage({ type: 'ready' }, '*');
  </script>
</body>
</html>
`;
