import type { Db } from '@care360/db';
import {
  addCalendarDays,
  type BoardRow,
  can,
  clientFullName,
  formatUkDate,
  recordKind,
} from '@care360/domain';
import { and, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  type BoardSourceContribution,
  derivedBoardSource,
  worklistBoardRows,
} from '../../platform/boards/board-source';
import {
  archivedOf,
  column,
  referenceTitles,
  scopeOf,
  tableOf,
} from '../../platform/records/record-query';
import { clientsWorklist } from './clients.worklist';

/**
 * The clients area's live-board sources, each from a record of the client file the caller may
 * read (their branch scope, live clients only) with the rule written in its board's declaration.
 */

const clients = recordKind('clients');
const SOON_DAYS = 7;
const PHOTO_DAYS = 30;

// A type, not an interface: clientFullName reads it as a record of fields.
type FileRow = {
  id: string;
  clientId: string;
  title: string | null;
  forename: string | null;
  surname: string | null;
  preferredName: string | null;
  values: Record<string, unknown>;
};

/**
 * The rows of a kind nested in the client file that match `where`, each with its client's
 * name (the fields as JSON values, a reference as its title); nothing when the caller may not read the kind and the file.
 */
async function fileRows(
  db: Db,
  auth: AuthContext,
  kindName: string,
  fields: readonly string[],
  where: (col: (key: string) => ReturnType<typeof column>) => SQL | undefined,
): Promise<FileRow[]> {
  const kind = recordKind(kindName);
  if (!can(auth.user, kind.permissions.read) || !can(auth.user, clients.permissions.read)) {
    return [];
  }
  const table = tableOf(kind);
  const owner = tableOf(clients);
  // A reference reads as the title of what it names (a medicine's name), as a list shows it.
  const titles = referenceTitles(kind);
  const col = (key: string) => column(table, key);
  const own = (key: string) => column(owner, key);
  const rows = await db
    .select({
      id: col('id'),
      clientId: own('id'),
      title: own('title'),
      forename: own('forename'),
      surname: own('surname'),
      preferredName: own('preferredName'),
      values: sql<Record<string, unknown>>`json_build_object(${sql.join(
        fields.map((key) => sql`${key}::text, ${titles[key] ?? col(key)}`),
        sql`, `,
      )})`,
    })
    .from(table)
    .innerJoin(owner, eq(own('id'), col('parentId')))
    .where(
      and(
        scopeOf(kind, auth.user),
        scopeOf(clients, auth.user),
        archivedOf(clients, false, owner),
        where(col),
      ),
    )
    .limit(5_000);
  return rows as FileRow[];
}

const nameOf = (row: FileRow) => clientFullName(row);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ukDate = (value: unknown) => (typeof value === 'string' ? formatUkDate(value) : '');

function fileRow(
  row: FileRow,
  section: string,
  fields: Omit<BoardRow, 'id' | 'person' | 'href' | 'branch' | 'alert'>,
): BoardRow {
  return {
    id: row.id,
    person: nameOf(row),
    href: `/app/clients/${row.clientId}/edit/${section}`,
    branch: null,
    alert: null,
    ...fields,
  };
}

const hazards = derivedBoardSource('client-hazards', async ({ db, auth }) => {
  const high = ['High', 'Very high'];
  const rows = await fileRows(
    db,
    auth,
    'client-risk-assessments',
    ['hazard', 'area', 'riskRating', 'residualRating', 'controls', 'reviewOn'],
    (col) => inArray(col('riskRating'), high),
  );
  return rows.map((row) => {
    const v = row.values;
    const rating = text(v.riskRating);
    const after = text(v.residualRating);
    return fileRow(row, 'risk-assessment', {
      at: typeof v.reviewOn === 'string' ? v.reviewOn : null,
      severity: rating === 'Very high' ? 'Critical' : 'High',
      subject: `${text(v.area)}: ${text(v.hazard)}`,
      detail: `Rated ${rating}${after ? `, ${after} once the agreed actions are done` : ''}.${v.reviewOn ? ` Review on ${ukDate(v.reviewOn)}.` : ''} Controls: ${text(v.controls)}`,
    });
  });
});

