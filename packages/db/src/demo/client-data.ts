import {
  addCalendarDays,
  MAR_CODES,
  MAR_SLOTS,
  type MarSlot,
  slotHasPassed,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import * as schema from '../schema';
import { clientFileRows, type DemoFileSubject, seedClientFileRows } from './client-file-rows';
import { type DemoFileStory, seedDemoResponses } from './client-form-responses';
import {
  branchLandline,
  coherentRelative,
  coherentSurname,
  demoMobile,
  demoPersona,
} from './client-personas';
import type { DemoSeeder } from './demo-seeder';
import { demoHomeCoordinates } from './home-coordinates';
import type { DemoRef, DemoRow, DemoValues } from './reference-data';
import type { DemoCarer } from './staff-data';

/**
 * Demo clients of Meadowbank: sixty people across Leeds, Harrogate and York with files of every
 * degree of completeness: some complete and current, some with reviews overdue, some with doses
 * refused or missed this fortnight. Generated from a fixed seed, so every fresh start is the same
 * (dates move with the day the demo is seeded, so "overdue" stays overdue).
 */

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });

/** A small deterministic generator (mulberry32): the same demo on every machine. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

const WOMEN = [
  'Margaret',
  'Dorothy',
  'Joan',
  'Betty',
  'Jean',
  'Eileen',
  'Maureen',
  'Sheila',
  'Patricia',
  'Barbara',
  'Irene',
  'Doreen',
  'Audrey',
  'Edna',
  'Brenda',
  'Pauline',
  'Kathleen',
  'Valerie',
  'Shirley',
  'Sylvia',
  'Gurmeet',
  'Nasreen',
  'Halina',
  'Bridget',
];
const MEN = [
  'Arthur',
  'Harold',
  'Kenneth',
  'Ronald',
  'Brian',
  'Dennis',
  'Geoffrey',
  'Norman',
  'Walter',
  'Stanley',
  'Derek',
  'Malcolm',
  'Trevor',
  'Gordon',
  'Roy',
  'Frank',
  'Bernard',
  'Tariq',
  'Jaswant',
  'Patrick',
];
const SURNAMES = [
  'Hargreaves',
  'Sutcliffe',
  'Ackroyd',
  'Holroyd',
  'Barraclough',
  'Illingworth',
  'Pickersgill',
  'Thwaite',
  'Brook',
  'Lister',
  'Walker',
  'Wood',
  'Taylor',
  'Robinson',
  'Kaur',
  'Khan',
  'Begum',
  'Ahmed',
  'Singh',
  'Kowalski',
  'Murphy',
  "O'Brien",
  'Greenwood',
  'Hirst',
  'Firth',
  'Haigh',
  'Marsden',
  'Crowther',
  'Bentley',
  'Atkinson',
  'Metcalfe',
  'Dobson',
  'Ellis',
  'Jowett',
  'Hudson',
  'Pearson',
  'Nowak',
  'Shaw',
  'Fletcher',
  'Armitage',
];
const STREETS = [
  'Victoria Road',
  'Church Lane',
  'Moor View',
  'Park Avenue',
  'Station Road',
  'Mill Lane',
  'The Crescent',
  'Grange Road',
  'Westfield Drive',
  'Beech Grove',
  'Ash Close',
  'Manor Court',
  'Springfield Terrace',
  'Oakwood Avenue',
  'Hawthorn Way',
  'Woodside Road',
];

interface DemoSite {
  branch: string;
  town: string;
  funder: string;
  chc: string;
  areas: readonly { name: string; districts: readonly string[] }[];
  gp: readonly string[];
}

/** Each branch with its towns, funders and areas (by the demo reference data's titles). */
const BRANCHES: readonly DemoSite[] = [
  {
    branch: 'Leeds Central',
    town: 'Leeds',
    funder: 'Leeds City Council',
    chc: 'NHS West Yorkshire ICB CHC',
    areas: [
      { name: 'Leeds City Centre', districts: ['LS1', 'LS2', 'LS3'] },
      { name: 'North Leeds', districts: ['LS6', 'LS7', 'LS16', 'LS17'] },
      { name: 'East Leeds', districts: ['LS8', 'LS9', 'LS14', 'LS15'] },
      { name: 'South Leeds', districts: ['LS10', 'LS11', 'LS26'] },
      { name: 'West Leeds', districts: ['LS12', 'LS13', 'LS28'] },
    ],
    gp: ['Chapeltown Family Surgery', 'Oakwood Lane Medical Practice', 'Beeston Village Surgery'],
  },
  {
    branch: 'Harrogate',
    town: 'Harrogate',
    funder: 'North Yorkshire Council',
    chc: 'NHS Humber and North Yorkshire ICB CHC',
    areas: [
      { name: 'Harrogate Town', districts: ['HG1', 'HG2', 'HG3'] },
      { name: 'Knaresborough', districts: ['HG5'] },
      { name: 'Ripon', districts: ['HG4'] },
    ],
    gp: ['Church Avenue Medical Group', 'Knaresborough Medical Centre', 'Ripon Spa Surgery'],
  },
  {
    branch: 'York',
    town: 'York',
    funder: 'City of York Council',
    chc: 'NHS Humber and North Yorkshire ICB CHC',
    areas: [
      { name: 'York Central', districts: ['YO1', 'YO23', 'YO24'] },
      { name: 'York North', districts: ['YO30', 'YO31', 'YO32'] },
      { name: 'York East', districts: ['YO10', 'YO19'] },
    ],
    gp: ['Priory Medical Group', 'Haxby Group Practice', 'Jorvik Gillygate Practice'],
  },
];

