import { type PermissionCheck, permissionCheck } from '../../engine/platform/permission-rules';
import type { Permission } from './permissions';

/**
 * super_admin holds every permission; everyone else holds what their role and grants give.
 * A module of its own, importing the vocabulary as a type only, so a screen that checks a
 * permission does not load every record declaration the vocabulary is built from.
 */
export const can: PermissionCheck<Permission> = permissionCheck<Permission>();
