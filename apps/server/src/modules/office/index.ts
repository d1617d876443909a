/** The office area as routes.ts sees it: its manifest. */
export { officeArea } from './office.manifest';
