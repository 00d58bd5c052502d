/**
 * What each common element type offers (velo-reference §2–§5), so the troubleshooter can tell
 * "the element exists but its type has no such member" apart from "the selector found nothing",
 * and name the member that was meant. Types not listed here are never second-guessed.
 */

/** A member list written as one string, so the table stays readable. */
const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

const NODE = words('id type parent global scrollTo');
const ELEMENT = words(
  'rendered deleted delete restore onMouseIn onMouseOut onViewportEnter onViewportLeave',
);
const HIDDEN_COLLAPSED = words('hidden isVisible show hide collapsed collapse expand');
const DISABLED = words('enabled enable disable');
const CLICKABLE = words('onClick onDblClick');
const FOCUS = words('focus blur onFocus onBlur');
const VALUE = words('value onChange');
const TEXT_INPUT = words('placeholder maxLength onInput onKeyPress');
const VALIDATABLE = words(
  'valid validationMessage validity onCustomValidation resetValidityIndication updateValidityIndication required readOnly',
);
const LINKABLE = words('link target rel');
const STYLE = words('style');
const CONTAINER = [...words('children'), ...CLICKABLE, ...STYLE];
const PLAYABLE = words('isPlaying play pause next previous onPlay onPause');
const VISUAL = [...NODE, ...ELEMENT, ...HIDDEN_COLLAPSED];
const FORM_ELEMENT = [
  ...VISUAL,
  ...DISABLED,
  ...VALUE,
  ...VALIDATABLE,
  ...FOCUS,
  ...CLICKABLE,
  ...STYLE,
  'label',
];
const OPTIONS = words('options selectedIndex placeholder');

export const MEMBERS_BY_VELO_TYPE: Readonly<Record<string, readonly string[]>> = {
  Text: [...VISUAL, ...CLICKABLE, ...FOCUS, ...STYLE, ...words('text html')],
  Button: [
    ...VISUAL,
    ...DISABLED,
    ...LINKABLE,
    ...CLICKABLE,
    ...STYLE,
    ...FOCUS,
    ...words(
      'label icon iconCollapsed collapseIcon expandIcon animateIconForward animateIconBackward',
    ),
  ],
  Image: [...VISUAL, ...LINKABLE, ...CLICKABLE, ...words('src alt tooltip fitMode clickAction')],
  TextInput: [
    ...FORM_ELEMENT,
    ...TEXT_INPUT,
    ...words('inputType min max numberSpinnerHidden showNumberSpinner hideNumberSpinner'),
  ],
  TextBox: [...FORM_ELEMENT, ...TEXT_INPUT, 'wrap'],
  Dropdown: [...FORM_ELEMENT, ...OPTIONS],
  RadioButtonGroup: [...FORM_ELEMENT, ...OPTIONS, 'disabledItemsByIndices'],
  Checkbox: [...FORM_ELEMENT, 'checked'],
  Slider: [...VISUAL, ...DISABLED, ...VALUE, ...FOCUS, ...words('min max step stepType')],
  Repeater: [...VISUAL, ...words('data onItemReady onItemRemoved forEachItem forItems')],
  Box: [...VISUAL, ...CONTAINER],
  Section: [...VISUAL, ...CONTAINER],
  Column: [...VISUAL, ...CONTAINER],
  Gallery: [
    ...VISUAL,
    ...PLAYABLE,
    ...words(
      'items currentItem currentIndex clickAction showNavigationButtons galleryCapabilities navigateToIndex onItemClicked onCurrentItemChanged onGalleryNavigationStart',
    ),
  ],
  Table: [
    ...VISUAL,
    ...CLICKABLE,
    ...words(
      'rows columns pagination dataFetcher refresh selectRow updateRow onRowSelect onCellSelect onDataChange',
    ),
  ],
  VideoPlayer: [
    ...VISUAL,
    ...words(
      'src title description poster volume isMuted isPlaying currentTime duration play pause stop togglePlay mute unmute seek onPlay onPause onEnded onProgress',
    ),
  ],
  Dataset: [
    ...NODE,
    ...words(
      `onReady onReadyAsync getCurrentItem getCurrentItemIndex getItems getTotalCount getPageSize
      getTotalPageCount getCurrentPageIndex hasNext hasPrevious hasNextPage hasPreviousPage next
      previous nextPage previousPage loadPage loadMore setFilter setSort refresh add new remove revert
      setCurrentItemIndex setPageSize save setFieldValue setFieldValues onBeforeSave onAfterSave
      onCurrentIndexChanged onItemValuesChanged onError getNextDynamicPage getPreviousDynamicPage`,
    ),
  ],
};

/** The member people reach for by habit (DOM or another element type) and the one Velo has. */
export const MEANT_MEMBER: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Text: { value: 'text', label: 'text', innerText: 'text', textContent: 'text', innerHTML: 'html' },
  Button: {
    text: 'label',
    value: 'label',
    innerText: 'label',
    textContent: 'label',
    href: 'link',
    url: 'link',
  },
  Image: { source: 'src', url: 'src', image: 'src', href: 'link' },
  TextInput: { text: 'value' },
  TextBox: { text: 'value' },
  Dropdown: { text: 'value', items: 'options' },
  RadioButtonGroup: { text: 'value', items: 'options' },
  Slider: { text: 'value' },
  Checkbox: { selected: 'checked', isChecked: 'checked' },
  Repeater: { items: 'data', rows: 'data' },
  Table: { data: 'rows', items: 'rows' },
  Gallery: { data: 'items', images: 'items' },
  VideoPlayer: { url: 'src', videoUrl: 'src' },
};

/** Properties that only have a getter, and the method pair that changes them. */
export const GETTER_ONLY: Readonly<Record<string, { whenTrue: string; whenFalse: string }>> = {
  hidden: { whenTrue: 'hide', whenFalse: 'show' },
  collapsed: { whenTrue: 'collapse', whenFalse: 'expand' },
  enabled: { whenTrue: 'enable', whenFalse: 'disable' },
};

/** The member of `veloType` that `member` most likely meant, or null when not obvious. */
export function meantMember(veloType: string, member: string): string | null {
  const known = MEMBERS_BY_VELO_TYPE[veloType];
  if (!known || known.includes(member)) return null;
  const habit = MEANT_MEMBER[veloType]?.[member];
  if (habit) return habit;
  return known.find((m) => m.toLowerCase() === member.toLowerCase()) ?? null;
}

export function hasMember(veloType: string, member: string): boolean | null {
  const known = MEMBERS_BY_VELO_TYPE[veloType];
  return known ? known.includes(member) : null;
}
