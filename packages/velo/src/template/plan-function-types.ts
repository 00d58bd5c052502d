import type { ChangeDeadline } from './plan-change-deadline';
import type { SiteCollection, SiteField } from '../structure';
import type { Access } from './keywords';
import type { OwnedThrough } from './list-owned-through';
import type { DateWindow } from './plan-date-window';
import type { FunctionCapacity } from './plan-function-capacity';
import type { FunctionFigure } from './plan-function-figures';

/** A value an update sets, as a JS literal, or a count it adds `by` to. */
export type ItemChange = { field: SiteField; value: string } | { field: SiteField; by: number };

/** A backend function the prompt names ('updateStock(productId, stock)'), as it describes it. */
export interface PromptFunction {
  name: string;
  kind: 'read' | 'create' | 'update' | 'remove';
  collection: SiteCollection;
  /** The parameter holding the item's _id (update and remove). */
  idParam: string | null;
  /** Parameters that are fields of the collection, in order; `choices` limits a text value. */
  /** `adds`: the value sent is added to the stored one ('adds the typed amount to stock'). */
  fields: { param: string; field: SiteField; choices?: string[]; adds?: true }[];
  /** What an update sets whatever the caller sends ('sets confirmed to true', 'adds a like'). */
  constants: ItemChange[];
  access: Access;
  /** Members change only items they own (an item button on 'their own bookings'). */
  ownItem?: boolean;
  /**
   * Members change only items naming a parent they own ('offers on listings I own'): the
   * parent is read with suppressAuth and its member key (`key`) compared with the caller's id.
   */
  through?: OwnedThrough & { key: string };
  /** The collection is admins-only (kept-private.ts): read and saved with suppressAuth too. */
  privately?: true;
  /** The field naming each item's member when it is not `_owner` ('memberId'), for ownItem. */
  ownerKey?: string;
  /** Reads: how many (or at most, a parameter's number), in what order, of which days. */
  limit: number;
  limitParam?: string;
  sort: { field: string; order: 'asc' | 'desc' };
  dateWindow?: DateWindow | null;
  /** A read that returns figures over the matching items, as one object or one value. */
  figures?: { values: FunctionFigure[]; asObject: boolean };
  /** 'fails if the event is full': the joined item's capacity, counted before the insert. */
  capacity?: FunctionCapacity;
  /** 'only if status is "Scheduled"': what the item must hold before the change (a JS literal). */
  requires?: { field: string; value: string };
  /** 'not on the day itself': items whose day is this close are refused (plan-change-deadline.ts). */
  deadline?: ChangeDeadline;
}