/** Statuses in proportion: most clients are active; a few are in hospital, ended or pending. */
const STATUS_BY_INDEX = (index: number) =>
  index % 20 === 7
    ? 'In hospital'
    : index % 20 === 13
      ? 'Pending assessment'
      : index === 29 || index === 51
        ? 'On hold'
        : index === 38 || index === 57
          ? 'Ended'
          : index === 44
            ? 'Deceased'
            : 'Active';

const ALLERGIES = [
  'None known',
  'None known',
  'None known',
  'Penicillin (rash and swelling)',
  'Latex; sticking plasters',
  'Peanuts (anaphylaxis: EpiPen in the kitchen drawer)',
  'Codeine (vomiting)',
  'Trimethoprim',
];

/** A valid NHS number (modulus 11 check digit) derived from `n`. */
function nhsNumber(n: number): string {
  for (let base = 485_000_000 + n * 7919; ; base += 1) {
    const digits = String(base).split('').map(Number);
    const sum = digits.reduce((total, digit, i) => total + digit * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10) return `${base}${check}`;
  }
}

function postcode(r: Random, district: string): string {
  const letters = 'ABDEFGHJLNPQRSTUWXY';
  return `${district} ${r.int(1, 9)}${r.pick([...letters])}${r.pick([...letters])}`;
}

/** The regular medicines a demo client may take (by their full name), with how they are given. */
const REGULAR_MEDICINES = [
  { name: 'Atorvastatin 20 mg tablet', dose: '1 tablet', slots: ['bed'] },
  { name: 'Bisoprolol 2.5 mg tablet', dose: '1 tablet', slots: ['morning'] },
  { name: 'Levothyroxine 50 micrograms tablet', dose: '1 tablet', slots: ['morning'] },
  { name: 'Omeprazole 20 mg capsule', dose: '1 capsule', slots: ['morning'] },
  { name: 'Donepezil 10 mg tablet', dose: '1 tablet', slots: ['bed'] },
  { name: 'Furosemide 40 mg tablet', dose: '1 tablet', slots: ['morning'] },
  {
    name: 'Co-codamol 30/500 mg tablet',
    dose: '2 tablets',
    slots: ['morning', 'lunch', 'tea', 'bed'],
  },
  {
    name: 'Latanoprost 50 micrograms/ml drops',
    dose: '1 drop in each eye',
    slots: ['bed'],
    route: 'Eye',
  },
  { name: 'Senna 7.5 mg tablet', dose: '2 tablets', slots: ['bed'] },
  {
    name: 'Diprobase cream',
    dose: 'Apply thinly to legs',
    slots: ['morning', 'bed'],
    route: 'Topical',
  },
] as const;

