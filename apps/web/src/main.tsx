import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { queryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Load the current page's code before the first render, so hydration sees the same tree the
// prerender produced (the router would otherwise render nothing while the chunk loads).
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
);

const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// Prerendered public pages arrive with markup to hydrate; every other path gets the empty shell. Hydrating in a
// transition lets React yield to the browser every few milliseconds instead of holding the main thread for the
// whole page, so a tap during start-up is answered at once.
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
