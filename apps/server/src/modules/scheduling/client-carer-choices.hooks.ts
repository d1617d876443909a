import { type RecordKind, recordKind } from '@care360/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { type RecordHooks, refusal, type WriteContext } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import type { Row } from '../../platform/records/record-values';

/**
 * A client's preferred and declined carers exclude each other: a carer on both lists would be
 * wanted by the solver and kept out by the rules at once. A carer is preferred once, so that a
 * list reads as the client said it.
 */

const preferredKind = recordKind('client-preferred-carers');
const declinedKind = recordKind('client-declined-carers');

/** Whether the client's live list of this kind names the carer, leaving out one record. */
async function listed(
  ctx: WriteContext,
  kind: RecordKind,
  clientId: string,
  carer: string,
  leaveOut?: string,
): Promise<boolean> {
  const table = tableOf(kind);
  const [found] = await ctx.db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), ctx.auth.user.organisation.id),
        eq(column(table, 'parentId'), clientId),
        eq(column(table, 'carer'), carer),
        isNull(column(table, 'deletedAt')),
        leaveOut ? ne(column(table, 'id'), leaveOut) : undefined,
      ),
    )
    .limit(1);
  return found !== undefined;
}

function choiceHooks(own: 'preferred' | 'declined'): RecordHooks {
  const other = own === 'preferred' ? declinedKind : preferredKind;
  async function check(ctx: WriteContext, existing: Row | null, carer: unknown, id?: string) {
    const clientId = ctx.parentId ?? (existing ? String(existing.parentId) : undefined);
    if (!clientId || typeof carer !== 'string' || carer === '') return;
    // Both lists are the client's: lock it so two saves at once cannot pass each other's check.
    await ctx.lockOwner();
    if (await listed(ctx, other, clientId, carer))
      throw refusal(
        'carer',
        own === 'preferred'
          ? 'The client has declined this carer: take them off the declined carers first.'
          : 'The client prefers this carer: take them off the preferred carers first.',
      );
    if (own === 'preferred' && (await listed(ctx, preferredKind, clientId, carer, id)))
      throw refusal('carer', 'This carer is one of the client’s preferred carers already.');
  }
  return {
    async beforeCreate({ values }, ctx) {
      await check(ctx, null, values.carer);
    },
    async beforeUpdate({ id, existing, values }, ctx) {
      await check(ctx, existing, values.carer ?? existing.carer, id);
    },
    async beforeRestore({ id, existing }, ctx) {
      await check(ctx, existing, existing.carer, id);
    },
  };
}

export const CLIENT_CARER_CHOICE_HOOKS: Record<string, RecordHooks> = {
  [preferredKind.name]: choiceHooks('preferred'),
  [declinedKind.name]: choiceHooks('declined'),
};
