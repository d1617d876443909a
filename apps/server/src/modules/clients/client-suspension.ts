import type { Db } from '@care360/db';
import { recordKind, type SuspensionPeriod, suspensionPeriods } from '@care360/domain';
import { and, asc, inArray } from 'drizzle-orm';
import type { Caller } from '../../platform/records/record-query';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * The facts the suspension rule (packages/domain/src/catalogue/clients/suspension.ts) reads, from the
 * database: each client's hospital stays and the day their service ended. For many clients at
 * once (the Home worklist) or one (the MAR chart, the profile).
 */

const clients = recordKind('clients');
const stays = recordKind('client-hospital-stays');

export interface ClientLifecycleFacts {
  serviceEndedOn: string | null;
  serviceEndReason: string | null;
  serviceEndNote: string | null;
  hospitalStays: {
    id: string;
    admittedOn: string;
    dischargedOn: string | null;
    hospital: string | null;
  }[];
  suspended: SuspensionPeriod[];
}

/** A client has at most a few dozen stays; the cap only bounds the answer. */
const STAYS_LIMIT = 200;

/** The lifecycle facts of each client the caller may see among `clientIds` (archived included). */
export async function lifecycleFactsOf(
  db: Db,
  caller: Caller,
  clientIds: readonly string[],
): Promise<Map<string, ClientLifecycleFacts>> {
  const result = new Map<string, ClientLifecycleFacts>();
  if (clientIds.length === 0) return result;
  const clientTable = tableOf(clients);
  const stayTable = tableOf(stays);
  const [clientRows, stayRows] = await Promise.all([
    db
      .select({
        id: column(clientTable, 'id'),
        serviceEndedOn: column(clientTable, 'serviceEndedOn'),
        serviceEndReason: column(clientTable, 'serviceEndReason'),
        serviceEndNote: column(clientTable, 'serviceEndNote'),
      })
      .from(clientTable)
      .where(and(scopeOf(clients, caller), inArray(column(clientTable, 'id'), [...clientIds]))),
    db
      .select({
        id: column(stayTable, 'id'),
        clientId: column(stayTable, 'parentId'),
        admittedOn: column(stayTable, 'admittedOn'),
        dischargedOn: column(stayTable, 'dischargedOn'),
        hospital: column(stayTable, 'hospital'),
      })
      .from(stayTable)
      .where(and(scopeOf(stays, caller), inArray(column(stayTable, 'parentId'), [...clientIds])))
      .orderBy(asc(column(stayTable, 'admittedOn')), asc(column(stayTable, 'id')))
      .limit(STAYS_LIMIT * clientIds.length),
  ]);
  for (const row of clientRows as {
    id: string;
    serviceEndedOn: string | null;
    serviceEndReason: string | null;
    serviceEndNote: string | null;
  }[]) {
    result.set(row.id, { ...row, hospitalStays: [], suspended: [] });
  }
  for (const stay of stayRows as (ClientLifecycleFacts['hospitalStays'][number] & {
    clientId: string;
  })[]) {
    const { clientId, ...rest } = stay;
    result.get(clientId)?.hospitalStays.push(rest);
  }
  for (const facts of result.values()) facts.suspended = suspensionPeriods(facts);
  return result;
}

/** One client's lifecycle facts; a client the caller cannot see has none (nothing suspended). */
export async function lifecycleFactsOfClient(
  db: Db,
  caller: Caller,
  clientId: string,
): Promise<ClientLifecycleFacts> {
  const found = (await lifecycleFactsOf(db, caller, [clientId])).get(clientId);
  return (
    found ?? {
      serviceEndedOn: null,
      serviceEndReason: null,
      serviceEndNote: null,
      hospitalStays: [],
      suspended: [],
    }
  );
}
