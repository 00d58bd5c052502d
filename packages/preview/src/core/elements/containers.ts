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
    const id = this.__state ?? this.__children[0]?.id ?? null;
    return id === null ? null : { id, type: 'State' };
  }
  set currentState(_value: unknown) {
    this.__readOnly('currentState');
  }
  get states(): { id: string; type: 'State' }[] {
    const ids = this.__children.map((child) => child.id);
    if (this.__state !== null && !ids.includes(this.__state)) ids.push(this.__state);
    return ids.map((id) => ({ id, type: 'State' as const }));
  }

  async changeState(state: unknown): Promise<void> {
    const id = typeof state === 'object' && state !== null ? (state as { id?: unknown }).id : state;
    if (!checkType(this, 'stateOrStateId', id, 'string', 'changeState')) return;
    this.__state = id as string;
    this.__changed('state');
    await this.__fire('change');
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