function reablement(overdue: boolean): BoardSourceContribution {
  return derivedBoardSource(
    overdue ? 'client-re-ablement-overdue' : 'client-re-ablement',
    async ({ db, auth, today }) => {
      const rows = await fileRows(
        db,
        auth,
        'client-promoting-independence',
        ['goal', 'progress', 'targetDate', 'reviewedOn'],
        (col) =>
          and(
            inArray(col('progress'), ['Not started', 'In progress']),
            overdue ? and(isNotNull(col('targetDate')), lt(col('targetDate'), today)) : undefined,
          ),
      );
      return rows.map((row) => {
        const v = row.values;
        const target = typeof v.targetDate === 'string' ? v.targetDate : null;
        const late = target !== null && target < today;
        return fileRow(row, 'promoting-independence', {
          at: target,
          severity: late ? 'Medium' : 'Low',
          subject: text(v.goal),
          detail: `${text(v.progress)}${target ? `; target ${ukDate(target)}${late ? ' (passed)' : ''}` : '; no target date'}.`,
        });
      });
    },
  );
}

const medicinesRunningOut = derivedBoardSource(
  'client-medicines-running-out',
  async ({ db, auth, today }) => {
    const rows = await fileRows(
      db,
      auth,
      'client-medications',
      ['medication', 'endDate', 'dose', 'frequency'],
      (col) =>
        and(
          isNotNull(col('endDate')),
          lte(col('endDate'), addCalendarDays(today, SOON_DAYS)),
          // Ended within the last week: a supply that ran out without a new prescription.
          gte(col('endDate'), addCalendarDays(today, -SOON_DAYS)),
        ),
    );
    return rows.map((row) => {
      const end = text(row.values.endDate);
      const ended = end < today;
      return fileRow(row, 'medication', {
        at: end,
        severity: ended ? 'Critical' : 'High',
        subject: text(row.values.medication) || 'Medicine',
        detail: `${text(row.values.dose)}, ${text(row.values.frequency).toLowerCase()}: prescription ${ended ? 'ended' : 'ends'} ${formatUkDate(end)}.`,
      });
    });
  },
);

const medicinePhotos = derivedBoardSource('client-medicine-photos', async ({ db, auth, now }) => {
  const types = tableOf(recordKind('document-upload-types'));
  const since = new Date(now.getTime() - PHOTO_DAYS * 86_400_000);
  const rows = await fileRows(db, auth, 'client-uploads', ['title', 'createdAt', 'notes'], (col) =>
    and(
      gte(col('createdAt'), since),
      sql`exists (select 1 from ${types} where ${column(types, 'id')} = ${col('documentType')} and ${column(types, 'name')} ilike '%medic%')`,
    ),
  );
  return rows.map((row) =>
    fileRow(row, 'uploads', {
      at: new Date(String(row.values.createdAt)).toISOString(),
      severity: 'Low',
      subject: text(row.values.title),
      detail: text(row.values.notes),
    }),
  );
});

const reviewsDue = derivedBoardSource('client-reviews-due', async ({ db, auth, now, today }) => {
  const groups = await clientsWorklist.lines({ db, auth, now, today });
  return [
    ...worklistBoardRows(groups['overdue-reviews'] ?? [], 'High', 'Review overdue'),
    ...worklistBoardRows(groups['reviews-this-week'] ?? [], 'Medium', 'Review due this week'),
  ];
});

/** For the clients area's manifest. */
export const clientBoardSources: readonly BoardSourceContribution[] = [
  hazards,
  reablement(false),
  reablement(true),
  medicinesRunningOut,
  medicinePhotos,
  reviewsDue,
];
