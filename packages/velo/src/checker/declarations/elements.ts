/**
 * Element types corvid-types 0.4.16 does not declare, plus the permissive type for custom elements
 * whose Wix type is unknown. They live in our own `VeloForge` namespace rather than in `$w`, so a
 * newer corvid-types that adds `$w.Section` cannot clash with them. Members follow
 * velo-reference.md section 3.
 */
export const ELEMENT_DECLARATIONS = `
declare namespace VeloForge {
  /** A page section: a container with the same API as a Box. */
  interface Section extends $w.Box {}

  /** One tab of a Tabs element: a container with a label. */
  interface Tab extends $w.Element, $w.ContainableMixin {
    readonly label: string;
  }

  interface Tabs extends $w.Element, $w.HiddenCollapsedMixin {
    readonly tabs: Tab[];
    readonly currentTab: Tab;
    readonly defaultTab: Tab;
    changeTab(tabReference: string | Tab): Promise<Tab>;
    orderTabs(tabIds: string[]): Promise<void>;
    onChange(handler: $w.EventHandler): Tabs;
    onTabItemClicked(handler: $w.EventHandler): Tabs;
  }

  interface RangeSlider
    extends $w.Element, $w.ValueMixin, $w.DisabledMixin, $w.HiddenCollapsedMixin, $w.FocusMixin {
    value: number | number[];
    min: number;
    max: number;
    step: number;
    stepType: string;
    sliderType: string;
    prefix: string;
    suffix: string;
    label: string;
  }

  /**
   * A custom element of unknown Wix type: the shared Element members keep their types, anything
   * else is allowed, because we cannot know the real API.
   */
  interface UnknownElement extends $w.HiddenCollapsedElement, AnyProperties {}
}
`;
