import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  POSITION_GAP,
  recordKind,
  type TaskCardStatus,
  ukCalendarDate,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import * as schema from '../schema';
import type { DemoSeeder } from './demo-seeder';
import type { DemoRef, DemoRow } from './reference-data';

/**
 * A busy work planner: two teams in each branch with their office staff as members, six
 * projects, and about forty task cards across the statuses, owned by the demo office users,
 * some of them overdue (so the boards of live events and everyone's task alerts have rows).
 * Dates are days from the seeding day, so the demo stays current.
 */

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });

interface DemoTeam {
  name: string;
  branch: string;
  description: string;
  members: readonly [string, string][];
}

export const WORK_TEAMS: readonly DemoTeam[] = [
  {
    name: 'Leeds Care Coordination',
    branch: 'Leeds Central',
    description: 'Rota, client reviews and the on-call phone for Leeds.',
    members: [
      ['Daniel Okoye', 'Field care supervisor'],
      ['Priya Shah', 'Branch manager'],
    ],
  },
  {
    name: 'Leeds HR and Payroll',
    branch: 'Leeds Central',
    description: 'Payroll queries, holiday requests and right-to-work renewals.',
    members: [['Liam Brennan', 'Payroll and HR assistant']],
  },
  {
    name: 'Harrogate Care Coordination',
    branch: 'Harrogate',
    description: 'Rota, client reviews and spot checks for Harrogate and Knaresborough.',
    members: [
      ['Tom Fletcher', 'Care coordinator'],
      ['Joanne Pickersgill', 'Care coordinator'],
    ],
  },
  {
    name: 'Harrogate Recruitment',
    branch: 'Harrogate',
    description: 'Applicants, interviews, references and inductions.',
    members: [
      ['Emma Lightfoot', 'Recruitment officer'],
      ['Grace Okafor', 'HR officer'],
    ],
  },
  {
    name: 'York Care Coordination',
    branch: 'York',
    description: 'Rota and client reviews for York.',
    members: [['Sarah Whitaker', 'Care coordinator']],
  },
  {
    name: 'York Quality and Compliance',
    branch: 'York',
    description: 'Audits, medication errors and CQC notifications.',
    members: [['Mohammed Rahman', 'Registered manager']],
  },
];

interface DemoProject {
  name: string;
  branch: string;
  team: string;
  description: string;
}

export const WORK_PROJECTS: readonly DemoProject[] = [
  {
    name: 'CQC inspection readiness',
    branch: 'Leeds Central',
    team: 'Leeds Care Coordination',
    description: 'Evidence for each key question ready before the inspection window opens.',
  },
  {
    name: 'Digital care records rollout',
    branch: 'Leeds Central',
    team: 'Leeds HR and Payroll',
    description: 'Every Leeds carer on the phone app, trained, with a working login.',
  },
  {
    name: 'Winter rota cover',
    branch: 'Harrogate',
    team: 'Harrogate Care Coordination',
    description: 'Double-up runs and bank holiday cover from December to February.',
  },
  {
    name: 'December new starters',
    branch: 'Harrogate',
    team: 'Harrogate Recruitment',
    description: 'Eight new carers cleared, inducted and shadowed before Christmas.',
  },
  {
    name: 'Client review backlog',
    branch: 'York',
    team: 'York Care Coordination',
    description: 'Every York client reviewed within the year.',
  },
  {
    name: 'Medication audit follow-up',
    branch: 'York',
    team: 'York Quality and Compliance',
    description: 'Actions from the October MAR chart audit closed.',
  },
];

/** [title, owner, due in days from today (null: no date), status], per project. */
type CardPlan = readonly [string, string, number | null, TaskCardStatus];

const CARDS: Record<string, readonly CardPlan[]> = {
  'CQC inspection readiness': [
    ['Update the statement of purpose', 'Priya Shah', -6, 'pending'],
    ['Collect this quarter’s spot check evidence', 'Daniel Okoye', -2, 'pending'],
    ['Check every care plan is signed by the client', 'Daniel Okoye', 3, 'pending'],
    ['Refresh the safeguarding policy', 'Priya Shah', 10, 'pending'],
    ['Print the staff training matrix', 'Alex Morgan', -12, 'completed'],
    ['Book the mock inspection', 'Priya Shah', -20, 'completed'],
    ['Survey clients’ families', 'Daniel Okoye', -15, 'cancelled'],
  ],
  'Digital care records rollout': [
    ['Issue phones to the Armley run', 'Liam Brennan', 2, 'pending'],
    ['Reset forgotten app logins', 'Liam Brennan', -1, 'pending'],
    ['Train the weekend carers on the app', 'Daniel Okoye', 7, 'pending'],
    ['Order twelve phone cases', 'Liam Brennan', -9, 'completed'],
    ['Move paper MAR charts to the app', 'Daniel Okoye', 14, 'pending'],
  ],
  'Winter rota cover': [
    ['Ask carers for Christmas Day availability', 'Tom Fletcher', -3, 'pending'],
    ['Agree double-up runs with the council', 'Tom Fletcher', 5, 'pending'],
    ['Find cover for the Pateley Bridge run', 'Joanne Pickersgill', -1, 'pending'],
    ['Book snow tyres for the pool car', 'Joanne Pickersgill', 12, 'pending'],
    ['Send the bank holiday rota', 'Tom Fletcher', -8, 'completed'],
    ['Plan the Boxing Day rota', 'Joanne Pickersgill', 20, 'pending'],
    ['Rota the spare carer on Sundays', 'Tom Fletcher', -14, 'cancelled'],
  ],
  'December new starters': [
    ['Chase two outstanding references', 'Emma Lightfoot', -4, 'pending'],
    ['Book the induction room', 'Grace Okafor', 4, 'pending'],
    ['Order uniforms for eight starters', 'Grace Okafor', -2, 'pending'],
    ['Arrange shadow shifts', 'Tom Fletcher', 9, 'pending'],
    ['Send DBS applications', 'Emma Lightfoot', -10, 'completed'],
    ['Interview the last three applicants', 'Emma Lightfoot', -7, 'completed'],
  ],
  'Client review backlog': [
    ['Review Mrs Dawson’s care plan', 'Sarah Whitaker', -5, 'pending'],
    ['Book six-month reviews for Acomb clients', 'Sarah Whitaker', 6, 'pending'],
    ['Call families about review dates', 'Sarah Whitaker', 1, 'pending'],
    ['Close reviews done in October', 'Mohammed Rahman', -11, 'completed'],
  ],
  'Medication audit follow-up': [
    ['Retrain two carers on PRN recording', 'Mohammed Rahman', -3, 'pending'],
    ['Update the medication policy', 'Mohammed Rahman', 8, 'pending'],
    ['Check blister packs with the pharmacy', 'Sarah Whitaker', 2, 'pending'],
    ['Report the audit to the board', 'Mohammed Rahman', -16, 'completed'],
  ],
};

