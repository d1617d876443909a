import { filePermissions, type Permission, type PersonFile, recordKind } from '@care360/domain';

/** Who may read and change a person's file, in the route declarations' vocabulary. */
export function filePermissionsOf(file: PersonFile): { read: Permission; update: Permission } {
  const { read, update } = filePermissions(file, recordKind(file.owner));
  return { read: read as Permission, update: update as Permission };
}
