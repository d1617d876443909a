import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import {
  entriesByName,
  labelOfPermission,
  type PermissionEntry,
  permissionAreas,
  permissionCatalogue,
} from '@care360/domain';

/**
 * The permission vocabulary as the screens read it, made from the names-only index of kinds
 * (the server makes the same from the declarations), so that a permission screen, a record's
 * history and the Audit page load no record declaration.
 */

export const PERMISSION_CATALOGUE: readonly PermissionEntry[] =
  permissionCatalogue(RECORD_KIND_INDEX);

const BY_NAME = entriesByName(PERMISSION_CATALOGUE);

/** The entry of a known permission; undefined for any other string. */
export function permissionEntry(name: string): PermissionEntry | undefined {
  return BY_NAME.get(name);
}

/** 'Users: Create'; an unknown name is shown as it is. */
export function permissionLabel(name: string): string {
  return labelOfPermission(BY_NAME.get(name), name);
}

/** The areas that hold permissions, in display order, for filters. */
export const PERMISSION_AREAS = permissionAreas(PERMISSION_CATALOGUE);
