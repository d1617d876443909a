import {
  AUDIT_SOURCES,
  type AuditSource,
  addCalendarDays,
  auditSourceLabel,
  recordKind,
  suggestedNextAudit,
} from '@care360/domain';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import type { DemoSeeder } from './demo-seeder';

/**
 * The demo audits: of each audited source's records (the staff files' disciplinary matters among
 * them, seeded with the files) a few audited (passed, with actions, one whose next audit has
 * passed) and the rest not yet, so every Audits list has rows, some audited and some overdue.
 */

type Row = Record<string, unknown>;

function tableWithColumns(kindName: string) {
  const table = recordTable(kindName) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  return { table, col: (key: string) => columns[key] as PgColumn };
}

/** A source's newest records with their date and branch. */
async function recordsOf(
  seeder: DemoSeeder,
  source: AuditSource,
): Promise<{ id: string; on: string; branch: string | null }[]> {
  const kind = recordKind(source.kind);
  const { table, col } = tableWithColumns(source.kind);
  const date = col(source.dateField);
  const onDate =
    kind.fields[source.dateField]?.kind === 'dateTime'
      ? sql<string>`to_char((${date} at time zone 'Europe/London')::date, 'YYYY-MM-DD')`
      : sql<string>`to_char(${date}, 'YYYY-MM-DD')`;
  const owner = kind.parent ? tableWithColumns(kind.parent) : null;
  const named: SQL | undefined = source.personFields?.length
    ? or(...source.personFields.map((key) => isNotNull(col(key))))
    : undefined;
  const query = seeder.db
    .select({
      id: col('id'),
      on: onDate,
      branch: owner ? owner.col('branch') : col('branch'),
    })
    .from(table);
  const joined = owner ? query.innerJoin(owner.table, eq(owner.col('id'), col('parentId'))) : query;
  const rows = await joined
    .where(and(eq(col('organisationId'), seeder.organisationId), isNull(col('deletedAt')), named))
    .orderBy(desc(date), asc(col('id')))
    // Every record: the oldest is audited too (once, and due again since).
    .limit(5000);
  return rows.map((row) => ({
    id: String(row.id),
    on: String(row.on),
    branch: row.branch ? String(row.branch) : null,
  }));
}

export async function seedDemoAudits(
  seeder: DemoSeeder,
  context: { today: string; managerName: string; coordinatorName: string },
): Promise<void> {
  const { today } = context;
  const manager = seeder.lookup('users', context.managerName);
  const coordinator = seeder.lookup('users', context.coordinatorName);

  for (const source of AUDIT_SOURCES) {
    const records = (await recordsOf(seeder, source)).filter((record) => record.on <= today);
    const oldest = records.at(-1);
    // The newest audited and passed, the next with actions (of a longer list), the oldest
    // audited once and due again since; the rest not yet audited.
    const audited = [
      records[0],
      records.length > 3 ? records[1] : undefined,
      records.length > 1 ? oldest : undefined,
    ].flatMap((record, i) => {
      if (!record) return [];
      const overdue = i === 2 && addCalendarDays(record.on, 1) < today;
      const auditedOn = overdue
        ? record.on
        : ([record.on, addCalendarDays(record.on, 5), today].sort()[1] as string);
      const plan: Row =
        i === 0
          ? { outcome: 'Pass', findings: 'Complete, dated and signed; nothing to follow up.' }
          : i === 1
            ? {
                outcome: 'Actions required',
                findings: 'Two entries lack the time they were written.',
                actions: 'Remind the team at the next meeting to time every entry.',
                actionOwner: coordinator,
                actionsDueOn: addCalendarDays(auditedOn, 14),
              }
            : {
                outcome: 'Pass',
                findings: 'In order at the last check; due again.',
                nextAuditDue: overdue ? addCalendarDays(record.on, 1) : null,
              };
      return [
        {
          values: {
            source: auditSourceLabel(source),
            sourceId: record.id,
            branch: record.branch,
            auditedBy: i === 1 ? coordinator : manager,
            auditedOn,
            nextAuditDue: suggestedNextAudit(source, auditedOn),
            ...plan,
          },
        },
      ];
    });
    await seeder.insert('record-audits', audited);
  }
}