const CARERS = ['Amy Holt', 'Bilal Hussain', 'Chloe Barker', 'Ewa Zielinska', 'Kieran Walsh'];

const LOG_ENTRIES = [
  {
    category: 'Visit note',
    text: '{name} was in good spirits, ate all of breakfast and walked to the lounge with the frame.',
    followUp: false,
  },
  {
    category: 'Concern',
    text: 'Red area noted on the left heel; barrier cream applied. District nurse informed by phone.',
    followUp: true,
  },
  {
    category: 'Family contact',
    text: 'Daughter phoned: she will be away next week, neighbour holds the spare key.',
    followUp: false,
  },
  {
    category: 'Phone call',
    text: 'Pharmacy called: the new blister pack will be delivered on Friday.',
    followUp: false,
  },
  {
    category: 'Visit note',
    text: '{name} seemed more confused this evening and had not drunk much. Fluids encouraged.',
    followUp: true,
  },
] as const;

const PRESCRIBERS = ['Dr A. Rahman', 'Dr S. Holmes', 'Dr K. Patel', 'Dr J. McAllister'];

export interface DemoClientsContext {
  /** The seeding day in the UK, 'YYYY-MM-DD'. */
  today: string;
  /** Staff who record doses and complete assessments. */
  staff: Array<{ id: string; name: string }>;
  /** The carers seeded before the clients: their branch's logs name them. */
  carers: DemoCarer[];
}

/**
 * A client's logs as their branch's working carers wrote them (those who sign in first, so their
 * profiles list what they wrote), each naming its author's carer file; the entries are unchanged.
 */
function authoredLogs(logs: DemoRow[], carers: DemoCarer[], branch: string, index: number) {
  const writers = carers
    .filter((carer) => carer.working && carer.branch === branch)
    .sort((a, b) => Number(b.signsIn) - Number(a.signsIn));
  if (writers.length === 0) return logs;
  return logs.map((log, i): DemoRow => {
    const writer = writers[(index + i) % Math.min(writers.length, 6)] as DemoCarer;
    return { values: { ...log.values, loggedBy: writer.name, carer: writer.id } };
  });
}

/** A few clients have asked not to have one of their branch's carers again, as clients do. */
function declinedCarers(
  carers: DemoCarer[],
  branch: string,
  index: number,
  today: string,
): DemoRow[] {
  const branchCarers = carers.filter((carer) => carer.working && carer.branch === branch);
  if (index % 11 !== 5 || branchCarers.length < 3) return [];
  const carer = branchCarers[(index * 3) % branchCarers.length] as DemoCarer;
  return [
    {
      values: {
        carer: carer.id,
        reason:
          index % 2 === 0 ? 'Did not get on; asked for someone else.' : 'A neighbour’s relative.',
        declinedOn: addCalendarDays(today, -(30 + index)),
      },
    },
  ];
}

/**
 * A carer some clients have asked to keep seeing: never one the same client declined (the file
 * refuses that), and a soft wish for the rota, so the demo's gaps stay those of its rules.
 */
function preferredCarers(carers: DemoCarer[], branch: string, index: number): DemoRow[] {
  const branchCarers = carers.filter((carer) => carer.working && carer.branch === branch);
  if (index % 7 !== 2 || branchCarers.length < 3) return [];
  const carer = branchCarers[(index * 5 + 1) % branchCarers.length] as DemoCarer;
  const declined = declinedCarers(carers, branch, index, '2000-01-01')[0]?.values.carer;
  if (declined === carer.id) return [];
  return [
    {
      values: {
        carer: carer.id,
        notes: 'Knows the routine well; the family asked to keep this carer.',
      },
    },
  ];
}

/**
 * Who the client would rather have, as clients of an agency answer: a third of women ask for
 * women carers; a few men ask for a man, for personal care only. Most carers are women, so an
 * agency takes on few packages only a man may staff.
 */
