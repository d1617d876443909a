import type { Db } from '@care360/db';
import {
  ukCalendarDate,
  WORKLIST_GROUP_LIMIT,
  WORKLIST_GROUPS,
  type Worklist,
  type WorklistGroupKey,
  type WorklistLine,
} from '@care360/domain';
import type { AuthContext } from '../auth/auth-context';
import type { WorklistContribution } from './worklist-contribution';

/**
 * Home's worklist (GET /api/v1/worklist), gathered from what the areas contribute: the platform
 * knows no group's rule, only that every group of WORKLIST_GROUPS has one contributor, and it
 * answers each group's count and at most WORKLIST_GROUP_LIMIT of its lines.
 */

/** The areas' contributions, checked once: every group of WORKLIST_GROUPS filled exactly once. */
export interface WorklistRegistry {
  readonly contributions: readonly WorklistContribution[];
}

export function worklistRegistry(contributions: readonly WorklistContribution[]): WorklistRegistry {
  const known = new Set<string>(WORKLIST_GROUPS.map((group) => group.key));
  const filled = new Set<string>();
  for (const { groups } of contributions) {
    for (const key of groups) {
      if (!known.has(key)) throw new Error(`The worklist has no group "${key}" (WORKLIST_GROUPS).`);
      if (filled.has(key)) throw new Error(`Two areas contribute the worklist group "${key}".`);
      filled.add(key);
    }
  }
  const missing = [...known].filter((key) => !filled.has(key));
  if (missing.length > 0) {
    throw new Error(`No area contributes the worklist group(s) ${missing.join(', ')}.`);
  }
  return { contributions };
}

const emptyGroups = (): Record<WorklistGroupKey, WorklistLine[]> =>
  Object.fromEntries(WORKLIST_GROUPS.map((group) => [group.key, []])) as unknown as Record<
    WorklistGroupKey,
    WorklistLine[]
  >;

const countsOf = (groups: Record<WorklistGroupKey, WorklistLine[]>) =>
  Object.fromEntries(Object.entries(groups).map(([key, lines]) => [key, lines.length])) as Record<
    WorklistGroupKey,
    number
  >;

/** What the signed-in person should act on: each contribution in turn, on one clock. */
export async function worklistOf(
  registry: WorklistRegistry,
  db: Db,
  auth: AuthContext,
  now = new Date(),
): Promise<Worklist> {
  const today = ukCalendarDate(now);
  const groups = emptyGroups();
  for (const contribution of registry.contributions) {
    const lines = await contribution.lines({ db, auth, now, today });
    // Only its own groups: a contribution cannot fill another's.
    for (const key of contribution.groups) groups[key] = lines[key] ?? [];
  }
  const everyGroup = registry.contributions.some(
    (contribution) => contribution.showsEveryGroupTo?.(auth) ?? false,
  );
  return finished(today, groups, everyGroup);
}

/** The worklist's answer: each group's count, and at most WORKLIST_GROUP_LIMIT of its lines. */
function finished(
  today: string,
  groups: Record<WorklistGroupKey, WorklistLine[]>,
  clientsVisible: boolean,
): Worklist {
  const counts = countsOf(groups);
  for (const key of Object.keys(groups) as WorklistGroupKey[]) {
    groups[key] = groups[key].slice(0, WORKLIST_GROUP_LIMIT);
  }
  return { clientsVisible, today, groups, counts };
}
