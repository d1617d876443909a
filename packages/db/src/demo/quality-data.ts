import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  CQC_QUALITY_STATEMENTS,
  complaintDeadlines,
  deadlineState,
  QUALITY_DEFAULTS,
} from '@care360/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import type { DemoSeeder } from './demo-seeder';
import type { DemoRow } from './reference-data';

/**
 * The demo quality registers: a handful of entries in each, open and closed, about demo clients
 * and carers of the same branch, with their actions; some complaints answered in time, some late
 * and some past their deadlines now. Dates are counted back from `today`, so the demo reads the
 * same whenever it is seeded.
 */

interface Person {
  id: string;
  branch: string;
  name: string;
}

type Row = Record<string, unknown>;

/** A kind's table and its columns by field name (known only at run time). */
function tableWithColumns(kindName: string) {
  const table = recordTable(kindName) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  return { table, col: (key: string) => columns[key] as PgColumn };
}

/** Live, current people of a kind in the organisation, by surname, in a stable order. */
async function peopleOf(seeder: DemoSeeder, kindName: string, limit: number): Promise<Person[]> {
  const { table, col } = tableWithColumns(kindName);
  const rows = (await seeder.db
    .select()
    .from(table)
    .where(
      and(
        eq(col('organisationId'), seeder.organisationId),
        isNull(col('deletedAt')),
        // Clients still served and staff still employed: the registers are about current care.
        isNull(col(kindName === 'clients' ? 'serviceEndedOn' : 'leftOn')),
      ),
    )
    .orderBy(asc(col('surname')), asc(col('id')))
    .limit(limit)) as Row[];
  return rows.map((row) => ({
    id: String(row.id),
    branch: String(row.branch),
    name: `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim(),
  }));
}

export async function seedDemoQuality(
  seeder: DemoSeeder,
  context: { today: string; managerName: string },
): Promise<void> {
  const { today } = context;
  const day = (back: number) => addCalendarDays(today, -back);
  const clients = await peopleOf(seeder, 'clients', 300);
  const carers = await peopleOf(seeder, 'carers', 300);
  const manager = seeder.lookup('users', context.managerName);
  const byBranch = new Map<string, Person[]>();
  for (const client of clients)
    byBranch.set(client.branch, [...(byBranch.get(client.branch) ?? []), client]);
  const branches = [...byBranch.keys()];
  if (branches.length === 0 || carers.length < 2) {
    throw new Error('The demo quality registers need the demo clients and carers first.');
  }
  /**
   * The n-th client, taking the branches in turn (so each register's entries span the branches),
   * with two carers of their own branch.
   */
  const about = (n: number) => {
    const local = byBranch.get(branches[n % branches.length] as string) as Person[];
    const client = local[Math.floor(n / branches.length) % local.length] as Person;
    const localCarers = carers.filter((carer) => carer.branch === client.branch);
    const pool = localCarers.length >= 2 ? localCarers : carers;
    const carer = pool[n % pool.length] as Person;
    const second = pool[(n + 1) % pool.length] as Person;
    return {
      branch: client.branch,
      client: client.id,
      clientName: client.name,
      carer: carer.id,
      second: second.id,
    };
  };
  const closed = (on: string) => ({ status: 'Closed', closedBy: manager, closedOn: on });
  const open = { status: 'Open' };
  const action = (text: string, dueOn: string, doneOn: string | null): DemoRow => ({
    values: { action: text, owner: manager, dueOn, done: doneOn !== null, doneOn },
  });

  const a = about(0);
  const b = about(1);
  const c = about(2);
  const d = about(3);
  const e = about(4);
  const f = about(5);
  const g = about(6);

  const incidentIds = await seeder.insert('incidents', [
    {
      values: {
        title: 'Fall in the bathroom',
        type: 'Fall',
        occurredOn: day(40),
        occurredAt: '08:20',
        location: 'Client’s home, bathroom',
        branch: a.branch,
        client: a.client,
        carer: a.carer,
        whatHappened:
          'The client slipped stepping out of the shower while the carer fetched a towel. The carer helped her to a chair once she said nothing hurt and checked for injuries.',
        immediateAction: 'First aid; NHS 111 advised a GP check the same day.',
        harm: 'Low',
        injuries: 'Bruised left hip.',
        familyTold: true,
        familyToldOn: day(40),
        ...reviewOf(
          'The bath mat had curled and the grab rail was on the far wall.',
          'Occupational therapy fitted a rail beside the shower; a new non-slip mat.',
        ),
        ...closed(day(20)),
      },
      nested: {
        'incident-actions': [
          action('Refer to occupational therapy for a grab rail', day(38), day(35)),
          action('Update the falls risk assessment', day(36), day(36)),
        ],
      },
    },
    {
      values: {
        title: 'Key safe code not working',
        type: 'Property or key safe',
        occurredOn: day(9),
        occurredAt: '07:05',
        branch: b.branch,
        client: b.client,
        carer: b.carer,
        whatHappened:
          'The key safe would not open; the morning visit started 40 minutes late once the family let the carer in.',
        immediateAction: 'The office rang the family, who came round.',
        harm: 'None',
        familyTold: true,
        familyToldOn: day(9),
        ...open,
      },
      nested: {
        'incident-actions': [action('Replace the key safe with the family', day(-5), null)],
      },
    },
    {
      values: {
        title: 'Carer hurt lifting without the hoist',
        type: 'Injury to staff',
        occurredOn: day(3),
        occurredAt: '18:40',
        branch: c.branch,
        client: c.client,
        carer: c.carer,
        secondCarer: c.second,
        whatHappened:
          'The hoist battery was flat; the carers moved the client by hand and one strained her back.',
        immediateAction: 'The carer went home; the client was made comfortable in bed.',
        harm: 'None',
        injuries: 'Strained lower back (carer).',
        riddorReportable: true,
        ...open,
      },
    },
    {
      // Reported from the carer's phone last night: a draft the office has yet to open.
      values: {
        title: 'Found on the floor by the bed',
        type: 'Fall',
        occurredOn: day(1),
        occurredAt: '19:10',
        location: 'Client’s home',
        branch: g.branch,
        client: g.client,
        carer: g.carer,
        whatHappened:
          'Found sitting on the bedroom floor when I arrived; she said she slid off the bed. No marks seen.',
        immediateAction: 'Helped her up with the chair; she said nothing hurt.',
        harm: 'None',
        status: 'Draft',
      },
    },
  ]);
  // The phone's report raised its alert, which the manager has seen.
  const reportedAt = new Date(`${day(1)}T19:20:00Z`);
  await insertDemoAlert(seeder, {
    source: 'Incident reported',
    dedupKey: `incident:${String(incidentIds[3])}`,
    severity: 'Medium',
    subject: `Incident reported: Found on the floor by the bed (${g.clientName})`,
    detail:
      'Found sitting on the bedroom floor when I arrived; she said she slid off the bed. No marks seen.',
    branch: g.branch,
    client: g.client,
    carer: g.carer,
    sourceKind: 'incidents',
    sourceId: incidentIds[3],
    raisedAt: reportedAt,
    status: 'Acknowledged',
    acknowledgedAt: new Date(reportedAt.getTime() + 12 * 60_000),
    acknowledgedBy: manager,
  });

  await seeder.insert('safeguardings', [
    {
      values: {
        title: 'Money missing from the client’s purse',
        abuseType: 'Financial or material',
        raisedOn: day(60),
        branch: d.branch,
        client: d.client,
        raisedBy: 'The client’s son',
        allegedAgainst: 'Not known',
        concern: 'About £80 missing over two weeks; several visitors have a key.',
        immediateAction: 'Cash handling stopped; receipts only.',
        harm: 'Low',
        localAuthorityTold: true,
        localAuthorityToldOn: day(60),
        policeTold: true,
        policeToldOn: day(59),
        cqcNotified: true,
        cqcNotifiedOn: day(59),
        referralReference: 'LCC-SG-20431',
        section42Enquiry: true,
        ...reviewOf(
          'The enquiry found a neighbour had taken the money; no carer was involved.',
          'Cash kept in a locked tin; two signatures on the financial transactions sheet.',
        ),
        ...closed(day(25)),
      },
      nested: {
        'safeguarding-actions': [action('Share the outcome at the team meeting', day(24), day(22))],
      },
    },
    {
      values: {
        title: 'Unexplained bruising on both arms',
        abuseType: 'Physical',
        raisedOn: day(4),
        branch: e.branch,
        client: e.client,
        carer: e.carer,
        raisedBy: 'Carer on the morning visit',
        concern: 'Finger-shaped bruises on both upper arms; the client would not say how.',
        immediateAction: 'Body map completed; GP and the safeguarding team rung.',
        harm: 'Moderate',
        familyTold: false,
        localAuthorityTold: true,
        localAuthorityToldOn: day(4),
        cqcNotified: true,
        cqcNotifiedOn: day(3),
        referralReference: 'LCC-SG-21877',
        ...open,
      },
      nested: {
        'safeguarding-actions': [
          action('Attend the strategy meeting', day(-3), null),
          action('Two carers on each visit until the enquiry ends', day(3), day(3)),
        ],
      },
    },
  ]);

  await seeder.insert('safeguardings', [
    {
      values: {
        title: 'Not eating and refusing help with meals',
        abuseType: 'Self-neglect',
        raisedOn: day(33),
        branch: f.branch,
        client: f.client,
        carer: f.carer,
        raisedBy: 'Carer on the teatime visit',
        concern: 'Meals left untouched for a week; the fridge empty; the client says she is fine.',
        immediateAction: 'GP asked to review; the family asked to help with shopping.',
        harm: 'Low',
        familyTold: true,
        familyToldOn: day(33),
        localAuthorityTold: true,
        localAuthorityToldOn: day(32),
        referralReference: 'NYC-SG-7730',
        ...reviewOf(
          'A mental capacity assessment found she could decide; a dietitian agreed easier meals.',
          'Record food and drink at every visit when a client is losing weight.',
        ),
        ...closed(day(12)),
      },
    },
  ]);

  const medicine = await firstMedicine(seeder);
  await seeder.insert('medication-errors', [
    {
      values: {
        errorType: 'Missed dose',
        occurredOn: day(30),
        occurredAt: '08:00',
        branch: f.branch,
        client: f.client,
        carer: f.carer,
        medicine,
        doseInvolved: 'Morning dose',
        whatHappened: 'The blister pack was not prompted; the gap was found at lunch.',
        immediateAction: 'The pharmacist said to give it at lunch and move the evening dose on.',
        adviceSought: 'Pharmacist',
        harm: 'None',
        familyTold: true,
        familyToldOn: day(30),
        competencyReviewed: true,
        ...reviewOf(
          'The carer missed the MAR prompt on a new round.',
          'Medication refresher done.',
        ),
        ...closed(day(18)),
      },
      nested: {
        'medication-error-actions': [
          action('Reassess the carer’s medication competency', day(25), day(21)),
        ],
      },
    },
    {
      values: {
        errorType: 'Refused, recorded wrongly',
        occurredOn: day(6),
        occurredAt: '20:00',
        branch: a.branch,
        client: a.client,
        carer: a.second,
        medicine,
        whatHappened: 'The client refused the evening dose; the MAR was signed as given.',
        immediateAction: 'The MAR corrected and the GP told of the refusal.',
        adviceSought: 'GP',
        harm: 'None',
        ...open,
      },
    },
    {
      values: {
        errorType: 'Wrong time',
        occurredOn: day(2),
        occurredAt: '11:30',
        branch: b.branch,
        client: b.client,
        carer: b.second,
        whatHappened: 'A time-critical Parkinson’s dose given three hours late after a late visit.',
        adviceSought: 'NHS 111',
        harm: 'Low',
        ...open,
      },
    },
  ]);

  await seeder.insert('compliments', [
    {
      values: {
        receivedOn: day(15),
        from: 'The client’s daughter',
        fromRelationship: 'Family or friend',
        receivedBy: 'Card or letter',
        branch: a.branch,
        client: a.client,
        carer: a.carer,
        compliment: 'Thank you for the patience and kindness while Mum was poorly.',
        sharedWithCarers: true,
        sharedOn: day(14),
      },
    },
    {
      values: {
        receivedOn: day(5),
        from: 'District nurse',
        fromRelationship: 'Health or social care professional',
        receivedBy: 'Email',
        branch: c.branch,
        client: c.client,
        carer: c.carer,
        secondCarer: c.second,
        compliment: 'The pressure care has made a real difference: the sore has healed.',
        sharedWithCarers: false,
      },
    },
    {
      values: {
        receivedOn: day(1),
        from: 'The client',
        fromRelationship: 'Client',
        receivedBy: 'Phone',
        branch: b.branch,
        client: b.client,
        carer: b.carer,
        compliment: 'Always on time and always cheerful.',
      },
    },
  ]);

  // Deaths of the demo clients whose service ended with it: the newest still open.
  // One of each branch first, so every branch has its register.
  const everyDeceased = await deceasedClients(seeder);
  const firstOfBranch = everyDeceased.filter(
    (person, i) => everyDeceased.findIndex((other) => other.branch === person.branch) === i,
  );
  const deceased = [
    ...firstOfBranch,
    ...everyDeceased.filter((person) => !firstOfBranch.includes(person)),
  ];
  const deathIds = await seeder.insert(
    'death-notifications',
    deceased.slice(0, 3).map((person, n): DemoRow => {
      const local = carers.find((carer) => carer.branch === person.branch) ?? carers[0];
      const common = {
        branch: person.branch,
        client: person.id,
        carer: local?.id ?? null,
        diedOn: person.diedOn,
        familyTold: true,
        familyToldOn: person.diedOn,
        visitsCancelledOn: person.diedOn,
      };
      return n === 0
        ? {
            values: {
              ...common,
              place: 'Hospital',
              expected: 'Unexpected',
              foundBy: 'Ward staff told the family',
              coronerInvolved: true,
              ...open,
            },
            nested: {
              'death-notification-actions': [
                action('Notify CQC of the death', person.diedOn, null),
                action(
                  'Collect the key safe code and equipment',
                  addCalendarDays(person.diedOn, 7),
                  null,
                ),
              ],
            },
          }
        : {
            values: {
              ...common,
              diedAt: '06:10',
              place: 'Own home',
              expected: 'Expected',
              cause: 'End of life care, heart failure',
              foundBy: 'The client’s wife',
              cqcNotified: true,
              cqcNotifiedOn: addCalendarDays(person.diedOn, 1),
              ...closed(
                addCalendarDays(person.diedOn, 5) > today
                  ? today
                  : addCalendarDays(person.diedOn, 5),
              ),
            },
          };
    }),
  );

  await seedDemoComplaints(seeder, today, manager, [a, b, c, d, e]);
  await seedDemoNotifications(seeder, today, manager, deceased.slice(0, 2), deathIds);
  await seedDemoEvidence(seeder);
}

/** An alert as the alert engine would have raised it (modules/live-events), written directly. */
async function insertDemoAlert(seeder: DemoSeeder, values: Row): Promise<void> {
  await seeder.db.insert(recordTable('alerts') as unknown as PgTable).values({
    id: randomUUID(),
    organisationId: seeder.organisationId,
    autoResolved: false,
    ...values,
  } as never);
}

/**
 * The CQC notifications of the first two deaths: the unexpected one still a draft (on the
 * manager's worklist, and on the live boards assigned to the manager until it is marked sent),
 * the expected one sent the day after.
 */
async function seedDemoNotifications(
  seeder: DemoSeeder,
  today: string,
  manager: string,
  deceased: { id: string; branch: string; diedOn: string; name: string }[],
  deathIds: string[],
): Promise<void> {
  const ids = await seeder.insert(
    'cqc-notifications',
    deceased.flatMap((person, n): DemoRow[] => {
      const sourceId = deathIds[n];
      if (!sourceId) return [];
      const values = {
        type: 'Death of a person using the service',
        branch: person.branch,
        client: person.id,
        due: 'Without delay',
        source: 'death-notifications',
        sourceId,
        facts: `From: Death Notification. Date of death: ${person.diedOn.split('-').reverse().join('/')}`,
      };
      return [
        n === 0
          ? {
              values: {
                ...values,
                raisedOn: person.diedOn > today ? today : person.diedOn,
                status: 'Draft',
              },
            }
          : {
              values: {
                ...values,
                raisedOn: person.diedOn,
                status: 'Sent',
                sentOn: addCalendarDays(person.diedOn, 1),
                sentBy: manager,
                reference: `CQC-DN-${1000 + n}`,
              },
            },
      ];
    }),
  );
  // The draft's alert, raised with it (the draft is the first row when there is one).
  const draft = deceased[0];
  if (!draft || !deathIds[0] || !ids[0]) return;
  const raisedOn = draft.diedOn > today ? today : draft.diedOn;
  const raisedAt = new Date(Math.min(Date.parse(`${raisedOn}T09:00:00Z`), Date.now()));
  await insertDemoAlert(seeder, {
    source: 'CQC notification due',
    dedupKey: `cqc-notification:${ids[0]}`,
    severity: 'High',
    subject: `CQC notification due without delay: Death of a person using the service — ${draft.name}`,
    detail:
      'Drafted from the register with the facts CQC asks for: check them, send it on CQC’s portal and mark it sent.',
    branch: draft.branch,
    client: draft.id,
    sourceKind: 'cqc-notifications',
    sourceId: ids[0],
    raisedAt,
    status: 'Assigned',
    acknowledgedAt: new Date(raisedAt.getTime() + 20 * 60_000),
    acknowledgedBy: manager,
    assignedTo: manager,
  });
}

/** Which quality statement the demo's entries and actions are evidence for, by register. */
const DEMO_EVIDENCE: Record<string, string> = {
  incidents: 'Learning culture',
  safeguardings: 'Safeguarding',
  'medication-errors': 'Medicines optimisation',
  compliments: 'Kindness, compassion and dignity',
  complaints: 'Listening to and involving people',
  'death-notifications': 'Planning for the future',
  'incident-actions': 'Learning, improvement and innovation',
  'safeguarding-actions': 'Governance, management and sustainability',
  'complaint-actions': 'Learning, improvement and innovation',
  'medication-error-actions': 'Safe systems, pathways and transitions',
  'death-notification-actions': 'Care provision, integration and continuity',
};

/**
 * CQC's quality statements as the organisation's reference list, and the demo's register entries
 * and actions tagged with one each, so the evidence pack has evidence under every key question.
 */
async function seedDemoEvidence(seeder: DemoSeeder): Promise<void> {
  const statements = Object.entries(CQC_QUALITY_STATEMENTS).flatMap(([keyQuestion, names]) =>
    names.map((statement) => ({ keyQuestion, statement })),
  );
  const ids = await seeder.insert(
    'cqc-quality-statements',
    statements.map((row): DemoRow => ({ values: { ...row, active: true } })),
  );
  const idOf = new Map(statements.map((row, n) => [row.statement, ids[n]]));
  for (const [kindName, statement] of Object.entries(DEMO_EVIDENCE)) {
    const { table, col } = tableWithColumns(kindName);
    await seeder.db
      .update(table)
      .set({ cqcStatement: idOf.get(statement) } as never)
      .where(eq(col('organisationId'), seeder.organisationId));
  }
}

const reviewOf = (investigation: string, lessonsLearned: string) => ({
  investigation,
  outcome: 'Closed with the changes agreed.',
  lessonsLearned,
});

/** Demo clients whose service ended with their death, newest first, with the day. */
async function deceasedClients(
  seeder: DemoSeeder,
): Promise<Array<{ id: string; branch: string; diedOn: string; name: string }>> {
  const { table, col } = tableWithColumns('clients');
  const rows = (await seeder.db
    .select()
    .from(table)
    .where(
      and(
        eq(col('organisationId'), seeder.organisationId),
        isNull(col('deletedAt')),
        eq(col('status'), 'Deceased'),
      ),
    )
    .orderBy(desc(col('serviceEndedOn')), asc(col('id')))) as Row[];
  return rows.flatMap((row) => {
    const ended = row.serviceEndedOn;
    const diedOn = ended instanceof Date ? ended.toISOString().slice(0, 10) : ended;
    return typeof diedOn === 'string'
      ? [
          {
            id: String(row.id),
            branch: String(row.branch),
            diedOn: diedOn.slice(0, 10),
            name: `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim(),
          },
        ]
      : [];
  });
}