function carerGenderPreference(woman: boolean, index: number) {
  if (woman && index % 3 === 0)
    return { carer_gender: 'female', carer_gender_personal_care_only: 'no' };
  if (!woman && index % 4 === 1)
    return { carer_gender: 'male', carer_gender_personal_care_only: 'yes' };
  return { carer_gender: 'no_preference' };
}

interface DemoClient {
  row: DemoRow;
  status: string;
  story: DemoFileStory;
  /** Which demo story the client's file tells. */
  refuses: boolean;
  missesDoses: boolean;
}

function demoClient(r: Random, index: number, today: string): DemoClient {
  const site = BRANCHES[index < 25 ? 0 : index < 45 ? 1 : 2] as DemoSite;
  const woman = r.chance(0.62);
  const forename = r.pick(woman ? WOMEN : MEN);
  // The generated surname, unless it contradicts the forename's heritage (client-personas.ts).
  const surname = coherentSurname(
    forename,
    SURNAMES[(index * 7) % SURNAMES.length] as string,
    woman,
    index,
  );
  const area = r.pick(site.areas);
  // Mostly older people; a few younger adults with learning disabilities or neurological needs.
  const age = index % 15 === 4 ? r.int(28, 60) : r.int(68, 99);
  const born = addCalendarDays(today, -(age * 365 + r.int(0, 364)));
  const status = STATUS_BY_INDEX(index);
  const funder =
    index % 9 === 0 ? 'Private (self-funding)' : index % 11 === 0 ? site.chc : site.funder;
  const started = addCalendarDays(today, -r.int(40, 1600));
  const medicines = [...REGULAR_MEDICINES]
    .sort(() => r.next() - 0.5)
    .slice(0, status === 'Pending assessment' ? 0 : r.int(2, 5));
  const supportLevel = r.pick(['Prompt', 'Assist', 'Administer', 'Administer']);
  const medicationRows: DemoRow[] = medicines.map((medicine) => ({
    values: {
      medication: ref('medications', medicine.name),
      dose: medicine.dose,
      route: 'route' in medicine ? medicine.route : 'Oral',
      frequency:
        medicine.slots.length === 1
          ? 'Once a day'
          : medicine.slots.length === 2
            ? 'Twice a day'
            : 'Four times a day',
      timesOfDay: [...medicine.slots],
      prn: false,
      startDate: addCalendarDays(started, r.int(0, 30)),
      prescriber: r.pick(PRESCRIBERS),
      supportLevel,
    },
  }));
  if (
    r.chance(0.4) &&
    medicines.length > 0 &&
    !medicines.some((m) => m.name.startsWith('Co-codamol'))
  ) {
    medicationRows.push({
      values: {
        medication: ref('medications', 'Co-codamol 30/500 mg tablet'),
        dose: '1–2 tablets',
        route: 'Oral',
        frequency: 'As required (PRN)',
        timesOfDay: [],
        prn: true,
        prnReason: 'Pain or a raised temperature',
        prnMaximum: '8 tablets in 24 hours, at least 4 hours apart',
        prnMinIntervalHours: 4,
        prnMaxDoses24h: 4,
        startDate: started,
        prescriber: r.pick(PRESCRIBERS),
        supportLevel,
      },
    });
  }
  const relative = woman
    ? r.pick(['Daughter', 'Son'])
    : r.pick(['Daughter', 'Son', 'Spouse or partner']);
  const relativeName = coherentRelative(
    forename,
    surname,
    relative,
    `${r.pick(relative === 'Son' ? MEN : WOMEN)} ${relative === 'Spouse or partner' ? surname : r.pick(SURNAMES)}`,
    index,
  );
  const network: DemoRow[] = [
    {
      values: {
        name: relativeName,
        relationship: relative,
        nextOfKin: true,
        emergencyContact: true,
        keyHolder: r.chance(0.7),
        lastingPowerOfAttorney: r.pick(['None', 'None', 'Health and welfare', 'Both']),
        mobile: demoMobile(100 + index),
        email: `${relativeName.split(' ')[0]?.toLowerCase()}.${index}@example.co.uk`,
      },
    },
    {
      values: {
        name: r.pick(PRESCRIBERS),
        relationship: 'GP',
        phone: branchLandline(site.branch, 300 + (index % 3)),
      },
    },
  ];
  if (r.chance(0.35)) {
    network.push({
      values: {
        name: `${r.pick(WOMEN)} ${r.pick(SURNAMES)}`,
        relationship: 'District nurse',
        phone: branchLandline(site.branch, 777),
        notes: 'Visits on Tuesdays for dressings.',
      },
    });
  }
  const values: DemoValues = {
    title: woman ? r.pick(['Mrs', 'Miss', 'Ms']) : 'Mr',
    forename,
    surname,
    ...(r.chance(0.3)
      ? { preferredName: forename.slice(0, 4) === 'Marg' ? 'Peggy' : forename }
      : {}),
    dateOfBirth: born,
    gender: woman ? 'Female' : 'Male',
    nhsNumber: nhsNumber(index),
    branch: ref('branches', site.branch),
    status,
    funder: ref('funder-codes', funder),
    area: ref('areacodes', area.name),
    startDate: started,
    address1: `${r.int(1, 120)} ${r.pick(STREETS)}`,
    town: site.town,
    postcode: postcode(r, r.pick(area.districts)),
    phone: branchLandline(site.branch, 100 + index),
    gpPhone: branchLandline(site.branch, 300 + (index % 3)),
    allergies: r.pick(ALLERGIES),
    dnacpr: r.pick(['Not in place', 'Not in place', 'In place', 'Not discussed']),
    ...(r.chance(0.55)
      ? {
          keySafe: `${r.pick(['Left of the front door', 'Behind the side gate', 'By the back door'])}, code ${r.int(1000, 9999)}`,
        }
      : {}),
    accessNotes: r.pick([
      'Ring the bell and let yourself in; she may not hear the door.',
      'Park on the street, not the drive. Small dog, friendly.',
      'Lifeline pendant: check it is worn at every visit.',
      'Second-floor flat, lift available. Door entry code in the key safe note.',
    ]),
    gpPractice: r.pick(site.gp),
  };
  // The home's place for journeys on the rota, from its postcode with no draw.
  Object.assign(values, demoHomeCoordinates(String(values.postcode), index));
  // ReSPECT and communication follow what is already known of the person, with no further
  // draws (the rest of the demo stays as it was): a DNACPR decision sits on a ReSPECT form.
  values.respect = values.dnacpr;
  if (values.dnacpr === 'In place')
    values.emergencyFormsKept = 'In the red folder on the kitchen fridge';
  if (String(values.accessNotes).includes('may not hear')) {
    values.communicationNeeds = ['Hearing impairment'];
    values.communication =
      'Hard of hearing: face them, speak clearly, check the hearing aid is in.';
  }
  const logs: DemoRow[] =
    status === 'Active'
      ? Array.from({ length: r.int(2, 5) }, (_, i) => {
          const entry = r.pick(LOG_ENTRIES);
          return {
            values: {
              loggedAt: `${addCalendarDays(today, -(i * 3 + r.int(1, 3)))}T${r.pick(['08', '12', '17', '20'])}:${r.pick(['05', '20', '40'])}:00.000Z`,
              category: entry.category,
              // Named again by the branch's carers when seeded (authoredLogs).
              loggedBy: r.pick(CARERS),
              entry: entry.text.replaceAll('{name}', forename),
              followUpNeeded: entry.followUp,
            },
          };
        })
      : [];
  const fundingRows: DemoRow[] =
    funder === 'Private (self-funding)'
      ? []
      : [
          {
            values: {
              funder: ref('funder-codes', funder),
              scale: 'Standard day rate',
              referenceNumber: `PO-${String(41000 + index * 17)}`,
              fundedHoursPerWeek: r.pick([3.5, 7, 10.5, 14, 21]),
              startDate: started,
            },
          },
        ];
  const equipmentRows: DemoRow[] = r.chance(0.4)
    ? [
        {
          values: {
            equipment: ref('equipments', r.pick(['Mobile hoist', 'Stand aid', 'Slide sheets'])),
            suppliedBy: 'Community equipment service',
            dateSupplied: addCalendarDays(started, 10),
            nextServiceDue: addCalendarDays(today, r.int(-20, 160)),
            condition: 'Good',
          },
        },
      ]
    : [];
  const lean = (['low', 'medium', 'high'] as const)[index % 3] ?? 'low';
  return {
    row: {
      values,
      nested: {
        'client-medications': medicationRows,
        'client-support-network': network,
        'client-logs': logs,
        'client-funder-codes': fundingRows,
        'client-equipment': equipmentRows,
      },
    },
    status,
    story: {
      forename,
      surname,
      status,
      overdue: index % 6 === 2,
      incomplete: index % 8 === 1,
      privatelyFunded: funder === 'Private (self-funding)',
      takesMedication: medicines.length > 0,
      known: {
        ...demoPersona(forename, site.branch, index).answers,
        payer_postcode: String(values.postcode),
        ...carerGenderPreference(woman, index),
      },
      lean,
    },
    refuses: index % 7 === 3,
    missesDoses: index % 10 === 5,
  };
}

