import { VeloElement } from './element';
import type { VeloNode } from './node';
import { Clickable, Collapsible, Disableable, Focusable, Hideable, Styled } from './mixins';

/**
 * Box, Section, Column, ColumnStrip, Container, Header, Footer, Form: the ContainableMixin's
 * read-only `children` plus show/hide/collapse/expand and clicks.
 */
export class ContainerElement extends Styled(Clickable(Collapsible(Hideable(VeloElement)))) {
  get children(): VeloNode[] {
    return [...this.__children];
  }
  set children(_value: VeloNode[]) {
    this.__readOnly('children');
  }
}

/** ColumnStrip: its `columns` are its children. */
export class ColumnStripElement extends ContainerElement {
  get columns(): VeloNode[] {
    return this.children;
  }
  set columns(_value: VeloNode[]) {
    this.__readOnly('columns');
  }
}

/**
 * Elements of unknown (custom) or unmodelled types: the mixins nearly every visual element
 * shares, so generic calls (show, onClick, enable…) behave and type-specific ones are absent.
 */
export class GenericElement extends Styled(
  Focusable(Clickable(Disableable(Collapsible(Hideable(VeloElement))))),
) {
  get children(): VeloNode[] {
    return [...this.__children];
  }
  set children(_value: VeloNode[]) {
    this.__readOnly('children');
  }
}

/** Anchor: a Node with viewport events only. */
export class AnchorElement extends VeloElement {
  _name = '';
  get name(): string {
    return this._name || this.id;
  }
}