/** Cards of a team and no project: the everyday tasks. */
const TEAM_CARDS: Record<string, readonly CardPlan[]> = {
  'Leeds Care Coordination': [
    ['Renew the on-call phone contract', 'Priya Shah', 15, 'pending'],
    ['Reply to the council’s capacity survey', 'Daniel Okoye', null, 'pending'],
  ],
  'Harrogate Care Coordination': [
    ['Return the key safe codes list', 'Tom Fletcher', 0, 'pending'],
    ['Visit the new client in Knaresborough', 'Joanne Pickersgill', -1, 'completed'],
  ],
  'Harrogate Recruitment': [
    ['Advertise at the jobs fair', 'Grace Okafor', 11, 'pending'],
    ['Renew the recruitment agency contract', 'Grace Okafor', -5, 'pending'],
  ],
  'York Care Coordination': [
    ['Swap the Tuesday runs', 'Sarah Whitaker', null, 'pending'],
    ['Order key safes for two new clients', 'Sarah Whitaker', -2, 'completed'],
    ['Find a second driver for the Haxby run', 'Mohammed Rahman', 3, 'pending'],
  ],
};

const branchOfTeam = (team: string) => WORK_TEAMS.find((t) => t.name === team)?.branch ?? '';

export async function seedDemoWorkPlanner(seeder: DemoSeeder, now: Date): Promise<void> {
  const today = ukCalendarDate(now);
  // Office users by name, invited ones too (the seeder knows only those made with the roles).
  const people = await seeder.db
    .select({ id: schema.users.id, name: schema.users.name })
    .from(schema.users)
    .where(eq(schema.users.organisationId, seeder.organisationId));
  const userId = (name: string) => {
    const found = people.find((person) => person.name === name);
    if (!found) throw new Error(`Demo user ${name} is not seeded before the work planner.`);
    return found.id;
  };
  const teamIds = await seeder.insert(
    'work-teams',
    WORK_TEAMS.map(
      (team): DemoRow => ({
        values: {
          name: team.name,
          branch: ref('branches', team.branch),
          description: team.description,
        },
      }),
    ),
  );
  await seeder.insertMany(
    'work-team-members',
    WORK_TEAMS.flatMap((team, at) =>
      team.members.map(([user, role]) => ({
        parentId: teamIds[at] as string,
        row: { values: { userId: userId(user), role } },
      })),
    ),
  );
  await seeder.insert(
    'work-projects',
    WORK_PROJECTS.map((project) => ({
      values: {
        name: project.name,
        branch: ref('branches', project.branch),
        team: ref('work-teams', project.team),
        status: 'Active',
        description: project.description,
      },
    })),
  );
  const plans = [
    ...WORK_PROJECTS.flatMap((project) =>
      (CARDS[project.name] ?? []).map((plan) => ({ plan, project, team: project.team })),
    ),
    ...Object.entries(TEAM_CARDS).flatMap(([team, cards]) =>
      cards.map((plan) => ({ plan, project: null, team })),
    ),
  ];
  // Positions by status column, in the order above, a gap apart (as the boards place them).
  const placed: Record<string, number> = {};
  const kind = recordKind('task-cards');
  const rows = plans.map(({ plan: [title, owner, due, status], project, team }) => {
    placed[status] = (placed[status] ?? 0) + POSITION_GAP;
    const values = kind.createSchema.parse({
      title,
      assignedTo: userId(owner),
      dueDate: due === null ? null : addCalendarDays(today, due),
      status,
      branch: seeder.lookup('branches', project?.branch ?? branchOfTeam(team)),
      team: seeder.lookup('work-teams', team),
      project: project ? seeder.lookup('work-projects', project.name) : null,
    });
    return {
      ...values,
      position: placed[status],
      id: randomUUID(),
      organisationId: seeder.organisationId,
    };
  });
  await seeder.db.insert(recordTable('task-cards') as unknown as PgTable).values(rows as never);
}
