import {
  addCalendarDays,
  addCalendarMonths,
  CARER_ROLES,
  EMPLOYEE_ROLES,
  STAFF_DEFAULTS,
  STANDARD_TRAINING_COURSES,
  type UnavailabilityEntry,
  type WorkingPatternEntry,
  weekStartOf,
} from '@care360/domain';
import { random } from './client-data';
import { claimDemoFiles, storeDemoFiles } from './demo-files';
import type { DemoSeeder } from './demo-seeder';
import { demoHomeCoordinates } from './home-coordinates';
import type { DemoRef, DemoRow, DemoValues } from './reference-data';
import { staffFileRows } from './staff-file-rows';

/**
 * Demo staff: about eighty carers and fifteen office employees across Meadowbank's
 * Leeds, Harrogate and York and Riverside's Sheffield, with the files a registered manager meets:
 * mostly active carers, some senior, inactive, rejected or in hospital; a right to work ending
 * within weeks and one already ended; a DBS never recorded and some years old; training per
 * standard course with some expiring within thirty days and a few expired; supervisions, spot
 * checks and appraisals some of them overdue; holidays approved and requested with their days;
 * notes, calls, uniform and references. Generated from a fixed seed, dated back from the day of
 * seeding, and inserted kind by kind in a few statements.
 */

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });

const WOMEN = [
  'Janet',
  'Karen',
  'Michelle',
  'Sharon',
  'Nicola',
  'Dawn',
  'Kelly',
  'Agnieszka',
  'Shabana',
  'Nasreen',
  'Comfort',
  'Joy',
  'Maricel',
  'Tracey',
  'Claire',
  'Hayley',
  'Stacey',
  'Samantha',
  'Ewa',
  'Precious',
];
const MEN = ['Paul', 'Gary', 'Stuart', 'Wayne', 'Tariq', 'Piotr', 'Emeka', 'Craig', 'Dean', 'Asif'];
const SURNAMES = [
  'Armitage',
  'Brook',
  'Crowther',
  'Dyson',
  'Firth',
  'Haigh',
  'Jagger',
  'Kershaw',
  'Mitchell',
  'Naylor',
  'Oldroyd',
  'Priestley',
  'Ramsden',
  'Shaw',
  'Taylor',
  'Wood',
  'Ahmed',
  'Iqbal',
  'Zielinska',
  'Kowalczyk',
  'Okafor',
  'Boateng',
  'Villanueva',
  'Murphy',
  'Quinn',
];

interface Place {
  branch: string;
  towns: Array<[town: string, postcode: string]>;
  streets: string[];
}

const MEADOWBANK: Place[] = [
  {
    branch: 'Leeds Central',
    towns: [
      ['Leeds', 'LS8 2JU'],
      ['Leeds', 'LS11 6AX'],
      ['Morley', 'LS27 9DW'],
      ['Pudsey', 'LS28 7BE'],
    ],
    streets: ['Roundhay Road', 'Dewsbury Road', 'Queen Street', 'Richardshaw Lane'],
  },
  {
    branch: 'Harrogate',
    towns: [
      ['Harrogate', 'HG1 4RS'],
      ['Knaresborough', 'HG5 0AD'],
      ['Ripon', 'HG4 1QW'],
    ],
    streets: ['Skipton Road', 'Bond End', 'North Road'],
  },
  {
    branch: 'York',
    towns: [
      ['York', 'YO10 3BP'],
      ['York', 'YO24 1AA'],
      ['Haxby', 'YO32 3HQ'],
    ],
    streets: ['Hull Road', 'Tadcaster Road', 'The Village'],
  },
];
const SHEFFIELD: Place = {
  branch: 'Sheffield',
  towns: [
    ['Sheffield', 'S6 3AE'],
    ['Sheffield', 'S2 4QY'],
  ],
  streets: ['Middlewood Road', 'City Road'],
};

/** A member of staff with a sign-in account: the carers who record doses and write logs. */
export interface DemoStaffUser {
  id: string;
  name: string;
}

