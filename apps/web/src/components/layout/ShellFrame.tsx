import { AppShell } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { AppFooter } from './AppFooter';

type ShellFrameProps = {
  header: ReactNode;
  children: ReactNode;
};

/**
 * AppShell with a fixed header. The footer follows the content rather than using AppShell.Footer
 * (which stays pinned and eats screen height), and sits outside <main> so it is the page's
 * contentinfo landmark. The column layout keeps it at the bottom of short pages.
 */
export function ShellFrame({ header, children }: ShellFrameProps) {
  // Drawn under the still empty main while the first page loads, the footer would jump down
  // when the page arrives (a layout shift); it appears with the first page instead.
  const firstPageShown = useRouterState({
    select: (state) => state.resolvedLocation !== undefined,
  });
  return (
    <AppShell
      header={{ height: 60 }}
      padding={0}
      display="flex"
      mih="100dvh"
      style={{ flexDirection: 'column' }}
    >
      <AppShell.Header>{header}</AppShell.Header>
      <AppShell.Main mih="auto" style={{ flex: 1 }}>
        {children}
      </AppShell.Main>
      {firstPageShown ? <AppFooter /> : null}
    </AppShell>
  );
}
