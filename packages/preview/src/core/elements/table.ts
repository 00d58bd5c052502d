import { rangeMessage } from '../messages';
import { VeloElement } from './element';
import { checkType, Clickable, Collapsible, Hideable } from './mixins';

export type TableRow = Record<string, unknown>;

export interface TableColumn {
  id: string;
  dataPath: string;
  label: string;
  type?: string;
  [field: string]: unknown;
}

function copyRows(rows: TableRow[]): TableRow[] {
  return rows.map((row) => ({ ...row }));
}

/**
 * Table [Element, HiddenCollapsed, Clickable]: `rows` and `columns` are copied on set and read
 * (arrays can't be edited in place); row and cell events carry the row's data.
 */
export class TableElement extends Clickable(Collapsible(Hideable(VeloElement))) {
  _rows: TableRow[] = [];
  _columns: TableColumn[] = [];
  _pagination: Record<string, unknown> = { type: 'normal', rowsPerPage: 10 };
  _selectedRow: number | null = null;
  _dataFetcher: unknown = undefined;

  get rows(): TableRow[] {
    return copyRows(this._rows);
  }
  set rows(value: TableRow[]) {
    if (!checkType(this, 'rows', value, 'array')) return;
    this._rows = copyRows(value);
    this._selectedRow = null;
    this.__changed('rows');
  }
  get columns(): TableColumn[] {
    return this._columns.map((c) => ({ ...c }));
  }
  set columns(value: TableColumn[]) {
    if (!checkType(this, 'columns', value, 'array')) return;
    for (const column of value as unknown[]) {
      if (!checkType(this, 'column', column, 'object', 'columns')) return;
    }
    this._columns = value.map((c) => ({ ...c }));
    this.__changed('columns');
  }
  get pagination(): Record<string, unknown> {
    return { ...this._pagination };
  }
  set pagination(value: Record<string, unknown>) {
    if (checkType(this, 'pagination', value, 'object')) this._pagination = { ...value };
  }
  get dataFetcher(): unknown {
    return this._dataFetcher;
  }
  set dataFetcher(value: unknown) {
    if (checkType(this, 'dataFetcher', value, 'function')) this._dataFetcher = value;
  }
  refresh(): Promise<void> {
    this.__changed('rows');
    return Promise.resolve();
  }
  selectRow(index: number): void {
    if (this.__checkRow(index, 'selectRow')) this._selectedRow = index;
  }
  updateRow(index: number, data: TableRow): void {
    if (!this.__checkRow(index, 'updateRow')) return;
    if (!checkType(this, 'rowData', data, 'object', 'updateRow')) return;
    this._rows[index] = { ...data };
    this.__changed('rows');
  }
  onRowSelect(handler: unknown): this {
    return this.__register('rowSelect', 'onRowSelect', handler);
  }
  onCellSelect(handler: unknown): this {
    return this.__register('cellSelect', 'onCellSelect', handler);
  }
  onDataChange(handler: unknown): this {
    return this.__register('dataChange', 'onDataChange', handler);
  }

  __checkRow(index: unknown, fn: string): index is number {
    if (!checkType(this, 'index', index, 'number', fn) || typeof index !== 'number') return false;
    if (index < 0 || index >= this._rows.length) {
      this.__host.log.sdkError(
        rangeMessage('index', fn, index, 0, Math.max(0, this._rows.length - 1)),
      );
      return false;
    }
    return true;
  }

  override __eventFields(type: string, extra: Record<string, unknown>): Record<string, unknown> {
    if (type === 'rowSelect') {
      const rowIndex = typeof extra.rowIndex === 'number' ? extra.rowIndex : 0;
      this._selectedRow = rowIndex;
      return { rowIndex, rowData: this._rows[rowIndex] };
    }
    if (type === 'cellSelect') {
      const cellRowIndex = typeof extra.cellRowIndex === 'number' ? extra.cellRowIndex : 0;
      const column = this._columns.find((c) => c.id === extra.cellColumnId) ?? this._columns[0];
      return {
        cellRowIndex,
        cellColumnId: column?.id,
        cellData: column ? this._rows[cellRowIndex]?.[column.dataPath] : undefined,
      };
    }
    return {};
  }
}
