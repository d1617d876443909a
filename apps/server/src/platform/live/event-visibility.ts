import { can, isPermission, isRecordKindName, type Permission, recordKind } from '@care360/domain';
import type { CurrentUser } from '../auth/auth-context';
import { branchOwner } from '../records/record-query';

/** What an event is judged on: where it belongs and its kind. */
export interface EventPlace {
  organisationId: string | null;
  branchId: string | null;
  kind: string;
  /** The only users it is for (a chat's participants); null or absent: anyone who may read it. */
  audience?: readonly string[] | null;
}

/** The kind of event a job's outcome is. */
export const JOB_EVENT_KIND = 'job';
/** Who may see jobs may see their outcomes. */
const JOB_READ_PERMISSION = 'jobs.read';

/** Worked out once per kind: every event passes here once for every open stream. */
const readPermissions = new Map<string, Permission | null>();

/**
 * Events of kinds that are no record kind, with the permission that reads them, as the areas
 * declare them (composeAreas). A kind is one thing everywhere: a second, different permission
 * for it is a mistake, refused.
 */
export function registerEventKinds(kinds: Readonly<Record<string, Permission>>): void {
  for (const [kind, permission] of Object.entries(kinds)) {
    if (isRecordKindName(kind) || kind === JOB_EVENT_KIND) {
      throw new Error(
        `The event kind "${kind}" is a record kind’s or the jobs’: it needs no entry.`,
      );
    }
    const known = readPermissions.get(kind);
    if (known !== undefined && known !== permission) {
      throw new Error(`The event kind "${kind}" is read with ${known}, not ${permission}.`);
    }
    readPermissions.set(kind, permission);
  }
}

/**
 * The permission that reading an event's kind needs: a record kind's read permission, the jobs'
 * for a job, a registered kind's own. Null for anything else, and for a job while no permission
 * guards jobs: an event nobody is known to be allowed to see goes to nobody.
 */
export function readPermissionOf(kind: string): Permission | null {
  if (kind === JOB_EVENT_KIND)
    return isPermission(JOB_READ_PERMISSION) ? JOB_READ_PERMISSION : null;
  if (!readPermissions.has(kind)) {
    readPermissions.set(kind, isRecordKindName(kind) ? recordKind(kind).permissions.read : null);
  }
  return readPermissions.get(kind) ?? null;
}

const branchBoundKinds = new Map<string, boolean>();

/** Whether records of this kind belong to a branch (their own field, or an ancestor's). */
function branchBound(kind: string): boolean {
  let bound = branchBoundKinds.get(kind);
  if (bound === undefined) {
    bound = isRecordKindName(kind) && branchOwner(recordKind(kind)) !== null;
    branchBoundKinds.set(kind, bound);
  }
  return bound;
}

/**
 * Whether `user` may be told of the event: it is of their organisation, they are in its audience
 * when it names one, they may read its kind,
 * and, when their role is limited to a branch, it is of their branch (an event of a branch-bound
 * kind without a branch is of none, as such a record is hidden from them too).
 */
export function mayReceive(user: CurrentUser, event: EventPlace): boolean {
  if (event.organisationId === null || event.organisationId !== user.organisation.id) return false;
  if (event.audience && !event.audience.includes(user.id)) return false;
  const permission = readPermissionOf(event.kind);
  if (!permission || !can(user, permission)) return false;
  if (user.branchScope && (event.branchId !== null || branchBound(event.kind))) {
    return event.branchId !== null && event.branchId === user.branchScope.branchId;
  }
  return true;
}
