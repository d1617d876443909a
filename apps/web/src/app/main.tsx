import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorisedHandler } from '../platform/api';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A lost session sends the person to sign in without a page reload; the cached data of the
// session that ended is dropped so nothing of it shows again.
setUnauthorisedHandler((href) => {
  void router.navigate({ href, replace: true }).then(() => queryClient.clear());
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
