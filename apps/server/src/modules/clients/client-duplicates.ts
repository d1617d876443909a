import type { Db } from '@care360/db';
import {
  type ClientDuplicate,
  clientDuplicatesAnswer,
  clientFullName,
  clients as clientsDeclaration,
  fieldSchema,
  recordKind,
} from '@care360/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';

const clients = recordKind('clients');

/** At most this many matches are named: one is enough to stop and look. */
const MOST_SHOWN = 5;

const name = z.string().trim().min(1, 'Enter a name.').max(80, 'Use at most 80 characters.');

/** The fields the add and edit forms have typed; the date is checked as the form checks it. */
export const duplicateQuery = z.object({
  forename: name,
  surname: name,
  dateOfBirth: fieldSchema(clientsDeclaration.fields.dateOfBirth).pipe(z.string()),
  /** On an edit page: the client being edited is not a duplicate of itself. */
  exceptId: z.uuid().optional(),
});

/**
 * Live clients the caller may see (organisation and branch) with the same forename, surname
 * (ignoring case and spaces around them) and date of birth.
 */
export async function possibleDuplicates(
  db: Db,
  caller: Caller,
  query: z.infer<typeof duplicateQuery>,
): Promise<ClientDuplicate[]> {
  const table = tableOf(clients);
  const sameText = (field: string, value: string) =>
    sql`lower(trim(${column(table, field)})) = ${value.toLowerCase()}`;
  const rows = await db
    .select({
      id: column(table, 'id'),
      title: column(table, 'title'),
      forename: column(table, 'forename'),
      surname: column(table, 'surname'),
      preferredName: column(table, 'preferredName'),
      dateOfBirth: column(table, 'dateOfBirth'),
    })
    .from(table)
    .where(
      and(
        scopeOf(clients, caller),
        eq(column(table, 'dateOfBirth'), query.dateOfBirth),
        sameText('forename', query.forename),
        sameText('surname', query.surname),
        query.exceptId ? ne(column(table, 'id'), query.exceptId) : undefined,
      ),
    )
    .orderBy(column(table, 'createdAt'))
    .limit(MOST_SHOWN);
  return rows.map((row) => ({
    id: String(row.id),
    name: clientFullName(row),
    dateOfBirth: String(row.dateOfBirth),
  }));
}

/**
 * Asked by the add and edit pages as the name and date of birth are typed. A warning, never a
 * refusal: two people may share both, and the coordinator decides.
 */
export const clientDuplicateRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/clients/possible-duplicates',
    access: { permission: 'clients.read' },
    answer: clientDuplicatesAnswer,
    summary: 'Clients the caller may see with the same name and date of birth',
    query: duplicateQuery,
    async handler({ auth, query, services: { db } }) {
      return { data: await possibleDuplicates(db, auth.user, query) };
    },
  }),
];
