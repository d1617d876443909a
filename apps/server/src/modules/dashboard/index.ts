/** The dashboards as routes.ts sees them: their manifest. */
export { dashboardArea } from './dashboard.manifest';
/** The branches a caller may see by name, for other areas' dashboards. */
export { branchesOf } from './people-movement';
