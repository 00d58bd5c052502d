import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';

import { Toasts } from './components/toasts/Toasts';
import { createQueryClient, createTrpcClient, createTrpcUtils, trpc } from './lib/trpc';
import { createAppRouter, type AppRouterOptions } from './router';
import { cssVariablesResolver, theme } from './theme';

export type AppClients = ReturnType<typeof createAppClients>;

/** The query cache, tRPC client and router of one page load (or one prerendered page). */
export function createAppClients(routerOptions?: AppRouterOptions) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const trpcUtils = createTrpcUtils(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpcUtils }, routerOptions);
  return { queryClient, trpcClient, trpcUtils, router };
}

/**
 * The visitor is known to be signed out (the build's prerender; a prerendered page, which the
 * server sends only to requests without a session cookie): no auth.me request is waited for.
 */
export function markSignedOut(clients: AppClients) {
  clients.trpcUtils.auth.me.setData(undefined, null);
}

/** The whole app: the same tree for the browser and for the build's prerender. */
export function App({ clients, children }: { clients: AppClients; children?: React.ReactNode }) {
  return (
    <StrictMode>
      <trpc.Provider client={clients.trpcClient} queryClient={clients.queryClient}>
        <QueryClientProvider client={clients.queryClient}>
          <MantineProvider
            theme={theme}
            defaultColorScheme="auto"
            cssVariablesResolver={cssVariablesResolver}
          >
            <Toasts />
            <RouterProvider router={clients.router} />
            {children}
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
