import type { EventContext } from '../types';

/** Event names as the platform reports them in `event.type` (dblclick → dblClick, keydown → keyPress). */
const ALIASES: Record<string, string> = {
  dblclick: 'dblClick',
  doubleclick: 'dblClick',
  keydown: 'keyPress',
  keypress: 'keyPress',
  mouseenter: 'mouseIn',
  mousein: 'mouseIn',
  mouseleave: 'mouseOut',
  mouseout: 'mouseOut',
  viewportenter: 'viewportEnter',
  viewportleave: 'viewportLeave',
  itemclicked: 'itemClicked',
  rowselect: 'rowSelect',
  cellselect: 'cellSelect',
};

/** Accepts 'click', 'onClick', 'dblclick'…; returns the platform's event type name. */
export function normalizeEventType(type: string): string {
  const bare = /^on[A-Z]/.test(type) ? type.charAt(2).toLowerCase() + type.slice(3) : type;
  return ALIASES[bare.toLowerCase()] ?? bare;
}

const MOUSE_EVENTS = new Set(['click', 'dblClick', 'mouseIn', 'mouseOut']);

/** Default fields of the event subtypes (MouseEvent, KeyboardEvent) for a given event type. */
export function defaultEventFields(type: string): Record<string, unknown> {
  if (MOUSE_EVENTS.has(type)) {
    return {
      clientX: 0,
      clientY: 0,
      offsetX: 0,
      offsetY: 0,
      pageX: 0,
      pageY: 0,
      screenX: 0,
      screenY: 0,
    };
  }
  if (type === 'keyPress') {
    return { key: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
  }
  return {};
}

/**
 * The platform also knows which repeater an item scope belongs to; kept off the enumerable
 * fields so `event.context` prints as documented ({type, itemId}).
 */
export const CONTEXT_SCOPE = Symbol('veloforge.scope');

export function globalContext(): EventContext {
  return { type: 'GLOBAL_SCOPE' };
}

export function itemContext(itemId: string, scope: unknown): EventContext {
  const context: EventContext = { type: 'COMPONENT_SCOPE', itemId };
  Object.defineProperty(context, CONTEXT_SCOPE, { value: scope, enumerable: false });
  return context;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
