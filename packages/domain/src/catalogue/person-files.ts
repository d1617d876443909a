import type { PersonFile } from '../engine/person-files/person-file';
import { CLIENT_FILE } from './clients/client-file-sections';
import { APPLICANT_FILE } from './recruitment/applicant-file';
import { type RecordKind, recordKind } from './registry';
import { CARER_FILE, EMPLOYEE_FILE } from './staff/staff-files';

/** Every kind of person file; the server's routes and the app's screens follow from each. */
export const PERSON_FILES: readonly PersonFile[] = [
  CLIENT_FILE,
  APPLICANT_FILE,
  CARER_FILE,
  EMPLOYEE_FILE,
];

/** The file whose owner is this record kind, if it has one. */
export function personFileOf(owner: string): PersonFile | undefined {
  return PERSON_FILES.find((file) => file.owner === owner);
}

/**
 * Whether a read of one of the kind's records is audited: when its declaration says so, and
 * always for a person's file, its owner and every kind nested under it (DESIGN.md §5).
 */
export function readsAreAudited(kind: RecordKind): boolean {
  if (kind.auditReads) return true;
  let root = kind;
  while (root.parent) root = recordKind(root.parent);
  return personFileOf(root.name) !== undefined;
}

/** A file a test of the engines declares for itself, added like declareKindsForTests. */
export function declarePersonFileForTests(file: PersonFile): void {
  (PERSON_FILES as PersonFile[]).push(file);
}
