import type { FieldType } from '@veloforge/shared';
import type { SiteCollection, SiteField, SiteStructure } from '../structure';
import type { BackendModule, TGenerationPreferences, TGenerationRequest } from '../types';
import type { PromptFeatures } from './keywords';
import type { ChoiceVote } from './plan-choice-votes';
import type { ItemPicker } from './item-picker';
import type { QuizScore } from './quiz-scores';
import type { ShareButton } from './share-links';
import type { RevealPlan, TogglePlan } from './plan-toggles';
import type { WidgetPlan } from './plan-widgets';
import type { SwitchPlan } from './plan-switches';
import type { EmbedPlan } from './plan-embeds';
import type { LookupPlan } from './plan-lookups';
import type { RowAction } from './plan-row-buttons';
import type { FilterControl, ListStates, SortOption, TableColumn } from './plan-list-types';
import type { SpotlightJoin } from './plan-spot-joins';
import type { ListScaling } from './list-scaling';
import type { FormInput, FormPlan } from './plan-form-types';
import type { EmptyState } from './plan-list-states';
import type { DateWindow } from './plan-date-window';
import type { ListSearch } from './plan-search';
import type { LightboxContextPlan } from './plan-lightbox';
import type { MemberGatePlan } from './plan-member-gate';
import type { ValueGatePlan } from './plan-value-gate';
import type { LightboxUse } from './lightbox-answers';
import type { MemberField } from './plan-member-fields';
import type { SummaryPlan } from './plan-summaries';
import type { GroupTablePlan } from './plan-group-tables';
import type { JoinAction } from './plan-item-joins';
import type { OwnedThrough } from './list-owned-through';
import type { ItemRowAdd } from './plan-item-rows';
import type { ItemChange, PromptFunction } from './plan-function-types';
import type { CountWords } from './count-words';

/** What the code wires, decided once: every writer renders it, so the pieces always agree. */

export type { DateBound, DateWindow } from './plan-date-window';

/** How a repeated (or spotlighted) element shows one field of the current item. */
export interface Binding {
  elementId: string;
  element:
    | 'text'
    | 'image'
    | 'button'
    | 'checkbox'
    | 'box'
    | 'video'
    | 'gallery'
    | 'progress'
    | 'rating'
    | 'choices';
  field: SiteField;
  /** A choice control's options, one field each ('with the options optionA, optionB, optionC'). */
  choiceFields?: SiteField[];
  /** A progress bar's `targetValue` field (its goal); 100 without one. */
  target?: string;
  /** A text's quoted words around fields: "'Only {stock} left'" as ['Only ', stock, ' left']. */
  template?: (string | SiteField)[];
  /** A yes/no field's words as the prompt quotes them: ['Queen seen', 'Queen not seen']. */
  labels?: [string, string];
  /** Reference fields shown as text: the referenced item's field to show (the query includes it). */
  refDisplay?: string;
  /** The type of that field when it is no text ('date': shown as a date). */
  refDisplayType?: FieldType;
  /** `field` as a whole percentage of this field, its target: '40%' (progress-bars.ts). */
  percentOf?: SiteField;
  /** The whole years since the date `field`: an age from a birth date (plan-lists.ts). */
  yearsSince?: boolean;
  /**
   * 'spots left (capacity minus booked)': the text shows `field` minus this field, followed by
   * `words`, or `noneText` ('Sold out') when nothing is left.
   */
  minus?: { field: SiteField; words: string; noneText: string | null };
  /** "showing 'Anonymous' instead of the name when isAnonymous is true" (text-overrides.ts). */
  instead?: { words: string; field: SiteField; is: boolean | 'empty' };
  /** While the page's switch `controlId` is on, the text shows `on` instead (plan-field-switches.ts). */
  switched?: { controlId: string; on: Binding };
}

