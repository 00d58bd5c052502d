/**
 * The preview's own stylesheets. Every `<style>` a mount adds carries `data-velo-style`, so the
 * next mount in the same frame removes them before adding its own.
 */

const MARK = 'data-velo-style';

/**
 * How the binding shows element state, whatever the page's own CSS says (hence !important):
 * collapsed and deleted elements give up their space (`hidden`), hidden ones keep it
 * (`data-velo-hidden`), repeater templates never show, invalid inputs are outlined.
 */
export const RUNTIME_CSS = `
[hidden] { display: none !important; }
[data-velo-hidden] { visibility: hidden !important; }
[data-velo-template] { display: none !important; }
[aria-invalid="true"] { outline: 2px solid #d64545 !important; outline-offset: 1px; }
[aria-disabled="true"] { opacity: 0.55; pointer-events: none; }
.vf-embed { border: 1px dashed #9fb3c8; border-radius: 6px; padding: 12px; background: #f5f7fa; font: 13px/1.4 system-ui, sans-serif; color: #334e68; }
.vf-embed ol { margin: 8px 0 0; padding-left: 20px; font-family: ui-monospace, monospace; }
.vf-gallery img { width: 100%; height: 120px; object-fit: cover; }
.vf-gallery figure { margin: 0; }
.vf-pagination { display: flex; flex-wrap: wrap; gap: 4px; }
.vf-pagination button { min-width: 32px; padding: 4px 8px; border: 1px solid #bcccdc; border-radius: 4px; background: #fff; font: inherit; cursor: pointer; }
.vf-pagination button[aria-current="page"] { background: #334e68; border-color: #334e68; color: #fff; }
`;

/** A tidy, neutral look for a page laid out from the declared hierarchy alone. */
export const NEUTRAL_CSS = `
[data-velo-layout="neutral"] { font-family: system-ui, sans-serif; color: #1f2933; line-height: 1.5; padding: 24px; display: flex; flex-direction: column; gap: 16px; }
[data-velo-layout="neutral"] section, [data-velo-layout="neutral"] header, [data-velo-layout="neutral"] footer, [data-velo-layout="neutral"] form, [data-velo-layout="neutral"] .vf-box { display: flex; flex-direction: column; gap: 12px; }
[data-velo-layout="neutral"] .vf-box { border: 1px solid #d9e2ec; border-radius: 8px; padding: 12px; }
[data-velo-layout="neutral"] .vf-columns { display: flex; gap: 12px; }
[data-velo-layout="neutral"] .vf-columns > * { flex: 1; }
[data-velo-layout="neutral"] .vf-type { font-size: 12px; color: #627d98; }
[data-velo-layout="neutral"] .vf-field { display: flex; flex-direction: column; gap: 4px; }
[data-velo-layout="neutral"] label { font-weight: 600; }
[data-velo-layout="neutral"] .vf-choice, [data-velo-layout="neutral"] .vf-check { font-weight: 400; display: flex; gap: 6px; align-items: center; }
[data-velo-layout="neutral"] input, [data-velo-layout="neutral"] select, [data-velo-layout="neutral"] textarea { font: inherit; padding: 8px; border: 1px solid #9fb3c8; border-radius: 4px; }
[data-velo-layout="neutral"] button { font: inherit; padding: 8px 16px; border: 0; border-radius: 4px; background: #2563eb; color: #fff; cursor: pointer; align-self: flex-start; }
[data-velo-layout="neutral"] img, [data-velo-layout="neutral"] video { max-width: 100%; border-radius: 4px; background: #e4e7eb; }
[data-velo-layout="neutral"] .vf-repeater { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
[data-velo-layout="neutral"] .vf-repeater > li { border: 1px solid #d9e2ec; border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
[data-velo-layout="neutral"] table { border-collapse: collapse; width: 100%; }
[data-velo-layout="neutral"] th, [data-velo-layout="neutral"] td { border-bottom: 1px solid #d9e2ec; padding: 8px; text-align: left; }
[data-velo-layout="neutral"] .vf-gallery { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
`;

/** Removes what an earlier mount added to the document's head. */
export function removeStyles(doc: Document): void {
  for (const style of [...doc.querySelectorAll(`style[${MARK}]`)]) style.remove();
}

/** Appends styles to the head (to `fallback` when the document has none), marked as ours. */
export function addStyles(doc: Document, styles: HTMLStyleElement[], fallback: Element): void {
  const head = doc.head ?? fallback;
  for (const style of styles) {
    style.setAttribute(MARK, '');
    head.append(style);
  }
}

export function styleElement(doc: Document, css: string): HTMLStyleElement {
  const style = doc.createElement('style');
  style.textContent = css;
  return style;
}
