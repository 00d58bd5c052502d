import type { ReactNode } from 'react';

import { AppHeader } from '../header/AppHeader';
import { ShellFrame } from './ShellFrame';

/** The frame of the working pages: the shared header and the footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <ShellFrame header={<AppHeader />}>{children}</ShellFrame>;
}
