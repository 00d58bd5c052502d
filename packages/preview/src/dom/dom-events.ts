import { ButtonElement, ImageElement } from '../core/elements/basic';
import {
  CheckboxGroupElement,
  DropdownElement,
  RadioButtonGroupElement,
} from '../core/elements/choices';
import { TextBoxElement, TextInputElement } from '../core/elements/inputs';
import { GalleryElement } from '../core/elements/media';
import type { VeloNode } from '../core/elements/node';
import { PaginationElement } from '../core/elements/pagination';
import { TableElement } from '../core/elements/table';
import { CheckboxElement, SwitchElement } from '../core/elements/toggles';
import { FormValueElement, SliderElement } from '../core/elements/values';
import type { Clock } from '../core/clock';
import type { PlatformEvent } from '../core/platform/context';
import type { Binder, BoundElement } from './binder';
import { controlOf, isElement } from './dom-util';

/**
 * DOM → model: a visitor using the preview. One listener per event type on the root serves
 * every element, repeater clones included (their bound element carries the item's context).
 */

export interface EventEnv {
  binder: Binder;
  clock: Clock;
  onRecord?: (record: PlatformEvent) => void;
}

const MOUSE_FIELDS = [
  'clientX',
  'clientY',
  'offsetX',
  'offsetY',
  'pageX',
  'pageY',
  'screenX',
  'screenY',
];

/** The MouseEvent fields handlers get (velo-reference §1.4); 0 where the DOM has none. */
function mouseFields(event: Event): Record<string, unknown> {
  return Object.fromEntries(MOUSE_FIELDS.map((key) => [key, Number(Reflect.get(event, key)) || 0]));
}

function keyFields(event: Event): Record<string, unknown> {
  const e = event as KeyboardEvent;
  return {
    key: e.key,
    altKey: e.altKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    shiftKey: e.shiftKey,
  };
}

/** Where a click goes instead of away: the element's link, else the `<a href>` it is in. */
function linkOf(
  path: BoundElement[],
  target: EventTarget | null,
  root: HTMLElement,
): string | null {
  for (const { node } of path) {
    if ((node instanceof ButtonElement || node instanceof ImageElement) && node.link)
      return node.link;
  }
  const anchor = isElement(target) ? target.closest('a[href]') : null;
  return anchor && root.contains(anchor) ? anchor.getAttribute('href') : null;
}

/** Row/cell of a table, item of a gallery and a Pagination bar's page, as their own events. */
function collectionEvents(path: BoundElement[], target: EventTarget | null): Promise<void>[] {
  const at = isElement(target) ? target : null;
  const work: Promise<void>[] = [];
  for (const { node } of path) {
    if (node instanceof TableElement) {
      const row = at?.closest('[data-velo-row]');
      const cell = at?.closest('[data-velo-column]');
      if (!row) continue;
      const rowIndex = Number(row.getAttribute('data-velo-row'));
      work.push(node.__fire('rowSelect', { rowIndex }));
      if (cell)
        work.push(
          node.__fire('cellSelect', {
            cellRowIndex: rowIndex,
            cellColumnId: cell.getAttribute('data-velo-column'),
          }),
        );
    } else if (node instanceof PaginationElement) {
      const page = at?.closest('[data-velo-page]');
      if (page) work.push(node.__userInput(Number(page.getAttribute('data-velo-page'))));
    } else if (node instanceof GalleryElement) {
      const figure = at?.closest('[data-velo-index]');
      if (figure)
        work.push(
          node.__fire('itemClicked', { itemIndex: Number(figure.getAttribute('data-velo-index')) }),
        );
    }
  }
  return work;
}

/**
 * A visitor's change of a form element: the DOM's value reaches the model (read before
 * anything re-renders the element), then onChange runs; from then on its validity shows.
 */
