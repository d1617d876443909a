/** The health-professionals area as routes.ts sees it: its manifest. */
export { healthProfessionalsArea } from './health-professionals.manifest';
