import type { PermissionHolder } from '@care360/domain';

/** The signed-in person as every handler sees them. */
export interface CurrentUser extends PermissionHolder {
  id: string;
  name: string;
  email: string;
  userRoleName: string;
  organisation: { id: string; name: string };
  branch: { id: string; name: string } | null;
  /** The account that signed in, when this session has switched to a linked account. */
  parentUserId: string | null;
}

export interface AuthContext {
  sessionIdHash: string;
  user: CurrentUser;
}
