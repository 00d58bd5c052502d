import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { AppFooter } from './AppFooter';
import classes from './ShellFrame.module.css';

type ShellFrameProps = {
  header: ReactNode;
  children: ReactNode;
};

/**
 * A fixed header over the page. The footer follows the content rather than staying pinned (which
 * eats screen height), and sits outside <main> so it is the page's contentinfo landmark. The
 * column layout keeps it at the bottom of short pages.
 */
export function ShellFrame({ header, children }: ShellFrameProps) {
  // Drawn under the still empty main while the first page loads, the footer would jump down
  // when the page arrives (a layout shift); it appears with the first page instead.
  const firstPageShown = useRouterState({
    select: (state) => state.resolvedLocation !== undefined,
  });
  return (
    <div className={classes.root}>
      {/* The class is react-remove-scroll's: while a modal locks the page's scroll, the fixed
          header keeps clear of the scrollbar's gap as the body does. */}
      <header className={`${classes.header} right-scroll-bar-position`}>{header}</header>
      <main className={classes.main}>{children}</main>
      {firstPageShown ? <AppFooter /> : null}
    </div>
  );
}
