import { VeloElement } from './element';
import type { VeloNode } from './node';
import { Changeable } from './form-mixins';
import {
  checkType,
  Clickable,
  Collapsible,
  Disableable,
  Focusable,
  Hideable,
  Styled,
} from './mixins';

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

/**
 * MultiStateBox: one state shown at a time, the first of its declared children until changeState
 * picks another (Wix shows the first state of Manage States). A structure may not declare the
 * states, so any state id is taken; the box keeps the current one and fires onChange as Wix does
 * after changeState.
 */
export class MultiStateBoxElement extends Changeable(ContainerElement) {
  __state: string | null = null;

  get currentState(): { id: string; type: 'State' } | null {
    return shownChild(this.__children, this.__state, 'State');
  }
  set currentState(_value: unknown) {
    this.__readOnly('currentState');
  }
  get states(): { id: string; type: 'State' }[] {
    return childList(this.__children, this.__state, 'State');
  }

  async changeState(state: unknown): Promise<void> {
    const id = idOf(state);
    if (!checkType(this, 'stateOrStateId', id, 'string', 'changeState')) return;
    this.__state = id as string;
    this.__changed('state');
    await this.__fire('change');
  }
}

/**
 * Tabs: one tab shown at a time, the first of its declared children until changeTab picks
 * another (a tab element or its id without '#'). As with states, a structure may not declare
 * the tabs, so any id is taken; changeTab fires onChange as Wix does.
 */
export class TabsElement extends Changeable(ContainerElement) {
  __tab: string | null = null;

  get currentTab(): { id: string; type: 'Tab' } | null {
    return shownChild(this.__children, this.__tab, 'Tab');
  }
  set currentTab(_value: unknown) {
    this.__readOnly('currentTab');
  }
  get defaultTab(): { id: string; type: 'Tab' } | null {
    return shownChild(this.__children, null, 'Tab');
  }
  get tabs(): { id: string; type: 'Tab' }[] {
    return childList(this.__children, this.__tab, 'Tab');
  }

  async changeTab(tab: unknown): Promise<{ id: string; type: 'Tab' } | null> {
    const id = idOf(tab);
    if (!checkType(this, 'tabReference', id, 'string', 'changeTab')) return this.currentTab;
    this.__tab = id as string;
    this.__changed('tab');
    await this.__fire('change');
    return this.currentTab;
  }

  onTabItemClicked(handler: unknown): this {
    return this.__register('tabItemClicked', 'onTabItemClicked', handler);
  }
}

/** The child shown: the one chosen, else the first declared. */
function shownChild<T extends string>(
  children: VeloNode[],
  chosen: string | null,
  type: T,
): { id: string; type: T } | null {
  const id = chosen ?? children[0]?.id ?? null;
  return id === null ? null : { id, type };
}

/** The declared children, and the chosen one when it was not declared. */
function childList<T extends string>(
  children: VeloNode[],
  chosen: string | null,
  type: T,
): { id: string; type: T }[] {
  const ids = children.map((child) => child.id);
  if (chosen !== null && !ids.includes(chosen)) ids.push(chosen);
  return ids.map((id) => ({ id, type }));
}

/** A state or tab passed as its element or its id. */
function idOf(reference: unknown): unknown {
  return typeof reference === 'object' && reference !== null
    ? (reference as { id?: unknown }).id
    : reference;
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
