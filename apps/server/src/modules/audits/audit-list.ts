import type { Db } from '@care360/db';
import {
  type AuditSource,
  type AuditSourceList,
  type AuditSourceListQuery,
  auditDue,
  auditSourceLabel,
  displayValue,
  type FieldDef,
  londonDateOf,
  type RecordKind,
  recordAudits,
  recordKind,
  suggestedNextAudit,
} from '@care360/domain';
import { and, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsAny } from '../../platform/lists/search';
import { rowsOf } from '../../platform/raw-rows';
import type { Caller } from '../../platform/records/record-query';
import { column, referenceTitles, scopeOf, tableOf } from '../../platform/records/record-query';
import { toApiValue } from '../../platform/records/record-values';

/**
 * The records of one audited source across every file the caller may see (their branch when
 * limited to it), each with its latest audit, how many it has had, and when it is next due. The
 * due date is worked out in the query, so "overdue" filters and sorts before a page is cut.
 */

/** The kind whose file a source's record is in, and the record's link to it. */
export function personOf(source: AuditSource): { owner: RecordKind; link: SQL } {
  const kind = recordKind(source.kind);
  const table = tableOf(kind);
  if (source.personFields?.length) {
    const owner = recordKind(source.group);
    return {
      owner,
      link: sql`coalesce(${sql.join(
        source.personFields.map((key) => column(table, key)),
        sql`, `,
      )})`,
    };
  }
  const owner = recordKind(kind.parent ?? source.group);
  return { owner, link: sql`${column(table, 'parentId')}` };
}

/** Which records of a source are to be checked: live, in scope, in a live person's file. */
export function sourceScope(source: AuditSource, caller: Caller): SQL {
  const kind = recordKind(source.kind);
  const table = tableOf(kind);
  const named = source.personFields?.length
    ? or(...source.personFields.map((key) => isNotNull(column(table, key))))
    : undefined;
  return and(scopeOf(kind, caller), named) as SQL;
}

const auditKind = () => recordKind(recordAudits.name);

/** A source record's own date as 'YYYY-MM-DD' on a London calendar (a logbook entry's instant). */
function recordDate(kind: RecordKind, field: string): SQL {
  const value = column(tableOf(kind), field);
  return kind.fields[field]?.kind === 'dateTime'
    ? sql`(${value} at time zone 'Europe/London')::date`
    : sql`${value}::date`;
}

/** The live audits of each record of a source: `a` is the audits table. */
function auditsOf(source: AuditSource, caller: Caller, recordId: SQL): SQL {
  const a = tableOf(auditKind());
  return and(
    scopeOf(auditKind(), { organisation: caller.organisation, branchScope: null }),
    sql`${column(a, 'source')} = ${auditSourceLabel(source)}`,
    sql`${column(a, 'sourceId')} = ${recordId}::text`,
  ) as SQL;
}

