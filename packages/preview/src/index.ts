/** The preview runtime's public constants; the runtime itself is built to dist/runtime.js. */
export const PREVIEW_RUNTIME_FILE = 'runtime.js';

export { runVeloPage, type RunVeloPageInput, type VeloPageRun } from './core/run-page';
export { mountPreview, type MountedPreview, type MountPreviewInput } from './dom/mount';
export { inferBackendModulePath } from './dom/backend-path';
export type {
  ConsoleEntry,
  ConsoleLevel,
  EventContext,
  RuntimeCollectionSpec,
  RuntimeElementSpec,
  RuntimeStructure,
} from './core/types';
export { RuntimeLog, formatError, formatValue, type LogListener, type LogRecord } from './core/log';
export { FakeClock, type Clock, type ClockLimits } from './core/clock';
export { RealClock } from './core/real-clock';
export { Page, type ChangeListener } from './core/page';
export type { Selection, Selector } from './core/elements/host';
export { VeloNode, type EventHandler, type VeloEvent } from './core/elements/node';
export { VeloElement } from './core/elements/element';
export { ButtonElement, ImageElement, TextElement } from './core/elements/basic';
export { TextBoxElement, TextInputElement } from './core/elements/inputs';
export {
  CheckboxGroupElement,
  DropdownElement,
  RadioButtonGroupElement,
  type SelectOption,
} from './core/elements/choices';
export { CheckboxElement, SwitchElement } from './core/elements/toggles';
export {
  FormValueElement,
  ProgressBarElement,
  RatingsDisplayElement,
  SliderElement,
} from './core/elements/values';
export {
  AnchorElement,
  ColumnStripElement,
  ContainerElement,
  GenericElement,
  MultiStateBoxElement,
  TabsElement,
} from './core/elements/containers';
export { RepeaterElement, type ItemData, type RepeaterItem } from './core/elements/repeater';
export { GalleryElement, VideoPlayerElement, type GalleryItem } from './core/elements/media';
export { TableElement, type TableColumn, type TableRow } from './core/elements/table';
export { DatasetElement } from './core/elements/dataset';
export { HtmlComponentElement } from './core/elements/html-component';
export type { ValidityState } from './core/elements/form-mixins';
export { createElement, MODELLED_TYPES } from './core/elements/registry';
export { DataStore, type Item, type StoreOptions } from './core/data/store';
export {
  createWixData,
  type BulkRemoveResult,
  type BulkResult,
  type WixDataApi,
} from './core/data/api';
export { WixDataQuery, type WixDataQueryResult } from './core/data/query';
export { WixDataFilter, WixDataSort } from './core/data/filter';
export { WixDataError } from './core/data/errors';
export { ModuleSystem, type ModuleKind } from './core/modules';
export { rewriteModule, type RewrittenModule } from './core/modules/rewriter';
export { tokenize, type Token } from './core/modules/tokenizer';
export type {
  FetchHandler,
  FetchReply,
  FetchRequest,
  PlatformEvent,
  PlatformOptions,
  PlatformRecords,
} from './core/platform/index';
