import { RECORD_NAV_ENTRIES } from 'virtual:care360/record-nav';
import type { NavItem } from '@care360/domain';
import { screensNav } from '../platform/screens/screen-nav';
import { ALL_SCREENS } from './app-screens';

/**
 * The side navigation and the home page's cards: the record kinds' entries (from their
 * declarations' navGroup, as JSON made at build time) and the entries the declared screens
 * carry. Only the web app shows a navigation; the server neither reads nor checks it.
 */
export const APP_NAV: readonly NavItem[] = screensNav(RECORD_NAV_ENTRIES, ALL_SCREENS);
