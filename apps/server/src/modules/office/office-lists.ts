import type { Db } from '@care360/db';
import {
  addCalendarDays,
  type DbsDetailItem,
  type DbsDetails,
  type DbsDetailsQuery,
  dbsDueOn,
  londonDateOf,
  maskCertificate,
  type officeListQuery,
  recordKind,
  type UniformDetails,
} from '@care360/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsAny } from '../../platform/lists/search';
import { rowsOf } from '../../platform/raw-rows';
import type { Caller } from '../../platform/records/record-query';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * The office's lists across staff files: the newest DBS check of each carer and office employee,
 * and every uniform item issued to carers. Each reads the staff section's own table through the
 * record engine's scope, so a branch-limited reader sees only their branch's files.
 */

type Owner = 'carers' | 'employees';
const PREFIX: Record<Owner, string> = { carers: 'carer', employees: 'employee' };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** One owner's rows of a staff section joined to the live person whose file holds them. */
function sectionRows(
  owner: Owner,
  key: string,
  caller: Caller,
  search: string | undefined,
  personId?: string,
) {
  const kind = recordKind(`${PREFIX[owner]}-${key}`);
  const table = tableOf(kind);
  const person = tableOf(recordKind(owner));
  const from = sql`${table} join ${person} on ${column(person, 'id')} = ${column(table, 'parentId')}`;
  const where = and(
    scopeOf(kind, caller),
    isNull(column(person, 'deletedAt')),
    containsAny([column(person, 'forename'), column(person, 'surname')], search),
    personId ? eq(column(person, 'id'), personId) : undefined,
  ) as SQL;
  const name = sql`concat_ws(' ', ${column(person, 'forename')}, ${column(person, 'surname')})`;
  const date = (field: string) => sql`to_char(${column(table, field)}, 'YYYY-MM-DD')`;
  return { table, person, from, where, name, date };
}

export async function dbsDetailsOf(
  db: Db,
  caller: Caller,
  owners: readonly Owner[],
  showNumbers: (owner: Owner) => boolean,
  query: DbsDetailsQuery,
  today = londonDateOf(),
): Promise<DbsDetails> {
  const all: DbsDetailItem[] = [];
  for (const owner of owners) {
    const { table, person, from, where, name, date } = sectionRows(
      owner,
      'dbs-checks',
      caller,
      query.search,
      query.person,
    );
    // The newest check of each person is the one they work on.
    const result = await db.execute(
      sql`select distinct on (${column(person, 'id')}) ${column(table, 'id')} as id,
        ${column(person, 'id')} as person_id, ${name} as person,
        ${column(table, 'certificateNumber')} as number, ${column(table, 'level')} as level,
        ${date('issuedOn')} as issued_on, ${column(table, 'barredListResult')} as barred,
        ${column(table, 'updateServiceConsent')} as update_service,
        ${date('updateServiceCheckedOn')} as checked_on
        from ${from} where ${where}
        order by ${column(person, 'id')}, ${column(table, 'issuedOn')} desc nulls last, ${column(table, 'createdAt')} desc`,
    );
    for (const row of rowsOf(result)) {
      const number = text(row.number) ?? '';
      const shown = showNumbers(owner);
      const check = {
        issuedOn: text(row.issued_on),
        updateService: row.update_service === true,
        updateServiceCheckedOn: text(row.checked_on),
      };
      const dueOn = dbsDueOn(check);
      all.push({
        id: String(row.id),
        owner,
        personId: String(row.person_id),
        person: text(row.person) ?? '',
        certificateNumber: shown ? number : maskCertificate(number),
        masked: !shown,
        level: text(row.level),
        barredListResult: text(row.barred),
        ...check,
        dueOn,
        overdue: dueOn !== null && dueOn < today,
      });
    }
  }
  const soon = addCalendarDays(today, 60);
  const wanted = all.filter((item) =>
    query.state === 'overdue'
      ? item.overdue
      : query.state === 'due-soon'
        ? !item.overdue && item.dueOn !== null && item.dueOn <= soon
        : true,
  );
  // The most pressing first: the overdue, then by due date, then by name.
  wanted.sort(
    (a, b) =>
      (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') ||
      a.person.localeCompare(b.person) ||
      a.id.localeCompare(b.id),
  );
  const offset = (query.page - 1) * query.limit;
  return {
    total: wanted.length,
    overdue: all.filter((item) => item.overdue).length,
    page: query.page,
    limit: query.limit,
    items: wanted.slice(offset, offset + query.limit),
  };
}

export async function uniformDetailsOf(
  db: Db,
  caller: Caller,
  query: z.infer<typeof officeListQuery>,
): Promise<UniformDetails> {
  const { table, person, from, where, name, date } = sectionRows(
    'carers',
    'uniform',
    caller,
    query.search,
  );
  const offset = (query.page - 1) * query.limit;
  const [counts, page] = await Promise.all([
    db.execute(
      sql`select count(*)::int as total,
        coalesce(sum(${column(table, 'quantity')}) filter (where ${column(table, 'returnedOn')} is null), 0)::int as outstanding
        from ${from} where ${where}`,
    ),
    db.execute(
      sql`select ${column(table, 'id')} as id, ${column(person, 'id')} as person_id, ${name} as person,
        ${column(table, 'item')} as item, ${column(table, 'size')} as size,
        ${column(table, 'quantity')} as quantity, ${date('issuedOn')} as issued_on,
        ${date('returnedOn')} as returned_on
        from ${from} where ${where}
        order by ${column(table, 'issuedOn')} desc nulls last, person, ${column(table, 'id')}
        limit ${query.limit} offset ${offset}`,
    ),
  ]);
  const count = rowsOf(counts)[0] as { total: number; outstanding: number } | undefined;
  return {
    total: Number(count?.total ?? 0),
    outstanding: Number(count?.outstanding ?? 0),
    page: query.page,
    limit: query.limit,
    items: rowsOf(page).map((row) => ({
      id: String(row.id),
      personId: String(row.person_id),
      person: text(row.person) ?? '',
      item: text(row.item),
      size: text(row.size),
      quantity: row.quantity === null || row.quantity === undefined ? null : Number(row.quantity),
      issuedOn: text(row.issued_on),
      returnedOn: text(row.returned_on),
    })),
  };
}