export async function auditListOf(
  db: Db,
  caller: Caller,
  source: AuditSource,
  query: AuditSourceListQuery,
  today = londonDateOf(),
): Promise<AuditSourceList> {
  const kind = recordKind(source.kind);
  const table = tableOf(kind);
  const { owner, link } = personOf(source);
  const person = tableOf(owner);
  const a = tableOf(auditKind());
  const ofRecord = auditsOf(source, caller, sql`${column(table, 'id')}`);
  const latest = (expression: SQL) =>
    sql`(select ${expression} from ${a} where ${ofRecord} order by ${column(a, 'auditedOn')} desc, ${column(a, 'createdAt')} desc limit 1)`;
  const onDate = recordDate(kind, source.dateField);
  const titles = referenceTitles(kind);
  const shownColumns = source.columns.filter((key) => !kind.fields[key]?.sensitive);
  const latestTitles = referenceTitles(auditKind());
  const latestJson = latest(
    sql`json_build_object(
      'id', ${column(a, 'id')}, 'version', ${column(a, 'version')},
      'auditedOn', to_char(${column(a, 'auditedOn')}, 'YYYY-MM-DD'),
      'auditedBy', ${latestTitles.auditedBy}, 'outcome', ${column(a, 'outcome')},
      'findings', ${column(a, 'findings')}, 'actions', ${column(a, 'actions')},
      'actionOwner', ${latestTitles.actionOwner},
      'actionsDueOn', to_char(${column(a, 'actionsDueOn')}, 'YYYY-MM-DD'),
      'nextAuditDue', to_char(${column(a, 'nextAuditDue')}, 'YYYY-MM-DD'))`,
  );
  const audited = sql`exists (select 1 from ${a} where ${ofRecord})`;
  const due = sql`(case when ${audited} then ${latest(sql`${column(a, 'nextAuditDue')}`)} else ${onDate} + ${source.firstAuditDays}::int end)`;
  const where = and(
    sourceScope(source, caller),
    isNull(column(person, 'deletedAt')),
    containsAny([column(person, 'forename'), column(person, 'surname')], query.search),
  );
  const from = sql`${table} join ${person} on ${column(person, 'id')} = ${link}`;
  const inner = sql`select ${column(table, 'id')} as id, ${column(person, 'id')} as person_id,
      concat_ws(' ', ${column(person, 'forename')}, ${column(person, 'surname')}) as person,
      to_char(${onDate}, 'YYYY-MM-DD') as on_date,
      json_build_object(${sql.join(
        shownColumns.flatMap((key) => [
          sql`${`v_${key}`}::text, ${column(table, key)}`,
          sql`${`t_${key}`}::text, ${titles[key] ?? sql`null`}`,
        ]),
        sql`, `,
      )}) as cols,
      (select count(*) from ${a} where ${ofRecord})::int as audit_count,
      ${latestJson} as latest,
      ${due} as due
    from ${from} where ${where}`;
  const stateWhere = {
    all: sql`true`,
    overdue: sql`t.due < ${today}::date`,
    'not-audited': sql`t.audit_count = 0`,
    audited: sql`t.audit_count > 0`,
  }[query.state];
  const offset = (query.page - 1) * query.limit;
  const [counts, page] = await Promise.all([
    db.execute(
      sql`select count(*) filter (where ${stateWhere})::int as total,
        count(*) filter (where t.due < ${today}::date)::int as overdue from (${inner}) t`,
    ),
    db.execute(
      sql`select t.* from (${inner}) t where ${stateWhere}
        order by t.due asc nulls last, t.on_date desc, t.id limit ${query.limit} offset ${offset}`,
    ),
  ]);
  const count = rowsOf(counts)[0] as { total: number; overdue: number } | undefined;
  const dateLabel = kind.fields[source.dateField]?.label ?? 'Date';
  const items = rowsOf(page).map((row) => {
    const cols = (row.cols ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      shownColumns.map((key) => {
        const def = kind.fields[key] as FieldDef;
        const title = cols[`t_${key}`];
        return [
          key,
          displayValue(
            def,
            toApiValue(def, cols[`v_${key}`]),
            typeof title === 'string' ? title : null,
          ),
        ];
      }),
    );
    const latestRow = row.latest as AuditSourceList['items'][number]['latest'];
    const on = typeof row.on_date === 'string' ? row.on_date : null;
    // The domain's rule, which the query's `due` repeats to filter and sort before paging.
    const { dueOn, overdue } = auditDue(source, on, latestRow, today);
    return {
      id: String(row.id),
      personId: row.person_id ? String(row.person_id) : null,
      person: typeof row.person === 'string' && row.person ? row.person : null,
      on,
      values,
      audits: Number(row.audit_count ?? 0),
      latest: latestRow ?? null,
      dueOn,
      overdue,
    };
  });
  return {
    source: {
      key: source.key,
      title: source.title,
      noun: source.noun,
      group: source.group,
      recordPath: kind.parent ? `${owner.path}/{person}/${kind.path}` : kind.path,
      columns: shownColumns.map((key) => ({ key, label: kind.fields[key]?.label ?? key })),
      dateLabel,
      suggestedNextAudit: suggestedNextAudit(source, today),
    },
    total: count?.total ?? 0,
    overdue: count?.overdue ?? 0,
    page: query.page,
    limit: query.limit,
    items,
  };
}
