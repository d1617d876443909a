/** The comms area as other areas and routes.ts see it: its manifest. */
export { commsArea } from './comms.manifest';
