/** The rostering area as routes.ts sees it: its manifest. */
export { rosteringArea } from './rostering.manifest';
