import type { SiteField } from '../structure';
import type { FixedCondition } from './plan-types';

/** The controls and parts of a list view: its filters and their choices, sorts, columns, states. */

/** Where a dropdown's or radio group's options come from. */
export type OptionsSource =
  /** Choices the prompt lists ('sizeDropdown with options Small, Medium, Large'). */
  /** `allLabel`: the no-filter choice when the prompt lists it among them ('All, Science, Arts'). */
  | {
      kind: 'fixed';
      values: string[];
      allLabel?: string;
      defaultValue?: string;
      /** What each value is shown as, when the prompt stores less: 'Small $25/wk' for 'Small'. */
      labels?: string[];
      /** A Yes/No field's two choices: 'yes' is saved as true, 'no' as false. */
      yesNo?: true;
    }
  | { kind: 'distinct'; collection: string; field: string; fnName: string }
  | { kind: 'tags'; collection: string; field: string; fnName: string }
  /** The months a date field's values fall in, on the visitor's calendar. */
  | { kind: 'months'; collection: string; field: string; fnName: string }
  | {
      kind: 'collection';
      collection: string;
      labelField: string;
      valueField: string;
      fnName: string;
      /** Fields of the item a pick shows, sent with each choice (item-picker.ts). */
      shows?: string[];
      /** The Map the page keeps the choices in by value, to show a pick's fields. */
      keep?: string;
      /**
       * 'pick their dog (only their own dogs)': the field holding the member's id ('_owner', or
       * a declared 'parentId'); only the signed-in member's items are choices.
       */
      ownedBy?: string;
      /** The rows the page's lists of it show ('open Jobs'): the web method takes no other. */
      offered?: FixedCondition[];
    };

/** Choices read from the data by a function of their own. */
export type LoadedOptions = Exclude<OptionsSource, { kind: 'fixed' }>;

export interface FilterControl {
  /** The control; for 'buttons', the first of them. */
  elementId: string;
  control:
    | 'dropdown'
    | 'radio'
    | 'checkbox'
    | 'checkboxGroup'
    | 'slider'
    | 'input'
    | 'date'
    | 'buttons'
    | 'month';
  /** Category buttons ('startersButton'), each filtering by its label; 'all' clears. */
  buttons: { id: string; all: boolean }[];
  /** The chosen category button is disabled, the others enabled ('the active button looks selected'). */
  marksActive?: boolean;
  field: SiteField;
  /** hasNone: items with none of the ticked tags ('HIDE any dish that contains one of them'). */
  op: 'eq' | 'ne' | 'hasSome' | 'hasAll' | 'hasNone' | 'ge' | 'le' | 'contains' | 'startsWith';
  /** The key this filter has in the options object a list's query function takes. */
  key: string;
  options: OptionsSource | null;
  /** The URL query parameter that sets this filter ('?category=shoes'): no element, elementId ''. */
  fromUrl: string | null;
  /**
   * A range slider's handle this bound reads: value[0] (low) or value[1] (high); for a month
   * dropdown, the chosen month's first day (0) or the next month's (1).
   */
  end?: 0 | 1;
  /** A day inside each item's span: 'open on that day (startDate <= day <= endDate)'. */
  untilField?: SiteField;
  /** 'When a city is picked, show that city's stores': no 'All' choice, no items until one. */
  pickFirst?: true;
  /** 'When the page loads show today's day': starts at today's weekday name. */
  startsToday?: true;
}

export interface SortOption {
  field: string;
  order: 'asc' | 'desc';
  label: string;
}

export interface TableColumn {
  field: SiteField;
  label: string;
  /** Velo column type: 'string' | 'number' | 'image'. */
  type: string;
  /** A reference column shows this field of the referenced item (the query includes it). */
  refDisplay?: string;
}

/** A multi-state box around a list and the ids of its states (the results state is required). */
export interface ListStates {
  boxId: string;
  loading: string | null;
  results: string;
  empty: string | null;
}
