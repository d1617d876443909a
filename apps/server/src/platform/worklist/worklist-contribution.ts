import type { Db } from '@care360/db';
import type { WorklistGroupKey, WorklistLine } from '@care360/domain';
import type { AuthContext } from '../auth/auth-context';

/** What a contribution works with: the caller, the database and one clock for the whole list. */
export interface WorklistContext {
  db: Db;
  auth: AuthContext;
  now: Date;
  /** The UK calendar day of `now`. */
  today: string;
}

/** A contribution's lines, by group: a group it leaves out is empty. */
export type WorklistLines = Partial<Record<WorklistGroupKey, WorklistLine[]>>;

/**
 * Part of Home's worklist, given by an area's manifest: the groups (of the domain's
 * WORKLIST_GROUPS) it fills, and how it finds their lines for one caller. Each group has one
 * contributor; a contribution finds nothing the caller may not see (scope and permissions are
 * its own), and may share its queries between its groups (the client groups read every visible
 * client once).
 */
export interface WorklistContribution {
  groups: readonly WorklistGroupKey[];
  lines(context: WorklistContext): Promise<WorklistLines>;
  /**
   * Whether Home shows every group to this caller, empty ones too, rather than only those
   * holding something: true for whoever works with what these groups are about (the client
   * groups, to a reader of client files). The answer says it as `clientsVisible`.
   */
  showsEveryGroupTo?(auth: AuthContext): boolean;
}

/** A contribution of one group. */
export function worklistGroup(
  group: WorklistGroupKey,
  lines: (context: WorklistContext) => Promise<WorklistLine[]>,
): WorklistContribution {
  return {
    groups: [group],
    async lines(context) {
      return { [group]: await lines(context) };
    },
  };
}
