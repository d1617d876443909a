/** The audits area as other areas and routes.ts see it: its manifest. */
export { auditsArea } from './audits.manifest';
