import { ButtonElement, ImageElement, TextElement } from '../core/elements/basic';
import {
  CheckboxGroupElement,
  DropdownElement,
  RadioButtonGroupElement,
} from '../core/elements/choices';
import { HtmlComponentElement } from '../core/elements/html-component';
import { TextBoxElement, TextInputElement } from '../core/elements/inputs';
import { GalleryElement, VideoPlayerElement } from '../core/elements/media';
import type { VeloNode } from '../core/elements/node';
import { PaginationElement } from '../core/elements/pagination';
import { RepeaterElement } from '../core/elements/repeater';
import { TableElement } from '../core/elements/table';
import { CheckboxElement, SwitchElement } from '../core/elements/toggles';
import { FormValueElement, ProgressBarElement, SliderElement } from '../core/elements/values';
import type { RuntimeLog } from '../core/log';
import {
  renderButton,
  renderEmbed,
  renderImage,
  renderPagination,
  renderText,
  renderVideo,
} from './bind-basic';
import { renderGallery, renderTable } from './bind-collections';
import {
  renderChoiceGroup,
  renderDropdown,
  renderFormValue,
  renderProgress,
  renderSlider,
  renderTextField,
  renderToggle,
} from './bind-inputs';
import { isElement } from './dom-util';
import { renderRepeater, type ItemBinding } from './repeater-dom';
import { renderVisibility } from './visibility';

export interface BoundElement {
  node: VeloNode;
  el: HTMLElement;
}

/**
 * The two-way map between `$w` elements (page-level ones, repeater templates and every item's
 * clones) and their DOM elements, and the model → DOM rendering: after any change the changed
 * element's whole visible state is rendered again (cheap, and nothing can be missed).
 */
export class Binder implements ItemBinding {
  private readonly elements = new Map<VeloNode, HTMLElement>();
  private readonly nodes = new WeakMap<Element, VeloNode>();
  /** Fields the visitor changed: their validity shows from then on. */
  readonly touched = new WeakSet<VeloNode>();
  private disposed = false;

  constructor(
    readonly root: HTMLElement,
    private readonly log: RuntimeLog,
    /** Each Image's src right after seeding, by id (see renderImage). */
    private readonly seededSrc: ReadonlyMap<string, string>,
  ) {}

  bind(node: VeloNode, el: HTMLElement): void {
    this.elements.set(node, el);
    this.nodes.set(el, node);
    this.render(node, el);
  }

  /** Forgets the elements bound in a subtree that is going away (a removed repeater item). */
  unbindWithin(el: Element): void {
    for (const inner of [el, ...el.querySelectorAll('*')]) {
      const node = this.nodes.get(inner);
      if (node && this.elements.get(node) === inner) this.elements.delete(node);
      this.nodes.delete(inner);
    }
  }

  /** The bound elements from `target` up to the root, innermost first: how an event bubbles. */
  path(target: EventTarget | null): BoundElement[] {
    const path: BoundElement[] = [];
    let el: Element | null = isElement(target)
      ? target
      : ((target as Partial<Node> | null)?.parentElement ?? null);
    for (; el && el !== this.root; el = el.parentElement) {
      const node = this.nodes.get(el);
      if (node) path.push({ node, el: el as HTMLElement });
    }
    return path;
  }

  /** The element an event belongs to: the nearest bound one around its target. */
  nearest(target: EventTarget | null): BoundElement | undefined {
    return this.path(target)[0];
  }

  /** The page's change listener. */
  changed(node: VeloNode, prop: string): void {
    if (this.disposed) return;
    const el = this.elements.get(node);
    if (el) this.render(node, el, prop);
  }

  /** Renders again after the visitor touched a field (its validity now shows). */
  touch(node: VeloNode): void {
    this.touched.add(node);
    this.changed(node, 'touched');
  }

  dispose(): void {
    this.disposed = true;
  }

  private render(node: VeloNode, el: HTMLElement, prop?: string): void {
    try {
      renderVisibility(node, el, this.root);
      this.renderState(node, el, prop);
    } catch (error) {
      // A rendering bug must not surface as the page's own error (the setter that triggered
      // it would throw into page code): say so as a warning and keep the page running.
      this.log.write('warn', [`[preview] could not show ${node.type} #${node.id}:`, error]);
    }
  }

  private renderState(node: VeloNode, el: HTMLElement, prop: string | undefined): void {
    const fields = { root: this.root, touched: this.touched };
    if (node instanceof TextElement) renderText(node, el);
    else if (node instanceof ButtonElement) renderButton(node, el);
    else if (node instanceof ImageElement) renderImage(node, el, this.seededSrc.get(node.id));
    else if (node instanceof TextInputElement || node instanceof TextBoxElement)
      renderTextField(node, el, fields, prop);
    else if (node instanceof DropdownElement) renderDropdown(node, el, fields, prop);
    else if (node instanceof RadioButtonGroupElement || node instanceof CheckboxGroupElement)
      renderChoiceGroup(node, el, fields, prop);
    else if (node instanceof CheckboxElement || node instanceof SwitchElement)
      renderToggle(node, el, fields, prop);
    else if (node instanceof SliderElement) renderSlider(node, el);
    else if (node instanceof FormValueElement) renderFormValue(node, el, fields, prop);
    else if (node instanceof ProgressBarElement) renderProgress(node, el);
    else if (node instanceof RepeaterElement) renderRepeater(node, el, this);
    else if (node instanceof TableElement) renderTable(node, el);
    else if (node instanceof GalleryElement) renderGallery(node, el);
    else if (node instanceof VideoPlayerElement) renderVideo(node, el);
    else if (node instanceof HtmlComponentElement) renderEmbed(node, el);
    else if (node instanceof PaginationElement) renderPagination(node, el);
  }
}
