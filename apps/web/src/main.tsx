import './mantine-styles';
import './boot-header.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App, createAppClients, markSignedOut } from './app';
import { clearStalePaymentSessions } from './lib/purchase/payment-session-store';
import { canHydrate, isPrerendered } from './prerender/hydration';
import { ReleasePrerenderedControls } from './prerender/release-controls';

/**
 * Starts the app. Called in the task after the one that evaluated the modules: together they
 * made one of the longest tasks of a page load on a phone (~160 ms at 4x CPU throttling, half
 * of it the router's creation and first load), and input waits for a whole task.
 */
function startApp() {
  // Spec section 9: old payment session keys are removed from local storage on load.
  clearStalePaymentSessions();

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const prerendered = isPrerendered(rootElement);
  const clients = createAppClients({ startsOnPrerenderedPage: prerendered });

  // A prerendered page went only to a request without a session cookie: the visitor is signed out.
  if (prerendered) markSignedOut(clients);

  if (canHydrate(rootElement, window.location.pathname)) {
    // What TanStack Router's own hydration sets: the route matches then render without the
    // Suspense wrapper the server render has no counterpart for.
    clients.router.ssr = { manifest: undefined };
    // Hydration needs the first render to equal the markup, so the route's code is loaded first.
    void clients.router.load().then(() =>
      // In a transition React hydrates in slices, yielding to the browser between them.
      startTransition(() => {
        hydrateRoot(
          rootElement,
          <App clients={clients}>
            <ReleasePrerenderedControls root={rootElement} />
          </App>,
        );
      }),
    );
  } else {
    createRoot(rootElement).render(<App clients={clients} />);
  }
}

// The next task is a message, not a timer, which a background tab would hold for up to a second.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = startApp;
nextTask.port2.postMessage(null);
