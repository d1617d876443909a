import type { PermissionHolder } from '@care360/domain';

/** The signed-in person as every handler sees them. */
export interface CurrentUser extends PermissionHolder {
  id: string;
  name: string;
  email: string;
  userRoleName: string;
  organisation: { id: string; name: string };
  branch: { id: string; name: string } | null;
  /**
   * Null when the role is organisation-wide; otherwise the branch the user is limited to (their
   * own), or `branchId: null` when they have none and so see nothing that belongs to a branch.
   */
  branchScope: { branchId: string | null } | null;
  /** The account that signed in, when this session has switched to a linked account. */
  parentUserId: string | null;
  /**
   * The role of this account (or of the account switched from) requires multi-factor sign-in
   * and the person who signed in has not set it up: until they do, the session may only enrol.
   */
  mfaEnrolmentDue: boolean;
}

export interface AuthContext {
  sessionIdHash: string;
  user: CurrentUser;
}
