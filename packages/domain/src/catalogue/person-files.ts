import type { PersonFile } from '../engine/person-files/person-file';
import { CLIENT_FILE } from './clients/client-file-sections';

/** Every kind of person file; the server's routes and the app's screens follow from each. */
export const PERSON_FILES: readonly PersonFile[] = [CLIENT_FILE];

/** The file whose owner is this record kind, if it has one. */
export function personFileOf(owner: string): PersonFile | undefined {
  return PERSON_FILES.find((file) => file.owner === owner);
}

/** A file a test of the engines declares for itself, added like declareKindsForTests. */
export function declarePersonFileForTests(file: PersonFile): void {
  (PERSON_FILES as PersonFile[]).push(file);
}