export interface DemoStaffContext {
  /** The seeding day in the UK, 'YYYY-MM-DD'. */
  today: string;
  /** Meadowbank's sign-in accounts of carers, each becoming a demo carer of that name. */
  carerUsers: DemoStaffUser[];
  /** Meadowbank's office users who hold supervisions, spot checks and appraisals. */
  managers: DemoStaffUser[];
  /** Where the demo's uploaded files are kept (the app's files folder); none for a template. */
  filesDir?: string;
}

type Random = ReturnType<typeof random>;
type Item = { row: DemoRow; nested: Record<string, DemoRow[]> };

/** Who someone is and where they live, for either owner. */
function person(r: Random, place: Place, index: number, today: string, name?: string): DemoValues {
  const [givenName, familyName] = name ? name.split(' ') : [];
  const woman = givenName ? !MEN.includes(givenName) : r.chance(0.78);
  const forename = givenName ?? r.pick(woman ? WOMEN : MEN);
  const surname = familyName ?? r.pick(SURNAMES);
  const [town, postcode] = r.pick(place.towns);
  const age = r.int(19, 63);
  return {
    title: woman ? r.pick(['Mrs', 'Miss', 'Ms']) : 'Mr',
    forename,
    surname,
    dateOfBirth: addCalendarDays(today, -(age * 365 + r.int(0, 300))),
    gender: woman ? 'Female' : 'Male',
    email: `${forename}.${surname}${index}@example.co.uk`.toLowerCase(),
    mobile: `07700 9${String(10000 + index * 37).slice(-5)}`,
    address1: `${r.int(2, 140)} ${r.pick(place.streets)}`,
    town,
    postcode,
    branch: ref('branches', place.branch),
    startDate: addCalendarDays(today, -r.int(60, 3000)),
    isDriver: r.chance(0.6),
    payrollNumber: `P${String(1000 + index)}`,
  };
}

/** The checks every member of staff holds; `trouble` picks the ones that are not in order. */
function checks(r: Random, today: string, trouble: 'rtw-weeks' | 'rtw-ended' | 'no-dbs' | null) {
  const nested: Record<string, DemoRow[]> = {};
  const limited = trouble === 'rtw-weeks' || trouble === 'rtw-ended';
  nested['right-to-work'] = [
    {
      values: {
        method: limited ? 'Online share code' : 'Manual documents',
        shareCode: limited ? `W${r.int(10000000, 99999999)}` : null,
        result: 'Right to work confirmed',
        permission: limited ? 'Time-limited' : 'Unlimited',
        expiresOn:
          trouble === 'rtw-weeks'
            ? addCalendarDays(today, r.int(10, 40))
            : trouble === 'rtw-ended'
              ? addCalendarDays(today, -6)
              : null,
        checkedOn: addCalendarDays(today, -r.int(90, 700)),
      },
    },
  ];
  nested['dbs-checks'] =
    trouble === 'no-dbs'
      ? []
      : [
          {
            values: {
              certificateNumber: String(r.int(100000000000, 999999999999)),
              // Most recent; some three or four years old, due a fresh check or the Update Service.
              issuedOn: addCalendarDays(
                today,
                -(r.chance(0.2) ? r.int(1100, 1500) : r.int(30, 700)),
              ),
              level: 'Enhanced with adult barred list',
              barredListResult: 'Not barred',
              disclosures: 'None',
            },
          },
        ];
  return nested;
}

/** One completion per standard course for the owner: most current, some expiring, a few expired. */
function training(r: Random, today: string, owner: 'Carers' | 'Office employees') {
  return STANDARD_TRAINING_COURSES.filter(
    (course) => course.appliesTo === owner || course.appliesTo === 'All staff',
  ).map((course): DemoRow => {
    if (!course.validityMonths) {
      return {
        values: {
          course: ref('training-courses', course.name),
          completedOn: addCalendarDays(today, -r.int(100, 900)),
          provider: 'In-house trainer',
        },
      };
    }
    const roll = r.next();
    const expiresOn = addCalendarDays(
      today,
      roll < 0.1 ? r.int(1, 30) : roll < 0.14 ? -r.int(3, 60) : r.int(31, 300),
    );
    return {
      values: {
        course: ref('training-courses', course.name),
        completedOn: addCalendarMonths(expiresOn, -course.validityMonths),
        expiresOn,
        provider: r.pick(['In-house trainer', 'Skills for Care e-learning', 'St John Ambulance']),
      },
    };
  });
}

