import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { prerenderedPaths, routes } from './app/router';
import { createQueryClient } from './lib/query-client';

export { prerenderedPaths };

/**
 * Renders one public route to HTML for the build-time prerender. React 19 emits the page's
 * <title>/<meta>/<link> tags first; the prerender script moves them into <head>.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // Queries created while rendering hold garbage-collection timers that would keep the build alive.
  queryClient.clear();
  return html;
}
