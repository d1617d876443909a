import type { Db } from '@care360/db';
import { CLIENT_FILE } from '@care360/domain';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  assertLiveOwner,
  auditFileAccess,
  fileReadAudit,
} from '../../platform/person-files/person-file-access';

/** The person-file checks and audit entries, for the client file's own endpoints. */

export const assertLiveClient = (db: Db, auth: AuthContext, clientId: string, lock = false) =>
  assertLiveOwner(db, auth, CLIENT_FILE, clientId, lock);

export const auditClientFile = (
  db: Db,
  auth: AuthContext,
  ip: string,
  clientId: string,
  action: 'read' | 'export',
  detail: Record<string, unknown> | null = null,
) => auditFileAccess(db, auth, ip, CLIENT_FILE, clientId, action, detail);

export const clientFileReadAudit = (
  db: Db,
  auth: AuthContext,
  ip: string,
  clientId: string,
  detail: Record<string, unknown>,
) => fileReadAudit(db, auth, ip, CLIENT_FILE, clientId, detail);

/** A client's questionnaire responses, as form_responses names their owner. */
export const clientResponseOwner = (organisationId: string, clientId: string) => ({
  organisationId,
  subjectType: CLIENT_FILE.responseSubject,
  subjectId: clientId,
});
