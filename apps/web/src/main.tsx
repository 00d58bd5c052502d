import '@mantine/core/styles.css';
import './boot-header.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Toasts } from './components/toasts/Toasts';
import { clearStalePaymentSessions } from './lib/purchase/payment-session-store';
import { createQueryClient, createTrpcClient, createTrpcUtils, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// Spec section 9: old payment session keys are removed from local storage on load.
clearStalePaymentSessions();

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({
  queryClient,
  trpcUtils: createTrpcUtils(queryClient, trpcClient),
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="auto"
          cssVariablesResolver={cssVariablesResolver}
        >
          <Toasts />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
