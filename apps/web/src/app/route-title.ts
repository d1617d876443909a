import { NOT_FOUND_TITLE } from '@care360/domain';

interface TitledMatch {
  status: string;
  _notFound?: boolean;
  staticData: { title?: string };
}

/**
 * The title of the page on screen: 'Page Not Found' when the router found no route, else the
 * deepest matched route that declares a title (layouts declare none); undefined → the default.
 */
export function routeTitle(matches: readonly TitledMatch[]): string | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) {
    return NOT_FOUND_TITLE;
  }
  return matches.findLast((match) => match.staticData.title)?.staticData.title;
}
