import { z } from 'zod';
import { pageAnswer, type RecordAnswer, recordAnswer } from '../../engine/records/record-answers';
import { clientFinancialTransactions } from './client-financial-transactions.record';

/**
 * A line of a client's ledger (GET /api/v1/clients/:id/financial-transactions): the transaction
 * as the record engine answers it, and the balance after it, in pence. recordAnswer is a strict
 * object typed as its answer; extended here, it stays strict, so only `balance` is added.
 */
export const clientLedgerRowAnswer = (
  recordAnswer(clientFinancialTransactions) as unknown as z.ZodObject
).extend({ balance: z.number().int() }) as unknown as z.ZodType<ClientLedgerRow>;
export type ClientLedgerRow = RecordAnswer & { balance: number };

/** One page of the ledger, and the client's balance now (pence). */
export const clientLedgerAnswer = pageAnswer(clientLedgerRowAnswer).extend({
  balance: z.number().int(),
});
export type ClientLedger = z.infer<typeof clientLedgerAnswer>;
