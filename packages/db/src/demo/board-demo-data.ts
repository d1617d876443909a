import { randomUUID } from 'node:crypto';
import { addCalendarDays, formatUkDate, formatUkDateTime, ukCalendarDate } from '@care360/domain';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import * as schema from '../schema';
import { claimDemoFiles, demoFile, storeDemoFiles } from './demo-files';
import type { DemoSeeder } from './demo-seeder';
import type { DemoRow } from './reference-data';

/**
 * What the live boards read that the rest of the demo leaves out: open onboarding to-dos of new
 * carers, the office planner's visits (overdue, today's and the coming week's), short courses of
 * medicine ending about now, and photos of medicines uploaded to client files this month. Each
 * office gets some, so a coordinator limited to one branch sees rows too.
 */

const BRANCHES = ['Leeds Central', 'Harrogate', 'York'] as const;
const HOUR = 3_600_000;

/** A record kind's table and its columns by field name (declared at run time). */
function columnsOf(kindName: string) {
  const table = recordTable(kindName) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  return { table, col: (key: string) => columns[key] as PgColumn };
}

interface Person {
  id: string;
  name: string;
  place: string;
}

/** The first few live clients or current carers of a branch, by surname. */
async function peopleOf(
  seeder: DemoSeeder,
  kindName: 'clients' | 'carers',
  branch: string,
  take: number,
): Promise<Person[]> {
  const { table, col } = columnsOf(kindName);
  const rows = await seeder.db
    .select({
      id: col('id'),
      forename: col('forename'),
      surname: col('surname'),
      address1: col('address1'),
      town: col('town'),
    })
    .from(table)
    .where(
      and(
        eq(col('organisationId'), seeder.organisationId),
        eq(col('branch'), branch),
        kindName === 'clients'
          ? eq(col('status'), 'Active')
          : notInArray(col('status'), ['Inactive', 'Rejected', 'Left']),
        isNull(col('deletedAt')),
      ),
    )
    .orderBy(asc(col('surname')), asc(col('forename')))
    .limit(take);
  return rows.map((row) => ({
    id: String(row.id),
    name: `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim(),
    place: [row.address1, row.town].filter(Boolean).join(', '),
  }));
}

/** The office users who plan and go out on assessments, by email. */
const PLANNERS: Record<(typeof BRANCHES)[number], readonly string[]> = {
  'Leeds Central': ['admin@care360.local', 'daniel.okoye@care360.local'],
  Harrogate: ['coordinator@care360.local', 'joanne.pickersgill@care360.local'],
  York: ['sarah.whitaker@care360.local', 'admin@care360.local'],
};

export async function seedDemoBoards(
  seeder: DemoSeeder,
  now: Date,
  filesDir?: string,
): Promise<void> {
  const { db, organisationId } = seeder;
  const today = ukCalendarDate(now);
  const users = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(
      and(
        eq(schema.users.organisationId, organisationId),
        inArray(schema.users.email, Object.values(PLANNERS).flat()),
      ),
    );
  const userId = (email: string) => users.find((u) => u.email === email)?.id ?? null;
  // A London wall-clock time on a day from today (the demo's dates are UK calendar days).
  const at = (days: number, hour: number) => {
    const day = addCalendarDays(today, days);
    const noonUtc = new Date(`${day}T12:00:00Z`);
    const londonNoon = Number(
      noonUtc.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit' }),
    );
    return new Date(noonUtc.getTime() + (hour - londonNoon) * HOUR);
  };

  const todos: Array<{ parentId: string; row: DemoRow }> = [];
  const visits: Record<string, unknown>[] = [];
  const medicines: Array<{ parentId: string; row: DemoRow }> = [];
  const uploads: Array<{ parentId: string; row: DemoRow; daysAgo: number }> = [];

  for (const [b, branchName] of BRANCHES.entries()) {
    const branch = seeder.lookup('branches', branchName);
    const carers = await peopleOf(seeder, 'carers', branch, 4);
    const clients = await peopleOf(seeder, 'clients', branch, 6);
    const [lead, second] = PLANNERS[branchName].map(userId);

    // New carers cleared on a manager's override: a condition and a check still to meet.
    for (const [i, carer] of carers.slice(0, 2).entries()) {
      todos.push(
        {
          parentId: carer.id,
          row: {
            values: {
              title: 'Shadowing only until the second reference arrives',
              kind: 'Condition',
              dueOn: addCalendarDays(today, 10 + i * 4 + b),
            },
          },
        },
        {
          parentId: carer.id,
          row: {
            values: {
              title: i === 0 ? 'Second reference' : 'Health declaration',
              kind: 'Outstanding item',
              // One already late, so the board shows what was missed as well as what is coming.
              dueOn: addCalendarDays(today, i === 0 ? -2 - b : 3 + b),
            },
          },
        },
      );
    }

    // The office planner: overdue and still planned, out today, and coming this week.
    const visit = (
      type: 'ASSESSMENT' | 'REVIEW' | 'SPOT_CHECK' | 'SUPERVISION',
      who: Person | undefined,
      assignedTo: string | null | undefined,
      startsAt: Date,
      minutes: number,
      dueItem: string,
    ) => {
      if (!who || !assignedTo) return;
      const label = {
        ASSESSMENT: 'Assessment',
        REVIEW: 'Review',
        SPOT_CHECK: 'Spot check',
        SUPERVISION: 'Supervision',
      }[type];
      const target = type === 'ASSESSMENT' || type === 'REVIEW' ? 'client' : 'carer';
      visits.push({
        id: randomUUID(),
        organisationId,
        title: `${label}, ${formatUkDateTime(startsAt)}`,
        visitType: type,
        targetType: target,
        clientId: target === 'client' ? who.id : null,
        carerId: target === 'carer' ? who.id : null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        assignedTo,
        branch,
        status: 'Planned',
        dueItem,
        location: type === 'SUPERVISION' ? `${branchName} office` : who.place || null,
      });
    };
    visit('REVIEW', clients[0], lead, at(-3, 10), 60, 'Six-monthly review was due');
    visit('SPOT_CHECK', carers[2], second, at(-1, 8), 45, 'Spot check overdue');
    visit('ASSESSMENT', clients[1], lead, at(0, 9 + b), 90, 'New client assessment');
    visit('SUPERVISION', carers[3], second, at(0, 14), 60, 'Quarterly supervision due');
    visit('REVIEW', clients[2], lead, at(2 + b, 11), 60, 'Review due this week');
    visit('REVIEW', clients[3], second, at(4, 15), 45, 'Review after hospital discharge');

    // Short courses from the GP ending about now: one this week, one ended a few days ago.
    const course = (
      client: Person | undefined,
      name: string,
      dose: string,
      slots: readonly string[],
      endIn: number,
    ) => {
      if (!client) return;
      medicines.push({
        parentId: client.id,
        row: {
          values: {
            medication: { $ref: 'medications', title: name },
            dose,
            route: 'Oral',
            frequency: slots.length === 3 ? 'Three times a day' : 'Once a day',
            timesOfDay: [...slots],
            prn: false,
            startDate: addCalendarDays(today, endIn - 7),
            endDate: addCalendarDays(today, endIn),
            prescriber: 'Dr Ahmed, GP',
            supportLevel: 'Prompt',
            notes: 'Seven-day course: ask the GP surgery whether it is to continue.',
          },
        },
      });
    };
    course(
      clients[4],
      'Amoxicillin 500 mg capsule',
      '1 capsule',
      ['morning', 'lunch', 'bed'],
      2 + b,
    );
    course(clients[5], 'Prednisolone 5 mg tablet', '6 tablets', ['morning'], -(2 + b));

    // Photos of medicines taken at visits for the office to check against the MAR chart.
    for (const [i, client] of clients.slice(0, 2).entries()) {
      uploads.push({
        parentId: client.id,
        daysAgo: i * 6 + b,
        row: {
          values: {
            documentType: {
              $ref: 'document-upload-types',
              title: 'Medication administration record',
            },
            title: i === 0 ? 'Blister pack, new delivery' : 'Medicines cupboard, boxes in date',
            file: demoFile(`Medicines photo ${client.name}.pdf`, [
              'Photo of medicines (demo copy)',
              `Client: ${client.name}`,
              `Taken on ${formatUkDate(addCalendarDays(today, -(i * 6 + b)))}`,
            ]),
            notes:
              i === 0
                ? 'Pharmacy delivered the new blister pack; labels checked against the MAR chart.'
                : 'Boxes counted on the visit; nothing out of date.',
          },
        },
      });
    }
  }

  await seeder.insertMany('carer-onboarding-todos', todos);
  if (visits.length) await db.insert(columnsOf('assessment-visits').table).values(visits as never);
  await seeder.insertMany('client-medications', medicines);
  await storeDemoFiles(
    seeder,
    uploads.map(({ row }) => row.values),
    filesDir,
  );
  const saved = await seeder.insertMany('client-uploads', uploads);
  await claimDemoFiles(
    seeder,
    'client-uploads',
    uploads.map(({ row }, i) => ({ id: saved[i] as string, values: row.values })),
  );
  // Uploaded on the day each photo was taken, over the last fortnight, as the board lists them.
  const uploadTable = columnsOf('client-uploads');
  for (const [i, id] of saved.entries()) {
    await db
      .update(uploadTable.table)
      .set({ createdAt: new Date(now.getTime() - (uploads[i]?.daysAgo ?? 0) * 24 * HOUR) } as never)
      .where(eq(uploadTable.col('id'), id));
  }
}
