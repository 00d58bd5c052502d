import { buildStructure, type SiteStructure } from '../../structure';
import type { BackendModule, Diagnostic } from '../../types';

/** A small store site used across the checker's tests: products, a lead form, a member area. */
export const SITE: SiteStructure = buildStructure({
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
        { id: 'description', type: 'text' },
        { id: 'image', type: 'image' },
        { id: 'category', type: 'text' },
        { id: 'inStock', type: 'boolean' },
        { id: 'tags', type: 'tags' },
      ],
    },
    {
      name: 'Leads',
      fields: [
        { id: 'name', type: 'text' },
        { id: 'email', type: 'text' },
        { id: 'message', type: 'text' },
      ],
    },
  ],
  elementIds: [],
  elementHierarchy: {
    elements: [
      { id: 'titleText', type: 'text' },
      { id: 'statusText', type: 'text' },
      { id: 'searchInput', type: 'input' },
      { id: 'categoryDropdown', type: 'dropdown' },
      {
        id: 'productsRepeater',
        type: 'repeater',
        children: ['itemTitle', 'itemPrice', 'itemImage', 'itemButton'],
      },
      { id: 'itemTitle', type: 'text' },
      { id: 'itemPrice', type: 'text' },
      { id: 'itemImage', type: 'image' },
      { id: 'itemButton', type: 'button' },
      {
        id: 'leadForm',
        type: 'form',
        children: ['nameInput', 'emailInput', 'messageBox', 'submitButton'],
      },
      { id: 'nameInput', type: 'input' },
      { id: 'emailInput', type: 'input' },
      { id: 'messageBox', type: 'textarea' },
      { id: 'submitButton', type: 'button' },
      { id: 'successBox', type: 'container' },
      { id: 'heroSection', type: 'section' },
      { id: 'productsDataset', type: 'dataset' },
      { id: 'loginButton', type: 'button' },
      { id: 'memberText', type: 'text' },
      { id: 'priceSlider', type: 'slider' },
      { id: 'html1', type: 'custom', customType: 'HtmlComponent' },
    ],
  },
});

export const WEB_MODULE: BackendModule = {
  path: 'backend/products.web.js',
  importPath: 'backend/products.web',
};

export const JSW_MODULE: BackendModule = {
  path: 'backend/products.jsw',
  importPath: 'backend/products',
};

export const pieces = (
  frontendCode: string,
  backendCode = '',
  htmlCode = '',
): { frontendCode: string; backendCode: string; htmlCode: string } => ({
  frontendCode,
  backendCode,
  htmlCode,
});

/** Errors and warnings only: infos are advice, not findings. */
export const problems = (diagnostics: Diagnostic[]): Diagnostic[] =>
  diagnostics.filter((d) => d.severity !== 'info');

/** One line per diagnostic, for readable assertion failures. */
export const describeAll = (diagnostics: Diagnostic[]): string[] =>
  diagnostics.map((d) => `${d.piece}:${d.line}:${d.column} ${d.severity} ${d.code}: ${d.message}`);