function commit(node: VeloNode, el: HTMLElement, target: EventTarget | null): Promise<void> | null {
  const control = controlOf(el);
  if (!isElement(target) || !control) return null;
  if (node instanceof TextInputElement || node instanceof TextBoxElement)
    return node.__committed(control.value);
  if (isToggle(node)) {
    node.checked = (control as HTMLInputElement).checked;
    return node.__fire('change');
  }
  if (node instanceof DropdownElement || node instanceof RadioButtonGroupElement)
    return node.__userInput((target as HTMLInputElement).value);
  if (node instanceof CheckboxGroupElement) {
    const boxes = [...el.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    return node.__userInput(boxes.filter((b) => b.checked).map((b) => b.value));
  }
  if (node instanceof SliderElement) return node.__userInput(Number(control.value));
  if (node instanceof FormValueElement) return node.__userInput(control.value);
  return null;
}

function isToggle(node: VeloNode): node is CheckboxElement | SwitchElement {
  return node instanceof CheckboxElement || node instanceof SwitchElement;
}

/** Events the root hears in the capture phase: they don't bubble. */
const CAPTURED = new Set(['mouseenter', 'mouseleave', 'focus', 'blur']);

/** Adds the listeners; returns their removal. */
export function listen(root: HTMLElement, env: EventEnv): () => void {
  const { binder, clock } = env;
  /** Handlers run asynchronously: settle() (and the page's error reporting) follow them. */
  const track = (work: Promise<unknown> | null | undefined) => {
    if (work) clock.track(work);
  };
  const fireNearest = (event: Event, type: string, fields: Record<string, unknown> = {}) =>
    track(binder.nearest(event.target)?.node.__fire(type, fields));
  /** mouseenter/mouseleave concern the element entered or left itself, not its ancestors. */
  const fireOwn = (event: Event, type: string) => {
    const bound = binder.nearest(event.target);
    if (bound?.el === event.target) track(bound.node.__fire(type, mouseFields(event)));
  };

  const onClick = (event: Event) => {
    const path = binder.path(event.target);
    const first = path[0];
    // The browser toggled the box before the click: onClick handlers see the new state.
    if (first && isToggle(first.node) && first.el === event.target)
      first.node.checked = (first.el as HTMLInputElement).checked;
    const fields = mouseFields(event);
    // Like the DOM event, a click reaches the element and every bound container around it.
    const work = path.map(({ node }) => node.__fire('click', fields));
    work.push(...collectionEvents(path, event.target));
    const link = linkOf(path, event.target, root);
    if (link !== null) {
      event.preventDefault();
      env.onRecord?.({ kind: 'navigation', url: link });
    }
    track(Promise.all(work));
  };

  const onInput = (event: Event) => {
    const bound = binder.nearest(event.target);
    const control = bound && controlOf(bound.el);
    if (!bound || !control || control !== event.target) return;
    if (bound.node instanceof TextInputElement || bound.node instanceof TextBoxElement)
      track(bound.node.__typed(control.value));
  };

  const onChange = (event: Event) => {
    const bound = binder.nearest(event.target);
    const work = bound ? commit(bound.node, bound.el, event.target) : null;
    if (bound && work) binder.touch(bound.node);
    track(work);
  };

  const listeners: Record<string, (event: Event) => void> = {
    click: onClick,
    dblclick: (event) =>
      track(
        Promise.all(
          binder.path(event.target).map(({ node }) => node.__fire('dblClick', mouseFields(event))),
        ),
      ),
    mouseenter: (event) => fireOwn(event, 'mouseIn'),
    mouseleave: (event) => fireOwn(event, 'mouseOut'),
    focus: (event) => fireNearest(event, 'focus'),
    blur: (event) => fireNearest(event, 'blur'),
    // The platform reports keydown as keyPress (velo-reference §1.4).
    keydown: (event) => fireNearest(event, 'keyPress', keyFields(event)),
    input: onInput,
    change: onChange,
    // No form navigates: page code handles submissions (the submit button's onClick runs).
    submit: (event) => event.preventDefault(),
  };
  for (const [type, listener] of Object.entries(listeners))
    root.addEventListener(type, listener, CAPTURED.has(type));
  return () => {
    for (const [type, listener] of Object.entries(listeners))
      root.removeEventListener(type, listener, CAPTURED.has(type));
  };
}