/**
 * The agency's own Dementia awareness course, which clients living with dementia need their
 * carers to hold: most carers have done it, in the last three years (no draw: the rest stays).
 */
function dementiaTraining(index: number, today: string): DemoRow[] {
  if (index % 4 === 0) return [];
  const completedOn = addCalendarDays(today, -(60 + ((index * 53) % 900)));
  return [
    {
      values: {
        course: ref('training-courses', 'Dementia awareness'),
        completedOn,
        expiresOn: addCalendarMonths(completedOn, 36),
        provider: 'In-house trainer',
      },
    },
  ];
}

/** Supervisions (every 3 months), spot checks (3) and an appraisal (12): some overdue. */
function oversight(r: Random, today: string, managers: DemoStaffUser[], overdue: boolean) {
  const heldBy = () => r.pick(managers).id;
  const last = overdue ? r.int(100, 160) : r.int(5, 80);
  return {
    supervisions: [last + 91, last].map(
      (back): DemoRow => ({
        values: {
          heldOn: addCalendarDays(today, -back),
          heldBy: heldBy(),
          type: r.pick(['One to one', 'One to one', 'Observed practice']),
          topics: r.pick([
            'Workload, rota and travel time; medication records.',
            'Wellbeing after a bereavement on the round; support offered.',
            'Moving and handling with the new hoist; refresher booked.',
          ]),
          outcome: r.pick(['Satisfactory', 'Satisfactory', 'Actions agreed']),
        },
      }),
    ),
    'spot-checks': [
      {
        values: {
          heldOn: addCalendarDays(today, -(overdue ? r.int(95, 140) : r.int(3, 85))),
          heldBy: heldBy(),
          arrivedOnTime: r.chance(0.9),
          uniformAndId: true,
          ppeUsed: true,
          carePlanFollowed: r.chance(0.92),
          recordsComplete: r.chance(0.85),
          dignity: true,
          outcome: r.chance(0.85) ? 'Satisfactory' : 'Actions agreed',
        },
      },
    ],
    'annual-appraisals': [
      {
        values: {
          heldOn: addCalendarDays(today, -(overdue ? r.int(370, 420) : r.int(20, 330))),
          heldBy: heldBy(),
          performance: r.pick(['Meets', 'Meets', 'Exceeds']),
          objectives: 'Complete the Level 3 Diploma; mentor a new starter on shadow shifts.',
        },
      },
    ],
  } satisfies Record<string, DemoRow[]>;
}

/** A holiday with its days: approved and taken, approved ahead, or requested. */
function holiday(r: Random, today: string, managers: DemoStaffUser[]): DemoRow {
  const status = r.pick(['Approved', 'Approved', 'Requested']);
  const start = addCalendarDays(today, status === 'Requested' ? r.int(20, 70) : r.int(-60, 40));
  const days = r.int(1, 5);
  return {
    values: {
      fromDate: start,
      toDate: addCalendarDays(start, days - 1),
      reason: ref('holiday-reasons', 'Annual leave'),
      hours: days * 7.5,
      status,
      decidedBy: status === 'Approved' ? r.pick(managers).id : null,
    },
    nested: {
      'holiday-details': Array.from({ length: days }, (_, i) => ({
        values: { day: addCalendarDays(start, i), part: 'Full day', hours: 7.5 },
      })),
    },
  };
}

