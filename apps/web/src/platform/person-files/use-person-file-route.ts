import { PERSON_FILE_ROUTES } from 'virtual:care360/person-file-routes';
import { useMatch } from '@tanstack/react-router';
import type { PersonFileRoute } from './person-file-route-info';

/** The route data of the file whose owner is this record kind. */
export function personFileRoute(owner: string): PersonFileRoute {
  const found = PERSON_FILE_ROUTES.find((route) => route.owner === owner);
  if (!found) throw new Error(`No person file is declared for ${owner}.`);
  return found;
}

/** The file the page shown belongs to, named by its route (person-file-screens.ts). */
export function usePersonFileRoute(): PersonFileRoute {
  const owner = useMatch({ strict: false, select: (match) => match.staticData.personFile });
  if (!owner) throw new Error('A person file page was rendered outside its file.');
  return personFileRoute(owner);
}
