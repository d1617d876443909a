import { pageTitle } from '@care360/domain';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AlertPopup } from './alert/AlertPopup';
import { routeTitle } from './route-title';

function DocumentTitle() {
  const title = useRouterState({ select: (state) => routeTitle(state.matches) });
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}

/** Every page: the current route's view, the alert popup and the browser title (spec §2.7). */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <AlertPopup />
    </>
  );
}