function extras(r: Random, today: string, managers: DemoStaffUser[]) {
  const nested: Record<string, DemoRow[]> = {
    references: (['Employer', 'Character'] as const).map((type) => ({
      values: {
        type,
        refereeName: `${r.pick(WOMEN)} ${r.pick(SURNAMES)}`,
        company: type === 'Employer' ? r.pick(['Sunrise Care', 'Helping Hands', 'Bupa']) : null,
        requestedOn: addCalendarDays(today, -r.int(400, 900)),
        receivedOn: addCalendarDays(today, -r.int(300, 399)),
        satisfactory: 'Yes',
      },
    })),
  };
  if (r.chance(0.35)) nested.holidays = [holiday(r, today, managers)];
  if (r.chance(0.2)) {
    nested['discussion-notes'] = [
      {
        values: {
          heldOn: addCalendarDays(today, -r.int(2, 60)),
          heldBy: r.pick(managers).id,
          subject: r.pick(['Late to calls', 'Request to change rota', 'Feedback from a family']),
          notes: 'Discussed and agreed next steps; to be reviewed at the next supervision.',
          followUpOn: addCalendarDays(today, r.int(7, 30)),
        },
      },
    ];
  }
  if (r.chance(0.25)) {
    nested['call-logs'] = [
      {
        values: {
          calledAt: new Date(`${addCalendarDays(today, -r.int(1, 30))}T10:15:00Z`).toISOString(),
          direction: r.pick(['Incoming', 'Outgoing']),
          otherParty: 'Carer',
          reason: r.pick(['Sickness', 'Availability next week', 'Mileage claim']),
          summary: 'Noted on the rota; coordinator informed.',
        },
      },
    ];
  }
  return nested;
}

/** A carer's status by their place in the list: mostly active, a few of each other status. */
const carerStatusAt = (n: number): string =>
  n % 23 === 7
    ? 'Rejected'
    : n % 29 === 13
      ? 'Hospitalised'
      : n % 11 === 5
        ? 'Inactive'
        : n % 7 === 3
          ? 'Senior carer active'
          : 'Active';
const REASONS: Record<string, string> = {
  Inactive: 'Stepped back from calls while caring for a relative.',
  Rejected: 'Did not complete induction.',
  Hospitalised: 'In hospital after a fall at home; expected back within weeks.',
};

/**
 * The carers whose checks bar them from work keep their names however the draws before them
 * change: the guide and the journeys name them (Ewa Boateng, whose right to work ended; Dean
 * Kowalczyk, with no DBS). The names are drawn as before and only then set, so no later draw moves.
 */
const PINNED_NAMES: Partial<Record<string, [title: string, forename: string, surname: string]>> = {
  'rtw-ended': ['Ms', 'Ewa', 'Boateng'],
  'no-dbs': ['Mr', 'Dean', 'Kowalczyk'],
};
function pinnedName(trouble: string | null, index: number): DemoValues {
  const name = trouble ? PINNED_NAMES[trouble] : undefined;
  if (!name) return {};
  const [title, forename, surname] = name;
  return {
    title,
    gender: title === 'Mr' ? 'Male' : 'Female',
    forename,
    surname,
    email: `${forename}.${surname}${index}@example.co.uk`.toLowerCase(),
  };
}

/** The carers of one organisation's places, `count` per place; the users become the first. */
function demoCarers(
  r: Random,
  places: Place[],
  counts: number[],
  context: DemoStaffContext,
  full: boolean,
  first: number,
): Item[] {
  const { today, managers } = context;
  const items: Item[] = [];
  let index = first;
  places.forEach((place, p) => {
    for (let i = 0; i < (counts[p] ?? 0); i++) {
      const user = full ? context.carerUsers[items.length] : undefined;
      const status = user ? 'Active' : carerStatusAt(index + 1);
      const senior = status === 'Senior carer active';
      index += 1;
      const trouble =
        !full || status !== 'Active'
          ? null
          : index % 15 === 4
            ? 'rtw-weeks'
            : index === first + 9
              ? 'rtw-ended'
              : index === first + 21
                ? 'no-dbs'
                : null;
      const nested: Record<string, DemoRow[]> = { ...checks(r, today, trouble) };
      if (full) {
        Object.assign(nested, extras(r, today, managers), {
          'training-records': [...training(r, today, 'Carers'), ...dementiaTraining(index, today)],
          uniform: [
            { values: { item: 'Tunic', size: r.pick(['S', 'M', 'L', 'XL']), quantity: 3 } },
            { values: { item: 'ID badge', quantity: 1 } },
          ].map(({ values }) => ({
            values: { ...values, issuedOn: addCalendarDays(today, -r.int(30, 600)) },
          })),
        });
        if (status === 'Active' || senior) {
          Object.assign(nested, oversight(r, today, managers, r.chance(0.15)));
        }
      }
      const who = person(r, place, index, today, user?.name);
      items.push({
        row: {
          values: {
            ...who,
            // Carers' homes are placed for journeys on the rota (no draw: the rest stays).
            ...demoHomeCoordinates(String(who.postcode), index),
            ...pinnedName(trouble, index),
            hoursType: r.chance(0.65) ? 'Variable hours' : 'Fixed hours',
            weeklyHours: r.pick([16, 20, 24, 30, 37.5]),
            status,
            statusReason: REASONS[status] ?? null,
            role: senior ? 'Senior carer' : r.chance(0.9) ? 'Care worker' : r.pick(CARER_ROLES),
            user: user?.id ?? null,
          },
        },
        nested,
      });
    }
  });
  return items;
}

