import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { type RecordHooks, refusal } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { checkPlacement, endOfStatusColumn } from './task-cards';

/**
 * A card's save: its team and project are of its branch, and a new card (or one whose status a
 * form changed) goes to the bottom of its status column; a board's move sets the place itself.
 */
export const taskCardHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    await checkPlacement(ctx.db, ctx.auth, {
      branch: values.branch,
      team: values.team,
      project: values.project,
    });
    values.position = await endOfStatusColumn(ctx.db, ctx.auth, values.status);
  },
  async beforeUpdate({ existing, values }, ctx) {
    const card = { ...existing, ...values };
    await checkPlacement(ctx.db, ctx.auth, {
      branch: card.branch,
      team: card.team,
      project: card.project,
    });
    if (values.status !== undefined && values.status !== existing.status)
      values.position = await endOfStatusColumn(ctx.db, ctx.auth, values.status);
  },
};

/** A person is a member of a team once. */
export const teamMemberHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    await ctx.lockOwner();
    const kind = recordKind('work-team-members');
    const table = tableOf(kind);
    const [taken] = await ctx.db
      .select({ id: column(table, 'id') })
      .from(table)
      .where(
        and(
          scopeOf(kind, ctx.auth.user, ctx.parentId),
          eq(column(table, 'userId'), String(values.userId)),
        ),
      );
    if (taken) throw refusal('userId', 'This person is in the team already.');
  },
};
