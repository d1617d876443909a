/** The clients area as other areas and routes.ts see it: its manifest. */
export { clientsArea } from './clients.manifest';