function demoEmployees(
  r: Random,
  places: Place[],
  counts: number[],
  context: DemoStaffContext,
  full: boolean,
  first: number,
): Item[] {
  const { today, managers } = context;
  const items: Item[] = [];
  let index = first;
  places.forEach((place, p) => {
    for (let i = 0; i < (counts[p] ?? 0); i++) {
      index += 1;
      const role = EMPLOYEE_ROLES[(index + p) % EMPLOYEE_ROLES.length] as string;
      const nested: Record<string, DemoRow[]> = { ...checks(r, today, null) };
      if (full) {
        Object.assign(nested, extras(r, today, managers), {
          'training-records': training(r, today, 'Office employees'),
          supervisions: oversight(r, today, managers, i === 1).supervisions,
        });
      }
      items.push({
        row: {
          values: {
            ...person(r, place, index, today),
            hoursType: 'Fixed hours',
            weeklyHours: r.pick([22.5, 30, 37.5]),
            status: i === 3 ? 'On leave' : 'Active',
            role,
            jobTitle: role,
          },
        },
        nested,
      });
    }
  });
  return items;
}

const isWorking = (item: Item) =>
  item.row.values.status === 'Active' || item.row.values.status === 'Senior carer active';
const branchOfItem = (item: Item) => (item.row.values.branch as DemoRef).title;
const titleOf = (values: DemoValues) => `${values.surname} ${values.forename}`;

/**
 * Fills in every section of the files of a few working people per branch (staff-file-rows.ts):
 * `perBranch` of each branch. Some hold a student visa (their right to work is then time-limited,
 * ending with the visa) and some a DBS that disclosed an old caution, each with its assessment.
 */
function fillFiles(
  items: Item[],
  owner: 'carers' | 'employees',
  perBranch: number,
  context: DemoStaffContext,
) {
  const { today, managers } = context;
  const titles = items.map((item) => titleOf(item.row.values));
  const unique = (title: string) => titles.indexOf(title) === titles.lastIndexOf(title);
  const chosen = [...new Set(items.map(branchOfItem))].flatMap((branch) =>
    items.filter((item) => branchOfItem(item) === branch && isWorking(item)).slice(0, perBranch),
  );
  chosen.forEach((item, n) => {
    const student = owner === 'carers' ? n % 2 === 1 : n < 2;
    const disclosed = owner === 'carers' ? n % 2 === 0 : n > 0;
    const rtw = item.nested['right-to-work']?.[0];
    if (student && rtw && rtw.values.permission !== 'Time-limited') {
      rtw.values = {
        ...rtw.values,
        method: 'Online share code',
        shareCode: `W${String(40000000 + n * 1234567).slice(0, 8)}`,
        permission: 'Time-limited',
        expiresOn: addCalendarDays(today, 200 + n * 40),
      };
    }
    const dbs = item.nested['dbs-checks']?.[0];
    if (disclosed && dbs) {
      dbs.values = {
        ...dbs.values,
        disclosures: 'Information disclosed',
        disclosureNotes: 'Police caution, 2009 (theft from a shop). Discussed at interview.',
      };
    }
    const mentor = items.find(
      (other) =>
        other !== item &&
        other.row.values.status === 'Senior carer active' &&
        branchOfItem(other) === branchOfItem(item) &&
        unique(titleOf(other.row.values)),
    );
    const rows = staffFileRows({
      owner,
      n,
      values: item.row.values,
      nested: item.nested,
      today,
      managers,
      student,
      ...(owner === 'carers' && mentor ? { mentor: titleOf(mentor.row.values) } : {}),
    });
    for (const [key, list] of Object.entries(rows)) {
      item.nested[key] = [...(item.nested[key] ?? []), ...list];
    }
  });
}

