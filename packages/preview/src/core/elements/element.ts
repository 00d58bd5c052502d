import { VeloNode } from './node';

/**
 * The Element and Viewport mixins (velo-reference §2) on top of Node: every visual element has
 * them; datasets do not.
 */
export class VeloElement extends VeloNode {
  _deleted = false;

  get global(): boolean {
    return false;
  }
  set global(_value: boolean) {
    this.__readOnly('global');
  }

  get rendered(): boolean {
    return true;
  }
  set rendered(_value: boolean) {
    this.__readOnly('rendered');
  }

  get deleted(): boolean {
    return this._deleted;
  }
  set deleted(_value: boolean) {
    this.__readOnly('deleted');
  }

  override __selfVisible(): boolean {
    return !this._deleted && super.__selfVisible();
  }

  delete(): Promise<void> {
    this._deleted = true;
    this.__changed('deleted');
    return Promise.resolve();
  }

  restore(): Promise<void> {
    this._deleted = false;
    this.__changed('deleted');
    return Promise.resolve();
  }

  scrollTo(): Promise<void> {
    return Promise.resolve();
  }

  onMouseIn(handler: unknown): this {
    return this.__register('mouseIn', 'onMouseIn', handler);
  }

  onMouseOut(handler: unknown): this {
    return this.__register('mouseOut', 'onMouseOut', handler);
  }

  onViewportEnter(handler: unknown): this {
    return this.__register('viewportEnter', 'onViewportEnter', handler);
  }

  onViewportLeave(handler: unknown): this {
    return this.__register('viewportLeave', 'onViewportLeave', handler);
  }
}

/** True when the element and every ancestor is shown, expanded and not deleted. */
export function isShown(node: VeloNode): boolean {
  for (let n: VeloNode | null = node; n; n = n.__parent) {
    if (!n.__selfVisible()) return false;
  }
  return true;
}