/** What a button inside a repeated item does. */
export type ItemAction =
  | {
      kind: 'link';
      buttonId: string;
      field: string;
      scheme?: 'tel' | 'mailto' | 'maps' | 'document';
    }
  | { kind: 'navigate'; buttonId: string; pathPrefix: string; fields: string[] }
  | { kind: 'toggle'; buttonId: string; targetId: string; onlyOne: boolean }
  /** Shows `targetId` while the pointer is over `buttonId` (plan-item-hover.ts). */
  | { kind: 'hover'; buttonId: string; targetId: string }
  /** On the page that shows one item by its URL: shows that item there ('opens that product'). */
  | { kind: 'show'; buttonId: string }
  /** Loads the items pointing at this one into another list ('show its Lessons in lessonsRepeater'). */
  | { kind: 'children'; buttonId: string; listId: string; listName: string; key: string }
  | JoinAction
  | ItemRowAdd
  | ({ kind: 'lightbox'; buttonId: string; name: string } & Partial<LightboxUse>)
  /** Shows the item's image `field` in the page's `targetId` when clicked (plan-item-previews.ts). */
  | { kind: 'preview'; buttonId: string; targetId: string; field: string }
  | ShareButton
  /** Opens a box on the page for the item: fills `shows` and keeps it in `itemVar` for a form. */
  | {
      kind: 'openBox';
      buttonId: string;
      boxId: string;
      shows: { elementId: string; field: string }[];
      itemVar: string;
    }
  /** 'The restockButton on an item sets that product's stock to 50': an update of the item. */
  | {
      kind: 'update';
      buttonId: string;
      fn: PromptFunction;
      secondClick: string | null;
      /** 'then go to the episode's audioUrl': the item's link field opened once it is saved. */
      thenOpens?: string;
      /** 'typing 25 … adds 25 to the stock': the input in the item whose number is added. */
      typedIn?: string;
    }
  /** 'deleteButton removes that note', once the lightbox the prompt names closes with `value`. */
  | {
      kind: 'remove';
      buttonId: string;
      fn: PromptFunction;
      confirm: { lightbox: string; value: string | null } | null;
      /** Asked to confirm without a lightbox: the label a first click shows; a second goes on. */
      secondClick: string | null;
    };

/** An input inside each item that changes the item's field ('ticketStatusDropdown'). */
export interface ItemEdit {
  elementId: string;
  control: 'choice' | 'checkbox';
  /** A dropdown's choices as the prompt lists them. */
  choices: string[] | null;
  /** The repeated text that says the change was saved, and what it says ('Saved'). */
  savedTextId: string | null;
  savedMessage: string | null;
  /** The update it calls: the item's id and the new value. */
  fn: PromptFunction;
  /** 'a #cardSaveBtn … press save': the button that saves the choice, not its change. */
  saveButtonId?: string;
}

/** A condition every item of a list meets, as the prompt writes it: `isOpen = true`. */
export interface FixedCondition {
  field: string;
  op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
  /** A JS literal of the field's type. */
  value: string;
}

/** A repeated element shown only for some items: 'items with stock below 5 show the lowStockBadge'. */
export interface ItemCondition {
  elementId: string;
  field: string;
  /**
   * A JS comparison with `value`, 'truthy' for a yes/no field, or 'openNow': the visitor's hour
   * is from `field` (the opening hour) to `value` (the closing hour's field).
   */
  op: '<' | '<=' | '>' | '>=' | '===' | 'truthy' | 'openNow';
  value: string;
  /** What holding does: shows it (else hides), or enables or disables a button ('disabled when stock is 0'). */
  effect?: 'enable' | 'disable';
}

export type { RowAction };

export type {
  FilterControl,
  ListStates,
  LoadedOptions,
  OptionsSource,
  SortOption,
  TableColumn,
} from './plan-list-types';

