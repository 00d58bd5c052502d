import type { VeloNode } from '../core/elements/node';
import { humanize, PLACEHOLDER_IMAGE } from './dom-util';

/**
 * A fitting element for a declared Velo element, used for the whole page when there is no HTML
 * and for declared ids the HTML lacks. Its content is left to the binding, which renders the
 * element's state (a Text's text, a Button's label, a Dropdown's options…) from the model.
 */
export interface Rendition {
  /** What goes into the parent: the element itself, or a wrapper around it and its label. */
  outer: HTMLElement;
  /** The element carrying the id, the one bound to the `$w` element. */
  element: HTMLElement;
}

const CONTAINER_TAGS: Record<string, string> = {
  Section: 'section',
  Header: 'header',
  Footer: 'footer',
  Form: 'form',
  Box: 'div',
  Container: 'div',
  Column: 'div',
  MediaBox: 'div',
  ColumnStrip: 'div',
};

/** Velo types whose model has no DOM (datasets are data, not elements). */
export function hasNoDom(node: VeloNode): boolean {
  return /^(Dataset|DynamicDataset)$/.test(node.__spec.veloType ?? '');
}

export function rendition(doc: Document, node: VeloNode): Rendition {
  const type = node.__spec.veloType ?? '';
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) => {
    const el = doc.createElement(tag);
    if (className) el.className = className;
    return el;
  };
  const own = <T extends HTMLElement>(el: T): T => {
    el.id = node.id;
    return el;
  };
  const single = (el: HTMLElement): Rendition => ({ outer: own(el), element: el });
  /** A control with its label above it, like the generated HTML writes one. */
  const field = (control: HTMLElement): Rendition => {
    const wrapper = make('div', 'vf-field');
    const label = make('label');
    label.htmlFor = node.id;
    label.textContent = humanize(node.id);
    wrapper.append(label, own(control));
    return { outer: wrapper, element: control };
  };
  const input = (inputType: string): HTMLInputElement => {
    const el = make('input');
    el.type = inputType;
    return el;
  };
  /** A box naming what it stands for, for elements the preview cannot show for real. */
  const labelled = (className: string, caption: string): Rendition => {
    const box = make('div', className);
    const tag = make('span', 'vf-type');
    tag.textContent = caption;
    box.append(tag);
    return single(box);
  };

  const container = CONTAINER_TAGS[type];
  if (container) {
    const el = doc.createElement(container);
    el.className = type === 'ColumnStrip' ? 'vf-columns' : 'vf-box';
    return single(el);
  }
  switch (type) {
    case 'Text':
      return single(make(/title|heading|headline/i.test(node.id) ? 'h2' : 'p'));
    case 'Button':
      return single(Object.assign(make('button'), { type: 'button' }));
    case 'Image':
    case 'VectorImage':
      return single(Object.assign(make('img'), { src: PLACEHOLDER_IMAGE, alt: humanize(node.id) }));
    case 'TextInput':
    case 'AddressInput':
      return field(input('text'));
    case 'TextBox':
    case 'RichTextBox':
      return field(Object.assign(make('textarea'), { rows: 4 }));
    case 'Dropdown':
      return field(make('select'));
    case 'DatePicker':
      return field(input('date'));
    case 'TimePicker':
      return field(input('time'));
    case 'RatingsInput':
      return field(Object.assign(input('number'), { min: '0', max: '5' }));
    case 'UploadButton':
      return field(input('file'));
    case 'Slider':
    case 'RangeSlider':
      return field(input('range'));
    case 'Checkbox':
    case 'Switch': {
      const label = make('label', 'vf-check');
      const box = own(input('checkbox'));
      if (type === 'Switch') box.setAttribute('role', 'switch');
      label.append(box, ` ${humanize(node.id)}`);
      return { outer: label, element: box };
    }
    case 'RadioButtonGroup':
    case 'CheckboxGroup': {
      const set = make('fieldset');
      const legend = make('legend');
      legend.textContent = humanize(node.id);
      set.append(legend);
      return single(set);
    }
    case 'ProgressBar':
      return single(make('progress'));
    case 'Pagination':
      return single(make('nav'));
    case 'Repeater': {
      const list = make('ul', 'vf-repeater');
      const template = make('li');
      template.setAttribute('data-template', '');
      template.setAttribute('data-velo-template', '');
      list.append(template);
      return single(list);
    }
    case 'Table':
      return single(make('table'));
    case 'Gallery':
      return single(make('div', 'vf-gallery'));
    case 'VideoPlayer':
    case 'VideoBox':
      return single(Object.assign(make('video'), { controls: true }));
    case 'HtmlComponent':
    case 'IFrame':
      return labelled('vf-embed', `HTML embed #${node.id}`);
    case 'Anchor':
      return single(make('span'));
    default:
      return labelled('vf-box vf-unknown', `${type || 'Custom element'} #${node.id}`);
  }
}
