import type { ReactNode } from 'react';

import { SiteHeader } from '../site-header/SiteHeader';
import { ShellFrame } from './ShellFrame';

/** The frame of the public info pages: the site header variant and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <ShellFrame header={<SiteHeader />}>{children}</ShellFrame>;
}
