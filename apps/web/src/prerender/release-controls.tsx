import { useEffect } from 'react';

import { PRERENDER_DISABLED_ATTRIBUTE } from './page-html';

/**
 * The prerendered page's form controls are disabled until React owns them (page-html.ts), so
 * nothing typed or clicked before hydration is lost. Effects run after the hydrating commit; the
 * attribute is React's to manage again from here (it does not patch attributes while hydrating).
 */
export function ReleasePrerenderedControls({ root }: { root: HTMLElement }) {
  useEffect(() => {
    for (const control of root.querySelectorAll(`[${PRERENDER_DISABLED_ATTRIBUTE}]`)) {
      control.removeAttribute('disabled');
      control.removeAttribute(PRERENDER_DISABLED_ATTRIBUTE);
    }
  }, [root]);
  return null;
}
