/** The people area as other areas and routes.ts see it: its manifest. */
export { peopleArea } from './people.manifest';
