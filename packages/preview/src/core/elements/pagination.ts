import { rangeMessage, typeMessage } from '../messages';
import { VeloElement } from './element';
import { Changeable } from './form-mixins';
import type { UserInput } from './inputs';
import { checkType, Clickable, Collapsible, Disableable, Hideable } from './mixins';

/**
 * Pagination [Element, Disabled, HiddenCollapsed, Clickable]: a bar of numbered pages. The code
 * sets `totalPages` and `currentPage` (1 to totalPages); a visitor's pick sets `currentPage` and
 * fires onChange, as a pick in the editor's Pagination Bar does.
 */
export class PaginationElement
  extends Clickable(Disableable(Collapsible(Hideable(Changeable(VeloElement)))))
  implements UserInput
{
  _totalPages = 1;
  _currentPage = 1;

  get totalPages(): number {
    return this._totalPages;
  }
  set totalPages(value: number) {
    if (!checkType(this, 'totalPages', value, 'number')) return;
    if (!Number.isInteger(value) || value < 1) {
      this.__host.log.sdkError(typeMessage('totalPages', 'totalPages', value, 'positive integer'));
      return;
    }
    this._totalPages = value;
    this._currentPage = Math.min(this._currentPage, value);
    this.__changed('totalPages');
  }
  get currentPage(): number {
    return this._currentPage;
  }
  set currentPage(value: number) {
    if (!checkType(this, 'currentPage', value, 'number')) return;
    if (!Number.isInteger(value) || value < 1 || value > this._totalPages) {
      this.__host.log.sdkError(
        rangeMessage('currentPage', 'currentPage', value, 1, this._totalPages),
      );
      return;
    }
    this._currentPage = value;
    this.__changed('currentPage');
  }

  async __userInput(value: unknown): Promise<void> {
    const page = Math.min(this._totalPages, Math.max(1, Math.round(Number(value)) || 1));
    if (page === this._currentPage || !this.enabled) return;
    this._currentPage = page;
    this.__changed('currentPage');
    await this.__fire('change');
  }
}
