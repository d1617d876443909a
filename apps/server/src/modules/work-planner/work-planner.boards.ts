import type { Db } from '@care360/db';
import { type BoardRow, can, formatUkDate } from '@care360/domain';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  type BoardSourceContribution,
  derivedBoardSource,
} from '../../platform/boards/board-source';
import { referenceTitles, scopeOf, tableOf } from '../../platform/records/record-query';
import { cardCol, cardKind } from './task-cards';

/**
 * The work planner's overdue cards on the live boards' task-planner boards: a card still pending
 * after its due day. Everyone who may read cards sees those of their scope on the task-planner
 * alerts; my task alerts shows the caller's own.
 */

async function overdueCards(db: Db, auth: AuthContext, today: string, where?: SQL) {
  const kind = cardKind();
  if (!can(auth.user, kind.permissions.read)) return [];
  const titles = referenceTitles(kind);
  return db
    .select({
      id: cardCol('id'),
      title: cardCol('title'),
      dueDate: cardCol('dueDate'),
      branch: cardCol('branch'),
      owner: titles.assignedTo as SQL<string | null>,
      branchName: titles.branch as SQL<string | null>,
      projectName: titles.project as SQL<string | null>,
    })
    .from(tableOf(kind))
    .where(
      and(
        scopeOf(kind, auth.user),
        eq(cardCol('status'), 'pending'),
        lt(cardCol('dueDate'), today),
        where,
      ),
    )
    .limit(2_000);
}

type OverdueCard = Awaited<ReturnType<typeof overdueCards>>[number];

function cardRow(card: OverdueCard, person: string | null, href: string): BoardRow {
  const due = String(card.dueDate).slice(0, 10);
  return {
    id: `task-card:${card.id}`,
    at: due,
    severity: 'Medium',
    subject: String(card.title),
    detail: `Task card due ${formatUkDate(due)}${card.projectName ? ` (${card.projectName})` : ''}, still pending.`,
    person,
    href,
    branch: card.branchName,
    alert: null,
  };
}

const overdue = derivedBoardSource('work-tasks-overdue', async ({ db, auth, today }) => {
  const cards = await overdueCards(db, auth, today);
  return cards.map((card) =>
    cardRow(card, card.owner, `/app/work-planner/branches/${String(card.branch)}`),
  );
});

const mine = derivedBoardSource('my-work-tasks', async ({ db, auth, today }) => {
  const cards = await overdueCards(db, auth, today, eq(cardCol('assignedTo'), auth.user.id));
  return cards.map((card) => cardRow(card, null, '/app/work-planner/main'));
});

export const workPlannerBoardSources: readonly BoardSourceContribution[] = [overdue, mine];
