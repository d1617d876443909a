/** The live-events area as other areas and routes.ts see it: its manifest. */
export { liveEventsArea } from './live-events.manifest';