/** A section row's own sections ('holiday-details') named as the owner's kinds. */
const prefixed = (row: DemoRow, prefix: string): DemoRow => ({
  values: row.values,
  ...(row.nested
    ? {
        nested: Object.fromEntries(
          Object.entries(row.nested).map(([section, rows]) => [
            `${prefix}-${section}`,
            rows.map((child) => prefixed(child, prefix)),
          ]),
        ),
      }
    : {}),
});

/** Inserts owners then each nested kind (with its own children) in bulk, and their files. */
async function insertStaff(
  seeder: DemoSeeder,
  owner: 'carers' | 'employees',
  items: Item[],
  filesDir?: string,
) {
  const prefix = owner === 'carers' ? 'carer' : 'employee';
  const ids = await seeder.insert(
    owner,
    items.map((item) => item.row),
  );
  const byKind = new Map<string, Array<{ parentId: string; row: DemoRow }>>();
  items.forEach((item, i) => {
    for (const [section, rows] of Object.entries(item.nested)) {
      const kind = `${prefix}-${section}`;
      const list = byKind.get(kind) ?? [];
      for (const row of rows) list.push({ parentId: ids[i] as string, row: prefixed(row, prefix) });
      byKind.set(kind, list);
    }
  });
  for (const [kind, list] of byKind) {
    await storeDemoFiles(
      seeder,
      list.map(({ row }) => row.values),
      filesDir,
    );
    const saved = await seeder.insertMany(kind, list);
    await claimDemoFiles(
      seeder,
      kind,
      list.map(({ row }, i) => ({ id: saved[i] as string, values: row.values })),
    );
  }
  return ids;
}

/** How many carers and office employees each demo office has. */
export const DEMO_STAFF_COUNTS = {
  meadowbank: { carers: [34, 20, 20], employees: [5, 4, 4] },
  riverside: { carers: [6], employees: [2] },
} as const;

/** One demo member of staff: their record and their file's sections, by section key. */
export type DemoStaffMember = Item;