export interface ListPlan {
  kind: 'repeater' | 'table' | 'gallery';
  id: string;
  /** PascalCase base of this list's function names: loadProducts, getProducts, productsQuery. */
  name: string;
  collection: SiteCollection | null;
  pageSize: number;
  /** A table's own pages ('20 rows per page'): its `pagination`, over all the rows loaded. */
  rowsPerPage: number | null;
  bindings: Binding[];
  actions: ItemAction[];
  /** Repeated elements shown only for the items the prompt says (the rest hide them). */
  conditions: ItemCondition[];
  /** Inputs inside each item that change that item. */
  edits: ItemEdit[];
  /** Repeated elements collapsed when an item appears (accordion answers). */
  collapsedAtStart: string[];
  /** Reference fields the query includes so their display field can be shown. */
  includes: string[];
  states: ListStates | null;
  search: ListSearch | null;
  filters: FilterControl[];
  /** Filters the page's URL sets ('?category=shoes' shows only that category). */
  urlFilters: FilterControl[];
  /** A text that shows the URL's filter value ('Show the category in headingText'). */
  urlFilterTextId: string | null;
  /** The order items load in, and a second order for ties ('then goalDifference descending'). */
  defaultSort: {
    field: string;
    order: 'asc' | 'desc';
    then?: { field: string; order: 'asc' | 'desc' };
    /** A text field's values in the prompt's order ('Critical first'): ranked on the page. */
    rank?: string[];
  };
  sortDropdownId: string | null;
  sortOptions: SortOption[];
  /** Sort buttons; `order` when the id names one ('sortPriceAscBtn'), else each click reverses. */
  sortButtons: { id: string; field: string; order: 'asc' | 'desc' | null }[];
  /** Loads the next page: clicked, or on scrolling into view ('loadAnchor': infinite scroll). */
  loadMore: { id: string; onView: boolean } | null;
  nextId: string | null;
  prevId: string | null;
  /** A Pagination bar: its numbered pages pick the page. */
  pagerId: string | null;
  pageTextId: string | null;
  countTextId: string | null;
  /** An element shown while the list loads ('loadingText', 'spinnerImage'). */
  loadingId: string | null;
  /** The count's own words when the prompt quotes them ('"12 results"'); else the items'. */
  /** The noun of a quoted count, and its words around the number ('N homes found'). */
  /** none: what the text says when there are none ('No open tickets'). */
  countWords: CountWords | null;
  empty: EmptyState | null;
  /** Shown in the status text during each load ('"Loading products..."'). */
  loadingMessage: string | null;
  /** What the status text says when loading fails, in the prompt's words, else null. */
  failureMessage: string | null;
  clearId: string | null;
  /** A 'search'/'apply' button: runs the search and filters as they stand. */
  applyId: string | null;
  statusTextId: string | null;
  /** Only items whose date is in these days ('upcoming', 'this week'). */
  dateWindow: DateWindow | null;
  /** 'Refresh the table every 30 seconds': the milliseconds between loads (list-refresh.ts). */
  refreshMs?: number | null;
  /** Days the prompt asks for ('today') when the collection has no date field to bound. */
  daysWithoutDate?: string;
  /**
   * Items like the one the page shows: the same value of `field`, never that item; with
   * `reference`, items of another collection whose reference `field` names that item.
   */
  related: {
    field: SiteField | null;
    reference: boolean;
    /** The list whose item, when its button is clicked, is the one pointed at. */
    from?: string;
  } | null;
  /** Conditions the prompt writes out for the list ('open jobs (isOpen = true)', 'stock > 0'). */
  fixed: FixedCondition[];
  /** "Don't show my own profile": a signed-in member sees everyone's items but their own. */
  othersOnly?: true;
  /** 'Admins see everything … in adminTable' beside lists for everyone: only admins read it. */
  adminOnly?: true;
  /** 'the member's favourite recipes': the items their rows of this join name (list-joined-items). */
  joinedBy?: JoinAction;
  /** 'applications for their own jobs': the items naming the member's own (list-owned-through). */
  ownedThrough?: OwnedThrough;
  columns: TableColumn[];
  /** Fields the prompt says not to show ('Do not show the salary'): off the table and the wire. */
  privateFields: string[];
  /** Elements of the list's items left empty because the field they name is kept private. */
  privateElements?: { elementId: string; field: string }[];
  /** A table's onRowSelect, when the prompt asks for clicking a row. */
  rowAction: RowAction | null;
  gallery: {
    image: string;
    title: string | null;
    description: string | null;
    /** The item page a clicked image opens ('Clicking an image opens /projects/{slug}'). */
    link: { pathPrefix: string; fields: string[] } | null;
    /** The lightbox a clicked image opens, and what it is passed ("opens the 'PhotoLightbox'"). */
    lightbox?: ({ name: string } & LightboxUse) | null;
  } | null;
  /** Items shown when no collection is declared (each with an _id). */
  sample: Record<string, string>[];
}

export type { FormInput, FormPlan };
export type { ItemChange, PromptFunction };

