import { ALL_RECORDS } from '@care360/domain';
import { recordScreenRoutes } from './record-route-info';

/**
 * Every generated record screen, computed from the declarations. Only buildTimeListPlugin
 * (apps/web/vite.config.ts) loads this, at build time; the app imports the plugin's JSON copy,
 * 'virtual:care360/record-routes', so the declarations stay out of the first page's JavaScript.
 */
export const RECORD_SCREEN_ROUTES = recordScreenRoutes(ALL_RECORDS);