/** The demo staff of both organisations, generated (pure: the same day gives the same staff). */
export function demoStaff(context: DemoStaffContext) {
  const r = random(1307);
  const { meadowbank, riverside } = DEMO_STAFF_COUNTS;
  const carers = demoCarers(r, MEADOWBANK, [...meadowbank.carers], context, true, 0);
  const employees = demoEmployees(r, MEADOWBANK, [...meadowbank.employees], context, true, 200);
  fillFiles(carers, 'carers', 2, context);
  fillFiles(employees, 'employees', 1, context);
  yorkRounds(carers, context);
  return {
    meadowbank: { carers, employees },
    riverside: {
      carers: demoCarers(r, [SHEFFIELD], [...riverside.carers], context, false, 100),
      employees: demoEmployees(r, [SHEFFIELD], [...riverside.employees], context, false, 300),
    },
  };
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Whether working patterns offer the carer for a client's Sunday bath (11:00 to 12:00). */
const offersSundayBath = (patterns: DemoRow[]) =>
  patterns.some(
    ({ values }) =>
      values.dayOfWeek === 'Sunday' &&
      String(values.startTime) <= '11:00' &&
      String(values.endTime) >= '12:00',
  );

/**
 * York's rota runs in two rounds, mornings and evenings, and most of its carers work just those;
 * two women work full days and between them give the Sunday bath of the client who is hoisted
 * (two carers at eleven, client-file-rows.ts). Next weekend one of the two is on leave, so that
 * bath has one carer the branch can send and a place it cannot fill: the gap a plan of next week
 * must leave. One carer's Moving and handling lapsed a fortnight ago, a refresher booked.
 * Chosen from the files' facts with no draw, so the story holds whatever day the demo is seeded.
 */
function yorkRounds(carers: Item[], context: DemoStaffContext) {
  const { today, managers } = context;
  const monday = addCalendarDays(weekStartOf(today), 7);
  const following = addCalendarDays(monday, 7);
  const york = carers.filter((item) => branchOfItem(item) === 'York');
  /** Cleared to work (DBS, right to work) until the week after next. */
  const cleared = (item: Item) => {
    const facts = ruleFacts(item.row.values, item.nested);
    return (
      isWorking(item) &&
      facts.hasDbs &&
      (!facts.dbsLapses || facts.dbsLapses > following) &&
      (!facts.rightToWorkEnds || facts.rightToWorkEnds >= following)
    );
  };
  const trainedUntil = (item: Item, day: string) => {
    const lapses = ruleFacts(item.row.values, item.nested).trainingLapses;
    return !lapses || lapses > day;
  };
  const awayNextWeek = (item: Item) =>
    (item.nested.holidays ?? []).some(
      ({ values }) =>
        values.status === 'Approved' &&
        String(values.fromDate) < following &&
        String(values.toDate) >= monday,
    );
  const pair = york
    .filter(
      (item) =>
        item.row.values.gender === 'Female' &&
        cleared(item) &&
        trainedUntil(item, following) &&
        !awayNextWeek(item) &&
        (item.nested['working-patterns'] ?? []).length === 0 &&
        (item.nested.unavailability ?? []).length === 0,
    )
    .slice(0, 2);
  const [, onLeave] = pair;
  if (onLeave) {
    const friday = addCalendarDays(monday, 4);
    onLeave.nested.holidays = [
      ...(onLeave.nested.holidays ?? []),
      {
        values: {
          fromDate: friday,
          toDate: addCalendarDays(friday, 2),
          reason: ref('holiday-reasons', 'Annual leave'),
          hours: 3 * 7.5,
          status: 'Approved',
          decidedBy: managers[0]?.id ?? null,
        },
        nested: {
          'holiday-details': [0, 1, 2].map((i) => ({
            values: { day: addCalendarDays(friday, i), part: 'Full day', hours: 7.5 },
          })),
        },
      },
    ];
  }
  for (const item of york) {
    if (pair.includes(item) || !isWorking(item)) continue;
    const patterns = item.nested['working-patterns'] ?? [];
    if (patterns.length > 0 && !offersSundayBath(patterns)) continue;
    item.nested['working-patterns'] = DAYS.flatMap((dayOfWeek) =>
      [
        ['07:00', '11:00'],
        ['16:30', '22:00'],
      ].map(([startTime, endTime]) => ({
        values: { dayOfWeek, startTime, endTime, notes: 'The morning and evening rounds.' },
      })),
    );
  }
  // Lapsed: someone cleared otherwise, so the lapse is what keeps them off hoisting visits.
  const others = york.filter((item) => !pair.includes(item) && cleared(item));
  const lapsed = others.find((item) => !trainedUntil(item, today)) ?? others[0];
  const handling = lapsed?.nested['training-records']?.find(
    ({ values }) => (values.course as DemoRef).title === 'Moving and handling',
  );
  if (handling) {
    const expiresOn = addCalendarDays(today, -14);
    handling.values = {
      ...handling.values,
      completedOn: addCalendarMonths(expiresOn, -12),
      expiresOn,
    };
  }
}

/** A demo carer as the client files name them: the author of logs in their branch. */
export interface DemoCarer {
  id: string;
  name: string;
  branch: string;
  /** Whether the carer works now (Active or Senior carer active): only they write logs. */
  working: boolean;
  /** Whether the carer signs in (and so records doses): they write their branch's logs first. */
  signsIn: boolean;
  /** What the rota's allocation rules read of the file (demo visits, visit-data.ts). */
  gender: string | null;
  hasDbs: boolean;
  /** The last day of a time-limited right to work; null when unlimited. */
  rightToWorkEnds: string | null;
  /** The first day a mandatory course has lapsed on; null when none expires. */
  trainingLapses: string | null;
  /** The first day the DBS needs a new check (not checked on the Update Service in time). */
  dbsLapses: string | null;
  /** Courses completed, each in date from `completedOn` to `expiresOn` (always, when null). */
  courses: { name: string; completedOn: string; expiresOn: string | null }[];
  /** Approved holidays, 'YYYY-MM-DD' both included. */
  holidays: { fromDate: string; toDate: string }[];
  unavailability: UnavailabilityEntry[];
  /** When they work, if the file says (no pattern: any time). */
  patterns: WorkingPatternEntry[];
}

/**
 * Meadowbank's staff with full files, and Riverside's (another organisation: its staff must
 * never reach Meadowbank's lists) with their checks. Answers Meadowbank's carers.
 */
export async function seedDemoStaff(
  meadowbank: DemoSeeder,
  riverside: DemoSeeder,
  context: DemoStaffContext,
): Promise<DemoCarer[]> {
  const staff = demoStaff(context);
  const carerIds = await insertStaff(
    meadowbank,
    'carers',
    staff.meadowbank.carers,
    context.filesDir,
  );
  await insertStaff(meadowbank, 'employees', staff.meadowbank.employees, context.filesDir);
  await insertStaff(riverside, 'carers', staff.riverside.carers);
  await insertStaff(riverside, 'employees', staff.riverside.employees);
  return staff.meadowbank.carers.map(({ row: { values }, nested }, i) => ({
    id: carerIds[i] as string,
    name: `${values.forename} ${values.surname}`,
    branch: (values.branch as DemoRef).title,
    working: values.status === 'Active' || values.status === 'Senior carer active',
    signsIn: values.user !== undefined && values.user !== null,
    ...ruleFacts(values, nested),
    ...availabilityFacts(nested),
  }));
}

const MANDATORY_COURSES = new Set<string>(
  STANDARD_TRAINING_COURSES.filter((course) => course.mandatory).map((course) => course.name),
);

/** The facts of a carer's file the allocation rules judge, read from their demo rows. */
function ruleFacts(values: DemoValues, nested: Record<string, DemoRow[]>) {
  const rtw = nested['right-to-work']?.[0]?.values;
  const lapses = (nested['training-records'] ?? [])
    .filter((t) => MANDATORY_COURSES.has((t.values.course as DemoRef).title))
    .map((t) => t.values.expiresOn)
    .filter((d): d is string => typeof d === 'string')
    .sort();
  const dbs = nested['dbs-checks']?.[0]?.values;
  const checked = [dbs?.issuedOn, dbs?.updateServiceCheckedOn]
    .filter((d): d is string => typeof d === 'string')
    .sort()
    .at(-1);
  return {
    gender: typeof values.gender === 'string' ? values.gender : null,
    dbsLapses: checked ? addCalendarMonths(checked, STAFF_DEFAULTS.dbsRecheckMonths) : null,
    hasDbs: (nested['dbs-checks'] ?? []).length > 0,
    rightToWorkEnds: typeof rtw?.expiresOn === 'string' ? rtw.expiresOn : null,
    // A course lapses the day after its expiry date.
    trainingLapses: lapses[0] ? addCalendarDays(lapses[0], 1) : null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** When a carer may work, and the courses they hold, read from their demo rows. */
function availabilityFacts(nested: Record<string, DemoRow[]>) {
  const rows = (key: string) => (nested[key] ?? []).map((row) => row.values);
  return {
    courses: rows('training-records').map((t) => ({
      name: (t.course as DemoRef).title,
      completedOn: String(t.completedOn),
      expiresOn: text(t.expiresOn),
    })),
    holidays: rows('holidays')
      .filter((h) => h.status === 'Approved')
      .map((h) => ({ fromDate: String(h.fromDate), toDate: String(h.toDate ?? h.fromDate) })),
    unavailability: rows('unavailability').map(
      (u): UnavailabilityEntry => ({
        repeats: String(u.repeats),
        startsAt: text(u.startsAt),
        endsAt: text(u.endsAt),
        dayOfWeek: text(u.dayOfWeek),
        startTime: text(u.startTime),
        endTime: text(u.endTime),
        fromDate: text(u.fromDate),
        untilDate: text(u.untilDate),
        reason: text(u.reason),
      }),
    ),
    patterns: rows('working-patterns').map(
      (p): WorkingPatternEntry => ({
        dayOfWeek: String(p.dayOfWeek),
        startTime: String(p.startTime),
        endTime: String(p.endTime),
      }),
    ),
  };
}
