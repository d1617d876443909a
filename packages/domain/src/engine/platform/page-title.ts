/** The browser title is 'care360 - {route title}', default 'Home Care Management' (spec §1). */
export const APP_TITLE_PREFIX = 'care360';
export const DEFAULT_PAGE_TITLE = 'Home Care Management';
export const NOT_FOUND_TITLE = 'Page Not Found';

export function pageTitle(routeTitle?: string | null): string {
  const title = routeTitle?.trim() || DEFAULT_PAGE_TITLE;
  return `${APP_TITLE_PREFIX} - ${title}`;
}
