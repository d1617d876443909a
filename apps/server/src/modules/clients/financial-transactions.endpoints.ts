import type { Db } from '@care360/db';
import { clientLedgerAnswer, clientFinancialTransactions as kind } from '@care360/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { LIST_COUNT_CAP } from '../../platform/lists/count';
import { keyset, MAX_PAGE_SIZE, pageOf } from '../../platform/lists/keyset';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { toApiRow } from '../../platform/records/record-values';
import { assertLiveClient, clientFileReadAudit } from './client-access';

const transactions = tableOf(kind);
const col = (key: string) => column(transactions, key);

/**
 * The order money moved in: by date, and within a day in the order it was entered. As one text
 * key (fixed width, compared byte by byte) it serves both the window and the page cursor.
 */
const ledgerKey = sql<string>`(to_char(${col('date')}, 'YYYY-MM-DD') || ' ' || to_char(${col('createdAt')} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')) collate "C"`;

const signedAmount = sql`case when ${col('type')} = 'Money in' then ${col('amount')} else -${col('amount')} end`;

const ledgerQuery = z.object({
  // Newest first, as a statement is read; the balance is always that after each transaction.
  dir: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  cursor: z.string().max(1000).optional(),
});

/**
 * A client's cash transactions with the balance after each (money in adds, money out subtracts,
 * in date order), one keyset page at a time, and the balance now. The balance comes from a window
 * over the client's live transactions, so a deleted or back-dated entry changes every later line.
 */
const ledger = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/financial-transactions',
  access: { permission: kind.permissions.read },
  answer: clientLedgerAnswer,
  summary: "A client's financial transactions with the running balance after each",
  params: idParams,
  query: ledgerQuery,
  resource: 'clients',
  async handler({ auth, params, query, request, services: { db } }) {
    const scope = scopeOf(kind, auth.user, params.id);
    // The windows run over all the client's lines first; only then is the page cut from them. The
    // balance now and the count come from the same scan (a window over the whole ledger): the
    // balance needs every line anyway, so no second query reads them again.
    const lines = db.$with('ledger').as(
      db
        .select({
          lineId: sql<string>`${col('id')}`.as('line_id'),
          ledgerKey: ledgerKey.as('ledger_key'),
          balance:
            // Pence summed in 64 bits: a 32-bit total overflows past £21.4m.
            sql<string>`(sum(${signedAmount}) over (order by ${ledgerKey}, ${col('id')}))::bigint`.as(
              'balance',
            ),
          balanceNow: sql<string>`(coalesce(sum(${signedAmount}) over (), 0))::bigint`.as(
            'balance_now',
          ),
          lineCount: sql<number>`(count(*) over ())::int`.as('line_count'),
        })
        .from(transactions)
        .where(scope),
    );
    const { after, orderBy } = keyset(sql`${lines.ledgerKey}`, col('id'), query.dir, query.cursor);
    const ctes = query.cursor
      ? [lines]
      : // Opening a client's money is a read of the client file (DESIGN.md §5): its audit entry
        // is written by the statement that reads the ledger, and only for a client it may see.
        [lines, clientFileReadAudit(db, auth, request.ip, params.id, { section: kind.plural })];
    // The client check decides 404; the ledger, scoped to the same client, waits for nothing.
    const [, rows] = await Promise.all([
      assertLiveClient(db, auth, params.id),
      db
        .with(...ctes)
        .select({
          row: transactions,
          ledgerKey: lines.ledgerKey,
          balance: lines.balance,
          balanceNow: lines.balanceNow,
          lineCount: lines.lineCount,
        })
        .from(lines)
        .innerJoin(transactions, eq(col('id'), lines.lineId))
        .where(after)
        .orderBy(...orderBy)
        .limit(query.limit + 1),
    ]);
    // A page past the last line carries no line to read the balance from.
    const balanceNow = rows[0] ? rows[0].balanceNow : await currentBalance(db, scope);
    const count = rows[0]?.lineCount ?? 0;
    return {
      data: {
        // A bigint arrives as text (node-postgres); pence stay exact in a JavaScript number up
        // to £90 trillion.
        balance: Number(balanceNow),
        ...pageOf(
          rows,
          query.limit,
          (line) => [line.ledgerKey, line.row.id as string],
          (line) => ({
            ...toApiRow(kind, line.row as Record<string, unknown>),
            balance: Number(line.balance),
          }),
          // Counted on the first page only, and capped, as every list (lists/count.ts).
          query.cursor
            ? undefined
            : { total: Math.min(count, LIST_COUNT_CAP), totalCapped: count > LIST_COUNT_CAP },
        ),
      },
    };
  },
});

/** The balance now, for a page that holds no line (a cursor past the end, or no lines at all). */
async function currentBalance(db: Db, scope: SQL) {
  const [totals] = await db
    .select({ balance: sql<string>`coalesce(sum(${signedAmount}), 0)::bigint` })
    .from(transactions)
    .where(scope);
  return totals?.balance ?? 0;
}

export const financialTransactionRoutes = [ledger];
