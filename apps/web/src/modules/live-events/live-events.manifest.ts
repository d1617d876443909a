import { BOARDS, DERIVED_BOARD_KINDS } from '@care360/domain';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen, type ScreenDeclaration } from '../../platform/screens/screen-declaration';
import { BOARDS_KEY } from './board-api';
import { NewAlertWatcher } from './NewAlertWatcher';

/**
 * The live boards: one screen per board declaration, each drawn by BoardPage. The carers'
 * boards repeated under portal-alerts are reached by their paths, not listed twice in the
 * navigation.
 */
const boardScreens: ScreenDeclaration[] = BOARDS.map((board, index) => ({
  name: `live-events-${board.key.replace(/[^a-z0-9]+/gi, '-')}`,
  path: `/live-events/${board.key}`,
  title: board.title,
  permission: board.permission,
  // The assign dialog picks a user (the alert's own field's options).
  declarations: board.actions.length > 0 ? ['users'] : [],
  ...(board.key.startsWith('portal-alerts/')
    ? {}
    : {
        nav: {
          section: 'Live Events',
          label: board.title.replace(/^Live Events - /, ''),
          order: 600 + index,
        },
      }),
  component: lazyScreen(() => import('./BoardPage'), 'BoardPage'),
}));

/** Beyond the spec's screens: how fast alerts are answered, by week and branch. */
const responseTimesScreen: ScreenDeclaration = {
  name: 'live-events-response-times',
  path: '/live-events/response-times',
  title: 'Alert Response Times',
  permission: 'alerts.read',
  nav: { section: 'Live Events', label: 'Response Times', order: 600 + BOARDS.length },
  component: lazyScreen(() => import('./ResponseTimesPage'), 'ResponseTimesPage'),
};

export const liveEventsManifest: AreaManifest = {
  area: 'live-events',
  screens: [...boardScreens, responseTimesScreen],
  // A change of any kind a board shows refreshes the open board.
  shellParts: { 'new-alert-popup': NewAlertWatcher },
  liveQueries: Object.fromEntries(
    ['alerts', 'alert-settings', ...DERIVED_BOARD_KINDS].map((kind) => [kind, [BOARDS_KEY]]),
  ),
};
