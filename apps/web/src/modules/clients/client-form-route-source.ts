import { CLIENT_FORMS } from '@care360/domain';
import { clientFormRoutesOf } from './client-form-route-info';

/**
 * The client file's questionnaire pages, computed from CLIENT_FORMS. Only buildTimeListPlugin
 * (apps/web/vite.config.ts) loads this, at build time; the app imports the plugin's JSON copy,
 * 'virtual:care360/client-form-routes', so the questions stay out of the first page's JavaScript.
 */
export const CLIENT_FORM_ROUTES = clientFormRoutesOf(CLIENT_FORMS);
