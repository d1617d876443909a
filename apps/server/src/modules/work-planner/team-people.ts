import { type Db, schema } from '@care360/db';
import { can, recordKind } from '@care360/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../../platform/auth/auth-context';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { teamKind } from './task-cards';

/**
 * The work planner's teams as other areas see them (a team's chat group): only the teams the
 * caller may read, in their scope, with the people in each.
 */

const memberKind = () => recordKind('work-team-members');

export interface TeamSummary {
  id: string;
  name: string;
  branch: string;
}

/** The teams `user` may read (or the one of them `only`), by name; none without the permission. */
export async function readableTeams(
  db: Db,
  user: CurrentUser,
  only?: string,
): Promise<TeamSummary[]> {
  const kind = teamKind();
  if (!can(user, kind.permissions.read)) return [];
  const table = tableOf(kind);
  const rows = await db
    .select({
      id: column(table, 'id'),
      name: column(table, 'name'),
      branch: schema.branches.name,
    })
    .from(table)
    .innerJoin(schema.branches, eq(schema.branches.id, column(table, 'branch')))
    .where(and(scopeOf(kind, user), only ? eq(column(table, 'id'), only) : undefined))
    .orderBy(asc(column(table, 'name')), asc(schema.branches.name));
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    branch: row.branch ?? '',
  }));
}

/** A team `user` may read, with its members' user ids; null when there is no such team. */
export async function teamWithMembers(
  db: Db,
  user: CurrentUser,
  teamId: string,
): Promise<{ id: string; name: string; memberIds: string[] } | null> {
  const [team] = await readableTeams(db, user, teamId);
  if (!team) return null;
  const kind = memberKind();
  const table = tableOf(kind);
  const members = await db
    .select({ userId: column(table, 'userId') })
    .from(table)
    .where(scopeOf(kind, user, team.id));
  return { id: team.id, name: team.name, memberIds: members.map((m) => String(m.userId)) };
}
