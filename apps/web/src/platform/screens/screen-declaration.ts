import type { Permission, RecordKindName } from '@care360/domain';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/**
 * A screen written by hand (a calendar, a board, a page the generic ones cannot be), declared
 * once in its area's manifest (`modules/<area>/<area>.manifest.ts`, `screens`): app/router.tsx
 * makes its route and the side navigation its entry from this alone.
 */

/** The permission of a screen every signed-in person may open (Home, their own security). */
export const ANY_SIGNED_IN = 'signed-in';

/** Where a screen is listed in the side navigation and on the home page's cards. */
export interface ScreenNavEntry {
  /** The group it is listed under ('People'); without one it stands at the top level (Home). */
  section?: string;
  label: string;
  /**
   * Its place among the hand-written entries of every area. Top-level entries and sections come
   * in the order of their first hand-written entry, and sections holding only record kinds after
   * them; inside a section the record kinds come first, then these by order.
   */
  order: number;
  /** Values of the path's parameters the entry leads to (the scheduler's `type`: carers). */
  params?: Readonly<Record<string, string>>;
}

/** A component loaded with its own chunk when the screen is first visited; see lazyScreen. */
export interface LazyScreenComponent {
  load: () => Promise<Record<string, unknown>>;
  exportName: string;
}

type ComponentExports<M> = {
  [K in keyof M]: M[K] extends ComponentType<never> ? K : never;
}[keyof M] &
  string;

/** `lazyScreen(() => import('./AuditPage'), 'AuditPage')`: a misspelt export does not compile. */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: ComponentExports<M>,
): LazyScreenComponent {
  return { load, exportName };
}

interface ScreenBase {
  /** Unique among all screens; a child names its parent by it. */
  name: string;
  /** A screen this one is drawn inside (the client file for its sections); else /app. */
  parent?: string;
  /** Relative to the parent's path (to /app without one), in TanStack Router's form: '/audit'. */
  path: string;
  /**
   * The permission the screen is for: its navigation entry is shown only to a holder (and a
   * super administrator). The page itself asks the server, which refuses anyone else (403, and
   * audits the refusal); the page then says so. ANY_SIGNED_IN for a screen open to everyone.
   */
  permission: Permission | typeof ANY_SIGNED_IN;
  component: LazyScreenComponent;
  /** Parses the query string the screen keeps its state in (the MAR chart's month). */
  validateSearch?: (search: Record<string, unknown>) => object;
  /** What a generic page shown here reads from its route: the record kind, the questionnaire. */
  staticData?: Omit<StaticDataRouteOption, 'title'>;
  /**
   * The record kinds whose declarations a hand-written page reads (a client's profile: the
   * client's fields, their medicines'): its route's loader loads their areas before it is drawn,
   * as for a generated screen's kind (staticData.recordKind), and the page reads them with
   * loadedKind.
   */
  declarations?: readonly RecordKindName[];
}

/** A page a person lands on. */
export interface PageScreen extends ScreenBase {
  /** The browser title, 'care360 - {title}'. */
  title: string;
  /** Its entry in the side navigation; without one it is reached from other screens. */
  nav?: ScreenNavEntry;
}

/** A frame around other screens (the client file with its section navigation): no title. */
export interface FrameScreen extends ScreenBase {
  frame: {
    /** The generated record screens below the frame's path are drawn inside it too. */
    recordScreens: boolean;
  };
}

export type ScreenDeclaration = PageScreen | FrameScreen;

export function isFrame(screen: ScreenDeclaration): screen is FrameScreen {
  return 'frame' in screen;
}