/** Page-level elements showing one item at a time (a testimonial slider, a featured item). */
export interface SpotlightPlan {
  name: string;
  collection: SiteCollection;
  containerId: string | null;
  bindings: Binding[];
  includes: string[];
  prevId: string | null;
  nextId: string | null;
  autoAdvanceMs: number | null;
  /** How many items it reads, when the prompt says ('max 6'). */
  limit?: number | null;
  statusTextId: string | null;
  /** The item the URL names by `field`: '?property=ID', or '/products/{slug}' (`fromEnd` 0 = last). */
  urlParam: { name: string; field: string; fromEnd: number | null } | null;
  /** The item is the one the lightbox this code runs in was opened with (getContext). */
  fromLightbox: boolean;
  /** The item is the one this dynamic page's dataset holds (its id): the page's own item. */
  fromDataset: string | null;
  /** Conditions every item shown meets ('only testimonials with approved ticked'). */
  fixed: FixedCondition[];
  /** The auto-advance waits while the pointer is over the container ('pausing on hover'). */
  pauseOnHover: boolean;
  /** A page-level button for the member's own row about the item shown ('registerButton'). */
  join: SpotlightJoin | null;
  /** 'A random quote each time the page loads': which shows first, and a button for another. */
  random: { buttonId: string | null } | null;
  /** An input scaling the amounts of the shown item's list ('servingsInput'). */
  scaling: ListScaling | null;
}

export interface Plan {
  request: TGenerationRequest;
  structure: SiteStructure;
  prefs: TGenerationPreferences;
  prompt: PromptFeatures;
  /** 'backend': page code calls web methods; 'direct': page code queries wix-data itself. */
  dataAccess: 'direct' | 'backend';
  lists: ListPlan[];
  forms: FormPlan[];
  spotlights: SpotlightPlan[];
  lookups: LookupPlan[];
  choiceVotes: ChoiceVote[];
  quizScores: QuizScore[];
  toggles: TogglePlan[];
  reveals: RevealPlan[];
  widgets: WidgetPlan[];
  switches: SwitchPlan[];
  embeds: EmbedPlan[];
  lightboxButtons: { buttonId: string; name: string }[];
  /** Buttons that close the lightbox this code runs in. */
  closeButtons: string[];
  lightboxContext: LightboxContextPlan | null;
  memberGate: MemberGatePlan | null;
  /** A box only members with a value of their own row see ('whose plan is "Gold"'). */
  valueGate: ValueGatePlan | null;
  /** Page-level boxes only site admins see (admin-boxes.ts). */
  adminBoxes: string[];
  /** What only members with the prompt's role see ('Hide #postBox from everyone who is not an Employer'). */
  roleBoxes: string[];
  /** An admins' page sends everyone else here ('everyone else is redirected to the home page'). */
  adminRedirect: string | null;
  /** Dropdowns whose pick shows fields of the item picked (item-picker.ts). */
  itemPickers: ItemPicker[];
  summaries: SummaryPlan[];
  groupTables: GroupTablePlan[];
  /** Number fields the prompt shows as money ('price (formatted like $450,000)'), by field key. */
  /** `per`: the unit a rate is written with, after the amount (' / day', '/hr', ' per week'). */
  money: Record<string, { currency: string; decimals: number; per?: string }>;
  /** Number fields of seconds shown as a clock ('formatted as mm:ss'), by field key. */
  clocks: Record<string, 'm:ss' | 'h:mm:ss'>;
  /** Number fields shown as stars ('★★★★☆'), by field key: how many stars make the whole. */
  stars: Record<string, number>;
  /** Number fields shown with the unit of the prompt's example ('25 min'), by field key. */
  units: Record<string, { prefix: string; suffix: string }>;
  /** Number fields shown with as many decimals as the prompt says ('to one decimal'), by key. */
  decimals: Record<string, number>;
  /** Date fields shown as the prompt's example writes a date: toLocaleDateString's arguments. */
  dateFormats: Record<string, { locale: string; options: string; time?: boolean }>;
  memberFields: MemberField[];
  /** Backend functions the prompt names, beyond what the page needs. */
  promptFunctions: PromptFunction[];
  /** Lightbox names the code opens (the user creates them). */
  lightboxes: string[];
  /** Dynamic item pages the code navigates to: collection → URL prefix and field. */
  itemPages: { collection: string; pathPrefix: string; fields: string[] }[];
  module: BackendModule;
  /** Declared ids the code touches. */
  wired: Set<string>;
  /** Nothing in the structure gets wired: the page only checks the first collection can be read. */
  nothingWired: boolean;
}
