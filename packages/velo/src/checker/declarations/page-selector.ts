/**
 * The page context's `$w`, replacing corvid-types' types/pages/$w.d.ts. corvid types a selector
 * with a conditional type over every id and type name (`IsWixElementSelector<S>`), which costs
 * about half a millisecond per `$w()` call and reports any other string as "not assignable to
 * WixElementSelector". Here a declared id gets its element type from PageElementsMap through a
 * plain overload, and any other string (type names, comma lists, computed selectors) is `any`:
 * the selector rules report unknown ids with better messages than the type error could.
 */
export const PAGE_SELECTOR_DECLARATIONS = `
declare namespace $w {
  /** A selector function: the page's $w, a repeater item's $item, or $w.at(event.context). */
  interface $w {
    <K extends keyof PageElementsMap>(selector: K): PageElementsMap[K];
    (selector: string): any;
  }
  /** Gets a selector function for a specific context. */
  function at(context: $w.Event.EventContext): $w;
  /** Sets the function that runs when all the page elements have finished loading. */
  function onReady(initFunction: $w.ReadyHandler): void;
}

/** Selects and returns elements from a page. */
declare function $w<K extends keyof PageElementsMap>(selector: K): PageElementsMap[K];
declare function $w(selector: string): any;
`;
