import type { RuntimeElementSpec } from '../types';
import { ButtonElement, ImageElement, TextElement } from './basic';
import { CheckboxGroupElement, DropdownElement, RadioButtonGroupElement } from './choices';
import {
  AnchorElement,
  ColumnStripElement,
  ContainerElement,
  GenericElement,
  MultiStateBoxElement,
  TabsElement,
} from './containers';
import { DatasetElement } from './dataset';
import type { ElementHost } from './host';
import { HtmlComponentElement } from './html-component';
import { PaginationElement } from './pagination';
import { TextBoxElement, TextInputElement } from './inputs';
import { GalleryElement, VideoPlayerElement } from './media';
import type { VeloNode } from './node';
import { RepeaterElement } from './repeater';
import { TableElement } from './table';
import { CheckboxElement, SwitchElement } from './toggles';
import {
  FormValueElement,
  ProgressBarElement,
  RatingsDisplayElement,
  SliderElement,
  UploadButtonElement,
} from './values';

type ElementClass = new (spec: RuntimeElementSpec, host: ElementHost) => VeloNode;

/** Wix type name → the class modelling it; unlisted types become GenericElement. */
const CLASSES: Record<string, ElementClass> = {
  Text: TextElement,
  Button: ButtonElement,
  Image: ImageElement,
  VectorImage: ImageElement,
  TextInput: TextInputElement,
  TextBox: TextBoxElement,
  Dropdown: DropdownElement,
  RadioButtonGroup: RadioButtonGroupElement,
  CheckboxGroup: CheckboxGroupElement,
  Checkbox: CheckboxElement,
  Switch: SwitchElement,
  Slider: SliderElement,
  ProgressBar: ProgressBarElement,
  RatingsDisplay: RatingsDisplayElement,
  Repeater: RepeaterElement,
  Gallery: GalleryElement,
  Table: TableElement,
  Box: ContainerElement,
  Section: ContainerElement,
  Column: ContainerElement,
  Container: ContainerElement,
  Header: ContainerElement,
  Footer: ContainerElement,
  Form: ContainerElement,
  MediaBox: ContainerElement,
  ColumnStrip: ColumnStripElement,
  MultiStateBox: MultiStateBoxElement,
  Tabs: TabsElement,
  State: ContainerElement,
  Anchor: AnchorElement,
  Dataset: DatasetElement,
  DynamicDataset: DatasetElement,
  HtmlComponent: HtmlComponentElement,
  IFrame: HtmlComponentElement,
  Pagination: PaginationElement,
  VideoPlayer: VideoPlayerElement,
  VideoBox: VideoPlayerElement,
  DatePicker: FormValueElement,
  TimePicker: FormValueElement,
  RichTextBox: FormValueElement,
  RatingsInput: FormValueElement,
  RangeSlider: FormValueElement,
  AddressInput: FormValueElement,
  SelectionTags: FormValueElement,
  UploadButton: UploadButtonElement,
  SignatureInput: FormValueElement,
};

export function createElement(spec: RuntimeElementSpec, host: ElementHost): VeloNode {
  const Class = (spec.veloType && CLASSES[spec.veloType.replace(/^\$w\./, '')]) || GenericElement;
  return new Class(spec, host);
}

export const MODELLED_TYPES = Object.keys(CLASSES);
