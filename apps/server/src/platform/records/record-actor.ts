import { SUPER_ADMIN } from '@care360/domain';
import type { AuthContext } from '../auth/auth-context';

/**
 * Who makes a change through the record store: a signed-in person (a request), or the system (a
 * job, which has no request and no session). The system sees its whole organisation and holds
 * every permission; its changes name no user in the audit trail.
 */
export interface Actor {
  /** The caller as hooks and scopes see them; for the system, an organisation-wide stand-in. */
  auth: AuthContext;
  /** Written as the audit entry's actor and the row's createdBy/updatedBy; null for the system. */
  userId: string | null;
  /** The request's address; null for the system. */
  ip: string | null;
  /**
   * What a hook's side effects did that the person saving should be told (e.g. "3 visits
   * cancelled"): a request's routes add these sentences to their answer's message.
   */
  notices?: string[];
}

/** A change made by the signed-in caller of a request. */
export function requestActor(auth: AuthContext, ip: string | null): Actor {
  return { auth, userId: auth.user.id, ip };
}

/**
 * No user ever has this id: a hook that compares the caller with a record's author sees that the
 * system wrote nothing of its own.
 */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** A change made by the system (a job) in one organisation. */
export function systemActor(organisationId: string): Actor {
  return {
    auth: {
      sessionIdHash: '',
      user: {
        id: NOBODY,
        name: 'System',
        email: '',
        userRole: SUPER_ADMIN,
        userRoleName: 'System',
        userPermissions: [],
        organisation: { id: organisationId, name: '' },
        branch: null,
        branchScope: null,
        parentUserId: null,
        mfaEnrolmentDue: false,
      },
    },
    userId: null,
    ip: null,
  };
}
