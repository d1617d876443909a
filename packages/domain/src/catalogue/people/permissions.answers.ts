import { permissionAnswers } from './permission-answer-schemas';
import { ALL_PERMISSIONS } from './permissions';

/**
 * The answers of the permission screens over every declared kind's permissions, for the server
 * (permission-answer-schemas.ts says what each is).
 */
export const {
  permissionGroupAnswer,
  rolePermissionsAnswer,
  permissionSummaryAnswer,
  permissionSummariesAnswer,
  permissionUserAnswer,
  permissionHoldersAnswer,
} = permissionAnswers(ALL_PERMISSIONS);
