import { ALL_RECORDS } from '../registry';
import {
  entriesByName,
  labelOfPermission,
  type PermissionEntry,
  permissionAreas,
  permissionCatalogue,
} from './permission-vocabulary';

/**
 * The permission vocabulary of every declared kind as people read it (permission-vocabulary.ts),
 * for the server. The web app makes the same from the names-only index of kinds instead
 * (apps/web/src/platform/permission-vocabulary.ts), so that its screens load no declaration.
 */

/**
 * Every permission, ordered for display: by area (AREA_TITLES order), then record title, then
 * action in the order read, create, update, delete.
 */
export const PERMISSION_CATALOGUE: readonly PermissionEntry[] =
  /* @__PURE__ */ permissionCatalogue(ALL_RECORDS);

const BY_NAME = /* @__PURE__ */ entriesByName(PERMISSION_CATALOGUE);

/** The entry of a known permission; undefined for any other string. */
export function permissionEntry(name: string): PermissionEntry | undefined {
  return BY_NAME.get(name);
}

/** 'Users: Create'; an unknown name is shown as it is. */
export function permissionLabel(name: string): string {
  return labelOfPermission(BY_NAME.get(name), name);
}

/** The areas that hold permissions, in display order, for filters. */
export const PERMISSION_AREAS: readonly { area: string; title: string }[] =
  /* @__PURE__ */ permissionAreas(PERMISSION_CATALOGUE);