/** Who a client's file lists are about (client-file-rows.ts). */
export function fileSubject(client: DemoClient, index: number): DemoFileSubject {
  const { values } = client.row;
  return {
    index,
    values,
    status: client.status,
    name: String(values.preferredName ?? values.forename),
    woman: values.gender === 'Female',
    incomplete: client.story.incomplete,
  };
}

/** The demo clients as rows a person could have typed (checked against the create schemas). */
export function demoClients(today: string): DemoClient[] {
  const r = random(20261122);
  return Array.from({ length: 60 }, (_, index) => demoClient(r, index, today));
}

const REFUSAL_NOTES = [
  'Said she felt sick and did not want them; offered again 20 minutes later, still declined. Family informed.',
  'Refused, said he had already taken them. Blister pack checked: not taken. Office informed.',
  'Declined the morning dose, sleepy. Left in the pack, not given later as per pharmacy advice.',
];

/** A client's MAR chart since the first of last month: mostly given, with refusals and gaps. */
function demoMarEntries(
  seeder: DemoSeeder,
  context: DemoClientsContext,
  clientId: string,
  client: DemoClient,
  medicationIds: string[],
  r: Random,
) {
  // A client in hospital had their doses until the day they were admitted.
  const lastDay =
    client.status === 'In hospital'
      ? addCalendarDays(admittedOn(context.today, client), -1)
      : context.today;
  if (client.status !== 'Active' && client.status !== 'In hospital') return [];
  const medicines = (client.row.nested?.['client-medications'] ?? []).map((m) => m.values);
  const rows: (typeof schema.marEntries.$inferInsert)[] = [];
  // Charts are kept from the first of last month, so both months an office opens are complete;
  // today's rounds are recorded once their time has passed, as carers would have.
  const from = `${addCalendarDays(`${context.today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const now = new Date();
  for (let day = from; day <= lastDay; day = addCalendarDays(day, 1)) {
    const back = Math.round(
      (Date.parse(`${context.today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
    );
    medicines.forEach((medicine, i) => {
      const medicationId = medicationIds[i];
      if (!medicationId || medicine.prn || String(medicine.startDate) > day) return;
      for (const slot of medicine.timesOfDay as MarSlot[]) {
        if (back === 0 && !slotHasPassed(day, slot, now)) continue;
        // A missed dose is a due dose nobody recorded: the chart shows it as missed.
        if (client.missesDoses && back <= 4 && r.chance(0.25)) continue;
        const refused = client.refuses && back <= 6 && r.chance(0.2);
        const code = refused ? 'R' : 'G';
        rows.push({
          organisationId: seeder.organisationId,
          clientId,
          clientMedicationId: medicationId,
          day,
          slot,
          code,
          outcome: MAR_CODES.find((c) => c.code === code)?.outcome ?? 'given',
          note: refused ? r.pick(REFUSAL_NOTES) : null,
          recordedBy: r.pick(context.staff).id,
          recordedAt: new Date(
            `${day}T${MAR_SLOTS.find((s) => s.value === slot)?.time ?? '09:00'}:00Z`,
          ),
        });
      }
    });
  }
  return rows;
}

/** When a demo client in hospital was admitted: a few days to a fortnight ago. */
function admittedOn(today: string, client: DemoClient): string {
  return addCalendarDays(today, -(3 + (String(client.row.values.surname).length % 10)));
}

const HOSPITALS = ['St James’s University Hospital', 'Leeds General Infirmary', 'Airedale General'];
const ADMISSIONS = [
  'Fall at home, suspected hip fracture',
  'Chest infection',
  'Urinary tract infection and confusion',
];

/**
 * The lifecycle of demo clients whose status says their care paused or ended: an open hospital
 * stay for those in hospital (their rounds are suspended from then), and an ended service, so
 * archived, for those ended or deceased.
 */
async function seedDemoLifecycle(
  seeder: DemoSeeder,
  context: DemoClientsContext,
  clientId: string,
  client: DemoClient,
  n: number,
) {
  if (client.status === 'In hospital') {
    await seeder.insert(
      'client-hospital-stays',
      [
        {
          values: {
            admittedOn: admittedOn(context.today, client),
            dischargedOn: null,
            hospital: HOSPITALS[n % HOSPITALS.length],
            reason: ADMISSIONS[n % ADMISSIONS.length],
            notes:
              'Ward informed of the medicines and the key safe. Visits paused until discharge.',
          },
        },
      ],
      clientId,
    );
  }
  if (client.status === 'Ended' || client.status === 'Deceased') {
    const died = client.status === 'Deceased';
    await seeder.db
      .update(schema.clients)
      .set({
        serviceEndedOn: addCalendarDays(context.today, -(20 + n * 3)),
        serviceEndReason: died ? 'Died' : n % 2 ? 'Moved to residential care' : 'Own choice',
        serviceEndNote: died ? 'Died peacefully at home; family present.' : null,
      })
      .where(eq(schema.clients.id, clientId));
  }
}

export async function seedDemoClients(seeder: DemoSeeder, context: DemoClientsContext) {
  const r = random(42);
  const clients = demoClients(context.today);
  // One statement per kind for all sixty clients, not one per client: seeding stays fast.
  const clientIds = await seeder.insert(
    'clients',
    clients.map((client) => ({ values: client.row.values })),
  );
  const medicationIds = await seeder.insertMany(
    'client-medications',
    clients.flatMap((client, index) =>
      (client.row.nested?.['client-medications'] ?? []).map((row) => ({
        parentId: clientIds[index] as string,
        row,
      })),
    ),
  );
  await seedClientFileRows(
    seeder,
    clients.map((client, index) => {
      const {
        'client-medications': _,
        'client-logs': logs = [],
        ...nested
      } = client.row.nested ?? {};
      const branch = (client.row.values.branch as DemoRef).title;
      return {
        clientId: clientIds[index] as string,
        rows: {
          ...nested,
          'client-logs': authoredLogs(logs, context.carers, branch, index),
          'client-declined-carers': declinedCarers(context.carers, branch, index, context.today),
          'client-preferred-carers': preferredCarers(context.carers, branch, index),
          ...clientFileRows(fileSubject(client, index), context.today),
        },
      };
    }),
  );
  const files: Array<{ clientId: string; story: DemoFileStory }> = [];
  const doses: (typeof schema.marEntries.$inferInsert)[] = [];
  let taken = 0;
  for (const [index, client] of clients.entries()) {
    const clientId = clientIds[index] as string;
    const count = client.row.nested?.['client-medications']?.length ?? 0;
    const ids = medicationIds.slice(taken, taken + count);
    taken += count;
    doses.push(...demoMarEntries(seeder, context, clientId, client, ids, r));
    await seedDemoLifecycle(seeder, context, clientId, client, index);
    files.push({ clientId, story: client.story });
  }
  // 12 columns a row: 4,000 rows stay under PostgreSQL's 65,535 parameters a statement.
  for (let start = 0; start < doses.length; start += 4000) {
    await seeder.db.insert(schema.marEntries).values(doses.slice(start, start + 4000));
  }
  await seedDemoResponses(seeder, context, files, r);
}
