import { PERSON_FILES, recordKind } from '@care360/domain';
import { personFileRoutesOf } from './person-file-route-info';

/**
 * The person files' screens, computed from PERSON_FILES. Only buildTimeListPlugin
 * (apps/web/vite.config.ts) loads this, at build time; the app imports the plugin's JSON copy,
 * 'virtual:care360/person-file-routes', so the questions stay out of the first page's JavaScript.
 */
export const PERSON_FILE_ROUTES = personFileRoutesOf(PERSON_FILES, recordKind);