async function firstMedicine(seeder: DemoSeeder): Promise<string | null> {
  const { table, col } = tableWithColumns('medications');
  const [row] = (await seeder.db
    .select()
    .from(table)
    .where(and(eq(col('organisationId'), seeder.organisationId), isNull(col('deletedAt'))))
    .orderBy(asc(col('name')))
    .limit(1)) as Row[];
  return row ? String(row.id) : null;
}

/**
 * Complaints answered in time, answered late, open and on track, and two past a deadline now.
 * Their deadlines are the server's (kept by it, never sent), so they are written after the
 * insert, with the default settings and the bank holidays, as the save's hook would.
 */
async function seedDemoComplaints(
  seeder: DemoSeeder,
  today: string,
  manager: string,
  people: ReadonlyArray<{ branch: string; client: string; carer: string; second: string }>,
): Promise<void> {
  const day = (back: number) => addCalendarDays(today, -back);
  const [a, b, c, d, e] = people as [
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
  ];
  const answered = (ack: number, responded: number, upheld: string) => ({
    acknowledgedOn: day(ack),
    respondedOn: day(responded),
    upheld,
    status: 'Closed',
    closedBy: manager,
    closedOn: day(responded),
    outcome: 'A letter of response sent with an apology where it was due.',
  });
  const rows: DemoRow[] = [
    {
      values: {
        receivedOn: day(70),
        complainant: 'Mr Hussain (son)',
        complainantRelationship: 'Family or friend',
        receivedBy: 'Phone',
        branch: a.branch,
        client: a.client,
        carer: a.carer,
        subject: 'Visits later than the agreed times',
        details: 'Breakfast visits arriving after 10:00 three times in a week.',
        investigation: 'Rota gaps after a carer left; travel time was too tight.',
        lessonsLearned: 'Travel time between these visits raised to 20 minutes.',
        ...answered(69, 55, 'Upheld'),
      },
      nested: {
        'complaint-actions': [
          {
            values: {
              action: 'Review travel time on the round',
              owner: manager,
              dueOn: day(60),
              done: true,
              doneOn: day(58),
            },
          },
        ],
      },
    },
    {
      values: {
        receivedOn: day(65),
        complainant: 'The client',
        complainantRelationship: 'Client',
        receivedBy: 'Letter',
        branch: b.branch,
        client: b.client,
        carer: b.carer,
        subject: 'Carer on the phone during the visit',
        details: 'The carer spent much of the lunch visit on a personal call.',
        // Answered late: 30 working days after it came in.
        ...answered(60, 22, 'Partly upheld'),
      },
    },
    {
      values: {
        receivedOn: day(8),
        complainant: 'Mrs Clarke (daughter)',
        complainantRelationship: 'Family or friend',
        receivedBy: 'Email',
        branch: c.branch,
        client: c.client,
        subject: 'Laundry left wet in the machine',
        details: 'Twice the washing was left in the machine overnight.',
        acknowledgedOn: day(7),
        status: 'Open',
      },
    },
    {
      values: {
        // Not acknowledged and past its acknowledgement deadline.
        receivedOn: day(10),
        complainant: 'Leeds City Council commissioning',
        complainantRelationship: 'Commissioner',
        receivedBy: 'Via the council',
        branch: d.branch,
        client: d.client,
        subject: 'Missed teatime visit',
        details: 'The council was told a teatime visit did not happen on a Sunday.',
        status: 'Open',
      },
    },
    {
      values: {
        // Acknowledged, but past its response deadline.
        receivedOn: day(45),
        complainant: 'The client’s neighbour',
        complainantRelationship: 'Other',
        receivedBy: 'In person',
        branch: e.branch,
        client: e.client,
        carer: e.carer,
        subject: 'Carers parking across the drive',
        details: 'Carers park across the neighbour’s drive on the morning visit.',
        acknowledgedOn: day(44),
        status: 'Open',
      },
      nested: {
        'complaint-actions': [
          {
            values: {
              action: 'Agree parking with the neighbour and brief the carers',
              owner: manager,
              dueOn: day(20),
              done: false,
            },
          },
        ],
      },
    },
  ];
  const ids = await seeder.insert('complaints', rows);
  const { table, col } = tableWithColumns('complaints');
  const settings = { ...QUALITY_DEFAULTS };
  for (const [i, row] of rows.entries()) {
    const values = row.values;
    const due = complaintDeadlines(String(values.receivedOn), settings);
    const state = deadlineState(
      {
        ...due,
        acknowledgedOn: (values.acknowledgedOn as string | undefined) ?? null,
        respondedOn: (values.respondedOn as string | undefined) ?? null,
      },
      today,
    );
    await seeder.db
      .update(table)
      .set({ ...due, deadline: state } as never)
      .where(eq(col('id'), ids[i] as string));
  }
}
