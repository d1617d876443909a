import type { ComponentType } from 'react';
import type { RecordExtensions } from './records/record-extensions';
import type { ScreenDeclaration } from './screens/screen-declaration';

/**
 * What one area of the web app (modules/<area>/) gives the rest: its hand-written screens and
 * its additions to the generic record pages, and the queries live events refresh. Each area declares one in `<area>.manifest.ts`;
 * app/area-manifests.ts composes them, so platform/ stays free of imports into modules/ and an
 * area is added in one place.
 */
export interface AreaManifest {
  /** The area's name, as in DESIGN.md §2: 'clients', 'people'. */
  area: string;
  /** Each one a route, a title and, when it has one, a navigation entry (screen-declaration.ts). */
  screens?: readonly ScreenDeclaration[];
  records?: RecordExtensions;
  /**
   * Queries the area keys other than by a kind's API path (platform/live/live-query-keys.ts): by
   * the kind whose changes they show, the first part of their keys. A change of that kind made
   * anywhere refreshes them while they are on screen.
   */
  liveQueries?: Readonly<Record<string, readonly string[]>>;
  /**
   * Parts drawn once in the signed-in shell, whatever the page (the new-alert popup's watcher):
   * each one's name is unique, and it draws nothing of its own unless it must.
   */
  shellParts?: Readonly<Record<string, ComponentType>>;
}
