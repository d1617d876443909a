import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';

/** The whole app at a path, with in-memory history, as a person would open it. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, history);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, history };
}

/** The path and query the router is showing. */
export function currentHref(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.href;
}
