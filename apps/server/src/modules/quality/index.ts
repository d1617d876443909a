/** The quality area as other areas and routes.ts see it: its manifest. */
export { qualityArea } from './quality.manifest';
