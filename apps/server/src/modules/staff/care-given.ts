import { type Db, schema } from '@care360/db';
import {
  CARER_FILE,
  type CareGivenAnswer,
  can,
  careGivenAnswer,
  MAX_PAGE_SIZE,
  recordKind,
} from '@care360/domain';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * What a carer did for clients, read from the client files: the doses their sign-in account gave
 * (or recorded) on MAR charts and the logs that name them as their care worker. The carer's profile lists
 * it; the MAR chart and the log link back to the carer.
 */

const carers = recordKind('carers');
const clients = recordKind('clients');
const logTable = tableOf(recordKind('client-logs'));
const clientTable = tableOf(clients);

/** The names of those clients the caller may read (their organisation, their branch). */
async function clientNames(db: Db, auth: AuthContext, ids: string[]) {
  const names = new Map<string, string>();
  if (ids.length === 0 || !can(auth.user, clients.permissions.read)) return names;
  const rows = await db
    .select({
      id: column(clientTable, 'id'),
      forename: column(clientTable, 'forename'),
      surname: column(clientTable, 'surname'),
    })
    .from(clientTable)
    .where(and(inArray(column(clientTable, 'id'), ids), scopeOf(clients, auth.user)));
  for (const row of rows) names.set(String(row.id), `${row.forename} ${row.surname}`);
  return names;
}

export async function careGivenBy(
  db: Db,
  auth: AuthContext,
  carerId: string,
  limit: number,
): Promise<CareGivenAnswer> {
  const carerTable = tableOf(carers);
  const [carer] = await db
    .select({ user: column(carerTable, 'user') })
    .from(carerTable)
    .where(and(eq(column(carerTable, 'id'), carerId), scopeOf(carers, auth.user)));
  if (!carer) throw notFound('carer');
  const userId = typeof carer.user === 'string' ? carer.user : null;
  const organisationId = auth.user.organisation.id;
  const { marEntries } = schema;
  // A dose names its giver's carer file; doses from before that name their sign-in account.
  const givenDoses = db
    .select()
    .from(marEntries)
    .where(
      and(
        eq(marEntries.organisationId, organisationId),
        schema.currentMarEntry(),
        or(
          eq(marEntries.givenByCarer, carerId),
          userId
            ? and(
                isNull(marEntries.givenByCarer),
                or(
                  eq(marEntries.givenBy, userId),
                  and(isNull(marEntries.givenBy), eq(marEntries.recordedBy, userId)),
                ),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(desc(marEntries.recordedAt))
    .limit(limit);
  const [doses, logs] = await Promise.all([
    givenDoses,
    db
      .select({
        id: column(logTable, 'id'),
        clientId: column(logTable, 'parentId'),
        category: column(logTable, 'category'),
        at: column(logTable, 'loggedAt'),
      })
      .from(logTable)
      .where(
        and(
          eq(column(logTable, 'organisationId'), organisationId),
          eq(column(logTable, 'carer'), carerId),
          isNull(column(logTable, 'deletedAt')),
        ),
      )
      .orderBy(desc(column(logTable, 'loggedAt')))
      .limit(limit),
  ]);
  const names = await clientNames(db, auth, [
    ...new Set([...doses.map((d) => d.clientId), ...logs.map((l) => String(l.clientId))]),
  ]);
  const iso = (value: unknown) => new Date(value as string | Date).toISOString();
  return {
    doses: doses.map((dose) => ({
      id: dose.id,
      clientId: dose.clientId,
      clientName: names.get(dose.clientId) ?? null,
      day: dose.day,
      slot: dose.slot,
      code: dose.code,
      outcome: dose.outcome,
      at: (dose.givenAt ?? dose.recordedAt).toISOString(),
    })),
    logs: logs.map((log) => ({
      id: String(log.id),
      clientId: String(log.clientId),
      clientName: names.get(String(log.clientId)) ?? null,
      category: typeof log.category === 'string' ? log.category : null,
      at: iso(log.at),
    })),
  };
}

const careGivenRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/carers/:id/care-given',
  access: { permission: carers.permissions.read },
  answer: careGivenAnswer,
  summary: 'The doses a carer gave and the logs they wrote, newest first',
  params: idParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20) }),
  resource: 'carers',
  async handler({ auth, params, query, request, services: { db } }) {
    const data = await db.transaction(async (tx) => {
      const found = await careGivenBy(tx, auth, params.id, query.limit);
      await auditFileAccess(tx, auth, request.ip, CARER_FILE, params.id, 'read', {
        section: 'Care given',
      });
      return found;
    });
    return { data };
  },
});

export const careGivenRoutes = [careGivenRoute];
