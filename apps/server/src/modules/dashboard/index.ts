/** The dashboards as routes.ts sees them: their manifest. */
export { dashboardArea } from './dashboard.manifest';
