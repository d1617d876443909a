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
      {/* First in the page's order: when a delete takes the focused row away, the next Tab
          reaches the alert's Undo before anything else. It sits fixed on top, out of the flow. */}
      <AlertPopup />
      <Outlet />
    </>
  );
}
