import type { GalleryElement } from '../core/elements/media';
import type { TableColumn, TableElement, TableRow } from '../core/elements/table';
import { formatValue } from '../core/log';
import { isInlineUrl, isTag, PLACEHOLDER_IMAGE } from './dom-util';

/**
 * Model → DOM for Table and Gallery. Rows and images carry their index (`data-velo-row`,
 * `data-velo-column`, `data-velo-index`) so a click reports the row, cell or gallery item.
 */

/** What an element last showed, so a re-render with unchanged data leaves the DOM alone. */
const shown = new WeakMap<Element, string>();
let redraws = 0;

function changed(el: Element, data: unknown): boolean {
  let key: string;
  try {
    key = JSON.stringify(data);
  } catch {
    // Rows that can't be serialised (cycles) are simply always redrawn.
    key = `unserialisable ${++redraws}`;
  }
  if (shown.get(el) === key) return false;
  shown.set(el, key);
  return true;
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return formatValue(value);
}

/** Declared columns, else one per field of the rows (system fields like `_id` left out). */
function columnsFor(node: TableElement): TableColumn[] {
  const declared = node.columns.filter((c) => c.visible !== false);
  if (declared.length > 0) return declared;
  const keys = new Set(node.rows.flatMap((row: TableRow) => Object.keys(row)));
  return [...keys]
    .filter((key) => !key.startsWith('_'))
    .map((key) => ({ id: key, dataPath: key, label: key }));
}

export function renderTable(node: TableElement, el: HTMLElement): void {
  const doc = el.ownerDocument;
  const table = isTag(el, 'table') ? (el as HTMLTableElement) : null;
  if (!table) return;
  const columns = columnsFor(node);
  const rows = node.rows;
  if (!changed(table, [columns, rows])) return;
  // Without any column known, the HTML's own header stays.
  if (columns.length > 0) {
    const head = table.tHead ?? table.createTHead();
    const tr = doc.createElement('tr');
    for (const column of columns) {
      const th = doc.createElement('th');
      th.setAttribute('data-key', column.dataPath);
      th.textContent = column.label;
      tr.append(th);
    }
    head.replaceChildren(tr);
  }
  const body = table.tBodies[0] ?? table.createTBody();
  body.replaceChildren(
    ...rows.map((row, index) => {
      const tr = doc.createElement('tr');
      tr.setAttribute('data-velo-row', String(index));
      for (const column of columns) {
        const td = doc.createElement('td');
        td.setAttribute('data-velo-column', column.id);
        td.textContent = cellText(row[column.dataPath]);
        tr.append(td);
      }
      return tr;
    }),
  );
}

export function renderGallery(node: GalleryElement, el: HTMLElement): void {
  const items = node.items;
  if (!changed(el, items)) return;
  const doc = el.ownerDocument;
  el.classList.add('vf-gallery');
  el.replaceChildren(
    ...items.map((item, index) => {
      const figure = doc.createElement('figure');
      figure.setAttribute('data-velo-index', String(index));
      const img = doc.createElement('img');
      img.src = isInlineUrl(item.src) ? item.src : PLACEHOLDER_IMAGE;
      img.setAttribute('data-velo-src', item.src);
      img.alt = item.title ?? item.description ?? '';
      figure.append(img);
      if (item.title) {
        const caption = doc.createElement('figcaption');
        caption.textContent = item.title;
        figure.append(caption);
      }
      return figure;
    }),
  );
}
