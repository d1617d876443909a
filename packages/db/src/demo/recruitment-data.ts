import {
  type Answers,
  APPLICANT_FILE,
  APPLICANT_ROUTES,
  APPLICANT_SOURCES,
  type ApplicantStage,
  addCalendarDays,
  completionOf,
  type FormDefinition,
  londonWallClockToInstant,
  questionsOf,
  recordKind,
  scoreOf,
  supportWorkerTestForm,
  WALL_CLOCK_FORM_ENTRY,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import * as schema from '../schema';
import { random } from './client-data';
import { demoFileId, saveDemoFiles } from './demo-files';
import type { DemoSeeder } from './demo-seeder';
import type { DemoRef, DemoRow, DemoValues } from './reference-data';

/**
 * Demo applicants of Meadowbank: forty people across Leeds, Harrogate and York at every
 * stage of recruitment, with the histories, references, interviews and checks that stage implies,
 * and the troubles a recruiter meets: unexplained gaps in work history, address histories short
 * of five years, referees chased or overdue, right to work that ends within weeks. Generated from
 * a fixed seed; dates are counted back from the day of seeding, so "overdue" stays overdue.
 */

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });
const row = (values: DemoValues): DemoRow => ({ values });

/** How many applicants are at each stage: a pipeline that narrows, as a real one does. */
const STAGE_COUNTS: ReadonlyArray<[ApplicantStage, number]> = [
  ['Applied', 7],
  ['Shortlisted', 5],
  ['Interview', 6],
  ['References', 6],
  ['Checks', 5],
  ['Contract', 3],
  ['Cleared', 4],
  ['Rejected', 4],
];

/** How far along each stage is, to decide which records a file already holds. */
const STAGE_ORDER: Record<ApplicantStage, number> = {
  Applied: 0,
  Shortlisted: 1,
  Interview: 2,
  References: 3,
  Checks: 4,
  Contract: 5,
  Cleared: 6,
  Rejected: 2,
};

const WOMEN = [
  'Chloe',
  'Amelia',
  'Jessica',
  'Hannah',
  'Bethany',
  'Aisha',
  'Priya',
  'Zofia',
  'Siobhan',
  'Grace',
  'Leanne',
  'Kirsty',
  'Natalie',
  'Fatima',
  'Gemma',
  'Olivia',
  'Rebecca',
  'Chidinma',
  'Maria',
  'Harpreet',
  'Lauren',
  'Joanne',
];
const MEN = [
  'Jack',
  'Ryan',
  'Daniel',
  'Callum',
  'Imran',
  'Tomasz',
  'Kieran',
  'Joseph',
  'Samuel',
  'Adebayo',
  'Mark',
  'Liam',
  'Arjun',
  'Nathan',
  'Owen',
  'Bilal',
];
const SURNAMES: Record<string, string[]> = {
  british: [
    'Sutcliffe',
    'Barraclough',
    'Holroyd',
    'Ackroyd',
    'Thornton',
    'Hudson',
    'Walker',
    'Hepworth',
    'Greenwood',
    'Atkinson',
    'Marshall',
    'Lister',
  ],
  south_asian: ['Hussain', 'Begum', 'Patel', 'Kaur', 'Singh', 'Akhtar', 'Mahmood'],
  polish: ['Nowak', 'Kowalska', 'Wiśniewski', 'Lewandowska'],
  irish: ['Byrne', 'Gallagher', 'Doherty'],
  west_african: ['Okonkwo', 'Adeyemi', 'Mensah', 'Eze'],
  filipino: ['Santos', 'Reyes', 'Dela Cruz'],
};
const HERITAGE: Record<string, keyof typeof SURNAMES> = {
  Aisha: 'south_asian',
  Priya: 'south_asian',
  Fatima: 'south_asian',
  Harpreet: 'south_asian',
  Imran: 'south_asian',
  Arjun: 'south_asian',
  Bilal: 'south_asian',
  Zofia: 'polish',
  Tomasz: 'polish',
  Siobhan: 'irish',
  Kieran: 'irish',
  Chidinma: 'west_african',
  Adebayo: 'west_african',
  Maria: 'filipino',
};

interface Town {
  town: string;
  streets: string[];
  postcodes: string[];
}
const HOMES: Record<string, Town> = {
  'Leeds Central': {
    town: 'Leeds',
    streets: ['Harehills Lane', 'Chapeltown Road', 'Kirkstall Road', 'Dewsbury Road', 'Otley Road'],
    postcodes: ['LS8 3QH', 'LS7 4DL', 'LS4 2HB', 'LS11 6PZ', 'LS6 3BN'],
  },
  Harrogate: {
    town: 'Harrogate',
    streets: ['Skipton Road', 'Knaresborough Road', 'Leeds Road', 'Kings Road'],
    postcodes: ['HG1 3EX', 'HG2 7LU', 'HG2 8AF', 'HG1 5HQ'],
  },
  York: {
    town: 'York',
    streets: ['Burton Stone Lane', 'Tadcaster Road', 'Heworth Green', 'Hull Road', 'Acomb Road'],
    postcodes: ['YO30 6BZ', 'YO24 1EZ', 'YO31 7TQ', 'YO10 3LF', 'YO24 4HA'],
  },
};
/** Where people lived before: nearby towns, and abroad for sponsored workers. */
const EARLIER_HOMES: Town[] = [
  {
    town: 'Bradford',
    streets: ['Manningham Lane', 'Leeds Road'],
    postcodes: ['BD8 7JB', 'BD3 9LH'],
  },
  {
    town: 'Wakefield',
    streets: ['Dewsbury Road', 'Agbrigg Road'],
    postcodes: ['WF2 9BU', 'WF1 5AP'],
  },
  {
    town: 'Hull',
    streets: ['Beverley Road', 'Holderness Road'],
    postcodes: ['HU5 1NE', 'HU9 2AH'],
  },
  { town: 'Ripon', streets: ['North Road', 'Kirkby Road'], postcodes: ['HG4 1JP', 'HG4 2ET'] },
];
const ABROAD: Array<Town & { country: string }> = [
  {
    town: 'Quezon City',
    streets: ['Tandang Sora Avenue'],
    postcodes: ['1116'],
    country: 'Philippines',
  },
  { town: 'Lagos', streets: ['Adeola Odeku Street'], postcodes: ['101241'], country: 'Nigeria' },
  { town: 'Kochi', streets: ['MG Road'], postcodes: ['682016'], country: 'India' },
];

const CARE_EMPLOYERS = [
  'Sunrise Home Care, Leeds',
  'Bluebird Care Harrogate',
  'Helping Hands York',
  'Ashgrove Nursing Home',
  'Leeds Teaching Hospitals NHS Trust',
  'Kingsley Residential Care',
];
const OTHER_EMPLOYERS = [
  'Tesco Stores Ltd',
  'Greggs plc',
  'Asda Stores Ltd',
  'Next Retail Ltd',
  'Premier Inn',
  'Leeds City Council (school kitchens)',
];
const CARE_TITLES = ['Care assistant', 'Support worker', 'Healthcare assistant', 'Senior carer'];
const OTHER_TITLES = [
  'Customer assistant',
  'Shop floor assistant',
  'Kitchen assistant',
  'Housekeeper',
];

export interface DemoApplicant {
  stage: ApplicantStage;
  row: DemoRow;
}

/** The office users the demo's checks name, by their names: who checked, who overrode. */
export interface DemoRecruiters {
  checker: string;
  manager: string;
}

/** The offer made at a held interview: what lets the checks go on. */
const OFFER = 'Offer, subject to checks';

/** The applicants with their nested records, as the add forms would take them. */
export function demoApplicants(today: string, recruiters: DemoRecruiters): DemoApplicant[] {
  const r = random(20261126);
  const day = (offset: number) => addCalendarDays(today, offset);
  /** An instant at a London wall-clock time on a day relative to today. */
  const at = (offset: number, time: string) =>
    (londonWallClockToInstant(day(offset), time, WALL_CLOCK_FORM_ENTRY) as Date).toISOString();
  const branches = Object.keys(HOMES);
  const stages = STAGE_COUNTS.flatMap(([stage, n]) => Array.from({ length: n }, () => stage));
  const usedNames = new Set<string>();
  const applicants: DemoApplicant[] = [];
  let women = 0;
  let men = 0;

  for (const [index, stage] of stages.entries()) {
    const female = r.chance(0.75);
    const forename = female
      ? (WOMEN[women++ % WOMEN.length] as string)
      : (MEN[men++ % MEN.length] as string);
    const heritage = HERITAGE[forename] ?? 'british';
    let surname = r.pick(SURNAMES[heritage] as string[]);
    while (usedNames.has(`${forename} ${surname}`)) surname = r.pick(SURNAMES.british as string[]);
    usedNames.add(`${forename} ${surname}`);
    const branch = branches[index % branches.length] as string;
    const home = HOMES[branch] as Town;
    const sponsored = heritage === 'filipino' || heritage === 'west_african' || index % 13 === 5;
    const route = sponsored
      ? APPLICANT_ROUTES[1]
      : index % 9 === 4
        ? APPLICANT_ROUTES[2]
        : APPLICANT_ROUTES[0];
    const age = index % 11 === 3 ? r.int(18, 20) : r.int(21, 58);
    const dateOfBirth = day(-age * 365 - r.int(10, 300));
    const order = STAGE_ORDER[stage];
    // Later stages applied earlier: over the last four months, a cleared person about three
    // months ago, a new application in the last fortnight.
    const appliedAgo =
      stage === 'Applied' ? r.int(0, 14) : Math.min(120, 14 + order * 14 + r.int(0, 20));
    const appliedOn = day(-appliedAgo);
    const clearedAgo = r.int(2, 20);
    // The interview of everyone past it, some weeks ago (interviews() books it on this day).
    const interviewAgo = Math.max(3, appliedAgo - 12);
    const street = r.pick(home.streets);
    const postcode = r.pick(home.postcodes);
    const address1 = `${r.int(2, 180)} ${street}`;
    const source = index % 10 === 0 ? 'Referred by a carer' : r.pick(APPLICANT_SOURCES.slice(0, 6));
    const email = `${forename}.${surname}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    const values: DemoValues = {
      title: female ? r.pick(['Mrs', 'Miss', 'Ms']) : 'Mr',
      forename,
      surname,
      email: `${email}@example.co.uk`,
      mobile: `07700 900${String(400 + index).padStart(3, '0')}`,
      dateOfBirth,
      address1,
      town: home.town,
      postcode,
      gender: female ? 'Female' : 'Male',
      nationality: sponsored
        ? heritage === 'filipino'
          ? 'Filipino'
          : heritage === 'west_african'
            ? 'Nigerian'
            : 'Indian'
        : heritage === 'polish'
          ? 'Polish'
          : 'British',
      communication: r.pick(['Email', 'Phone', 'Text message']),
      branch: ref('branches', branch),
      positionAppliedFor: 'Support worker',
      source,
      referredBy: source === 'Referred by a carer' ? 'Bev Hardcastle (carer, LDS)' : null,
      route,
      stage,
      appliedOn,
      clearedOn: stage === 'Cleared' ? day(-clearedAgo) : null,
      // Even: the employer reference was unsatisfactory; odd: did not come to the interview.
      rejectionReason:
        stage === 'Rejected'
          ? index % 2 === 0
            ? 'Employer reference unsatisfactory: conduct concerns in previous care role.'
            : 'Did not attend the interview and did not reply to two follow-up calls.'
          : null,
      carerStatus: 'NC',
      isDriver: r.chance(0.6),
      hasUkDrivingLicence: r.chance(0.55),
      eligibleToWorkUk: true,
      employmentStatus: r.pick(['Employed', 'Unemployed', 'Student', 'Employed']),
      availability: r.pick([
        'Weekdays 7am to 3pm; every other weekend.',
        'Evenings and weekends.',
        'Full time, any shift pattern.',
        'School hours Monday to Friday.',
      ]),
      criminalRecord: 'no',
    };

    // Work history, newest first: care work for most, with a gap between jobs for some.
    const work: DemoRow[] = [];
    const gapKind = index % 5 === 1 ? 'unexplained' : index % 5 === 3 ? 'explained' : 'none';
    let end: string | null =
      stage === 'Applied' && r.chance(0.5) ? null : day(-appliedAgo - r.int(0, 30));
    const gaps: DemoRow[] = [];
    for (let job = 0; job < 3; job += 1) {
      const months = r.int(10, 40);
      const toDate = end;
      const fromDate = day(-(toDate ? daysBefore(today, toDate) : appliedAgo) - months * 30);
      const care = job === 0 || r.chance(0.5);
      work.push(
        row({
          employer: r.pick(care ? CARE_EMPLOYERS : OTHER_EMPLOYERS),
          jobTitle: r.pick(care ? CARE_TITLES : OTHER_TITLES),
          fromDate,
          toDate,
          withVulnerablePeople: care,
          responsibilities: care
            ? 'Personal care, medication prompts, meal preparation and companionship in people’s homes.'
            : 'Serving customers, stock and tills.',
          reasonForLeaving: toDate
            ? r.pick([
                'Wanted more hours.',
                'Moved house.',
                'Contract ended.',
                'Wanted to work in the community rather than a home.',
              ])
            : null,
        }),
      );
      // Between this job and the one before it: a few days, or a gap of some months.
      const gapDays = job === 0 && gapKind !== 'none' ? r.int(60, 150) : r.int(0, 20);
      if (job === 0 && gapKind === 'explained') {
        gaps.push(
          row({
            fromDate: addCalendarDays(fromDate, -gapDays),
            toDate: addCalendarDays(fromDate, -1),
            explanation: r.pick([
              'Caring full time for my mother after her stroke.',
              'Maternity leave, then at home with my baby.',
              'Travelling in South East Asia before starting college.',
            ]),
          }),
        );
      }
      end = addCalendarDays(fromDate, -gapDays - 1);
    }

    // Address history back five years from today, unless this is one of the few that stop short.
    const addresses: DemoRow[] = [];
    const short = index % 8 === 6;
    let movedIn = day(-r.int(400, 1400));
    addresses.push(row({ address1, town: home.town, postcode, fromDate: movedIn, toDate: null }));
    const fiveYearsAgo = day(-5 * 365 - 2);
    while (movedIn > fiveYearsAgo && addresses.length < 4) {
      const until = addCalendarDays(movedIn, -1);
      const from = day(-daysBefore(today, until) - r.int(500, 1500));
      const abroad = sponsored && addresses.length >= 1;
      const place = abroad ? r.pick(ABROAD) : r.pick(EARLIER_HOMES);
      // A short history leaves out the earliest address: the DBS form shows what is missing.
      if (short && from <= fiveYearsAgo) break;
      addresses.push(
        row({
          address1: `${r.int(1, 90)} ${r.pick(place.streets)}`,
          town: place.town,
          postcode: r.pick(place.postcodes),
          country: 'country' in place ? place.country : 'United Kingdom',
          fromDate: from,
          toDate: until,
        }),
      );
      movedIn = from;
    }

    const names: DemoRow[] =
      female && index % 4 === 2
        ? [
            row({
              forename,
              surname: r.pick(SURNAMES.british as string[]),
              toDate: day(-r.int(800, 3000)),
              reason: 'Marriage',
            }),
          ]
        : [];

    const nested: Record<string, DemoRow[]> = {
      'applicant-work-history': work,
      'applicant-gap-explanations': gaps,
      'applicant-address-history': addresses,
      'applicant-name-history': names,
      'applicant-references': references(r, stage, index, at, work),
      'applicant-interviews': interviews(r, stage, index, branch, appliedAgo, at),
    };
    const checker = ref('users', recruiters.checker);
    if (order >= 3 && stage !== 'Rejected') {
      // Photo identity seen at the interview, its copy kept: everyone past the interview.
      const passport = index % 3 !== 1;
      nested['applicant-identity-documents'] = [
        row({
          type: passport ? 'Passport' : 'Photocard driving licence',
          expiresOn: day(r.int(400, 3000)),
          copy: demoFileId(`identity:${index}`),
          verifiedBy: checker,
          verifiedOn: day(-interviewAgo),
        }),
      ];
    }
    if (order >= 4 && stage !== 'Rejected') {
      Object.assign(nested, checks(r, stage, index, route, day, checker));
    }
    if (stage === 'Cleared') {
      // Cleared before the health declaration and contract came back: on the manager's
      // override, whose conditions follow them onto their carer's file.
      nested['applicant-clearance-overrides'] = [
        row({
          reason:
            'Every safeguarding check holds (identity, enhanced DBS with the adult barred list, right to work, two satisfactory references); the health declaration and contract are paperwork the carer completes in the first week.',
          riskAssessment: demoFileId(`override:${index}`),
          interviewWaived: false,
          conditions:
            'Shadowing only until the health declaration is completed\nNo medication support until the contract is signed',
          approvedBy: ref('users', recruiters.manager),
          at: at(-clearedAgo, '16:00'),
        }),
      ];
    }
    applicants.push({ stage, row: { values, nested } });
  }
  return applicants;
}

/** How many days `date` is before `today`. */
function daysBefore(today: string, date: string): number {
  return Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
}

type Random = ReturnType<typeof random>;
type Day = (offset: number) => string;
type At = (offset: number, time: string) => string;

const REFEREE_NAMES = [
  'Janet Pullan',
  'Mark Ellison',
  'Rukhsana Ali',
  'Graham Birtwistle',
  'Helen Featherstone',
  'Paul Oduya',
  'Karen Illingworth',
  'Steve Haigh',
];

/** Two referees; how far their requests have gone follows the stage. */
function references(
  r: Random,
  stage: ApplicantStage,
  index: number,
  at: At,
  work: DemoRow[],
): DemoRow[] {
  const order = STAGE_ORDER[stage];
  const employer = String(work[0]?.values.employer ?? 'Sunrise Home Care, Leeds');
  return [0, 1].map((n) => {
    const name = REFEREE_NAMES[(index * 2 + n) % REFEREE_NAMES.length] as string;
    const base: DemoValues = {
      type: n === 0 ? 'Employer' : 'Character',
      refereeName: name,
      company: n === 0 ? employer : null,
      jobTitle: n === 0 ? 'Registered manager' : null,
      phone: `0113 496 0${String(500 + index * 2 + n).padStart(3, '0')}`,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org.uk`,
      howLongKnown: `${r.int(1, 9)} years`,
      capacityKnown: n === 0 ? 'Line manager' : r.pick(['Neighbour', 'Church minister', 'Tutor']),
      mayApproachBeforeInterview: n === 1,
      timesChased: 0,
    };
    if (stage === 'Rejected' && index % 2 === 1) {
      // Did not attend: the referee who could be approached early was asked, then withdrawn.
      return n === 1
        ? row({ ...base, requestState: 'Withdrawn', requestedOn: at(-20, '10:00') })
        : row({ ...base, requestState: 'Not requested' });
    }
    if (stage === 'Rejected') {
      // The employer's reference was unsatisfactory; the character referee was never asked.
      return n === 1
        ? row({ ...base, requestState: 'Not requested' })
        : row({
            ...base,
            requestState: 'Received',
            requestedOn: at(-30, '10:00'),
            receivedOn: at(-25, '15:20'),
            satisfactory: 'No',
            reviewNotes: 'Dismissed after a conduct investigation; would not re-employ.',
          });
    }
    if (order < 3) return row({ ...base, requestState: 'Not requested' });
    if (stage === 'References') {
      // Every state a request can be in: waiting, chased, overdue, received.
      const state = (index + n) % 4;
      if (state === 0) {
        return row({ ...base, requestState: 'Requested', requestedOn: at(-2, '09:30') });
      }
      if (state === 1) {
        return row({
          ...base,
          requestState: 'Requested',
          requestedOn: at(-8, '09:30'),
          lastChasedOn: at(-2, '08:00'),
          timesChased: 2,
        });
      }
      if (state === 2) {
        return row({
          ...base,
          requestState: 'Overdue',
          requestedOn: at(-17, '11:00'),
          lastChasedOn: at(-3, '08:00'),
          timesChased: 5,
        });
      }
      return row({
        ...base,
        requestState: 'Received',
        requestedOn: at(-9, '14:00'),
        receivedOn: at(-4, '19:45'),
        satisfactory: 'Not yet reviewed',
      });
    }
    const requested = -r.int(25, 45);
    return row({
      ...base,
      requestState: 'Received',
      requestedOn: at(requested, '10:15'),
      receivedOn: at(requested + r.int(2, 6), '16:30'),
      timesChased: r.chance(0.3) ? 1 : 0,
      satisfactory: 'Yes',
      reviewNotes: 'Confirms dates and role; would re-employ.',
    });
  });
}

/** Interview slots: offered to the shortlisted, booked or held from the interview stage on. */
function interviews(
  r: Random,
  stage: ApplicantStage,
  index: number,
  branch: string,
  appliedAgo: number,
  at: At,
): DemoRow[] {
  const slot = (
    offset: number,
    time: string,
    state: string,
    notes: string | null = null,
    outcome: string | null = null,
  ) =>
    row({
      startsAt: at(offset, time),
      minutes: 45,
      place: index % 6 === 0 ? 'Video call' : 'In the office',
      branch: ref('branches', branch),
      state,
      outcome,
      notes,
    });
  if (stage === 'Applied') return [];
  if (stage === 'Shortlisted') {
    // Two slots offered for the applicant to choose from, for some; others not offered yet.
    return index % 2 === 0
      ? [slot(r.int(3, 6), '10:00', 'Offered'), slot(r.int(7, 9), '14:30', 'Offered')]
      : [];
  }
  if (stage === 'Interview') {
    return index % 3 === 0
      ? // Held in the last days, its outcome still to be recorded: the office's next step.
        [slot(-r.int(1, 3), '11:00', 'Held', 'Warm, clear about personal care.')]
      : [slot(r.int(1, 8), r.pick(['09:30', '11:00', '14:00']), 'Booked')];
  }
  if (stage === 'Rejected') {
    return index % 2 === 1
      ? [slot(-Math.max(1, appliedAgo - 10), '10:00', 'Did not attend')]
      : [
          slot(
            -Math.max(1, appliedAgo - 10),
            '13:30',
            'Held',
            'Good interview; to references.',
            OFFER,
          ),
        ];
  }
  // Held some weeks ago for everyone further on, with the offer made.
  return [slot(-Math.max(3, appliedAgo - 12), '10:30', 'Held', 'Strong candidate.', OFFER)];
}

/** DBS, right to work and qualifications for those at checks or further on. */
function checks(
  r: Random,
  stage: ApplicantStage,
  index: number,
  route: string,
  day: Day,
  checker: DemoRef,
): Record<string, DemoRow[]> {
  const complete = stage !== 'Checks' || index % 2 === 0;
  const sponsored = route === 'International (sponsored)';
  // A few sponsored workers' permission ends within four weeks: the follow-up check is due.
  const nearExpiry = sponsored && stage !== 'Checks';
  const expiresOn = sponsored ? day(nearExpiry ? r.int(8, 26) : r.int(300, 900)) : null;
  const dbs = complete
    ? [
        row({
          certificateNumber: String(1000_0000_0000 + index * 7919).slice(0, 12),
          issuedOn: day(-r.int(5, 25)),
          level: 'Enhanced with adult barred list',
          barredListResult: 'Not barred',
          disclosures: 'None',
          updateServiceConsent: r.chance(0.7),
          certificate: demoFileId(`dbs:${index}`),
          verifiedBy: checker,
          verifiedOn: day(-r.int(1, 4)),
        }),
      ]
    : [];
  const rtw = [
    row({
      method: sponsored ? 'Online share code' : 'Manual documents',
      shareCode: sponsored ? `W${String(index).padStart(2, '0')}K7Q9XZ` : null,
      result: 'Right to work confirmed',
      permission: sponsored ? 'Time-limited' : 'Unlimited',
      expiresOn,
      followUpOn: expiresOn ? addCalendarDays(expiresOn, -28) : null,
      documents: demoFileId(`rtw:${index}`),
      checkedOn: day(-r.int(3, 30)),
      checkedBy: checker,
    }),
  ];
  const qualifications = complete
    ? [
        row({
          name: r.pick([
            'Care Certificate',
            'Level 2 Diploma in Care',
            'Level 3 Diploma in Adult Care',
          ]),
          level: r.pick(['Care Certificate', 'Level 2', 'Level 3']),
          awardedOn: day(-r.int(200, 2000)),
          verifiedOn: day(-r.int(1, 10)),
        }),
      ]
    : [];
  return {
    'applicant-dbs-checks': dbs,
    'applicant-right-to-work': rtw,
    'applicant-qualifications': qualifications,
  };
}

/**
 * Support-worker tests taken after the interview: most pass, a few fail (one point a right
 * answer; the pass mark is the default, 8 of 13). Answers name the applicant's index so the
 * same people pass and fail on every start.
 */
export function demoTestAnswers(
  applicants: readonly DemoApplicant[],
  today: string,
): Array<{ index: number; answers: Answers; on: string }> {
  const form = supportWorkerTestForm as FormDefinition;
  const questions = questionsOf(form);
  return applicants.flatMap((applicant, index) => {
    const order = STAGE_ORDER[applicant.stage];
    // Taken from the interview on; not by those still waiting for one.
    if (order < 2 || (applicant.stage === 'Interview' && index % 3 !== 0)) return [];
    // A rejected applicant who did not come to the interview took no test.
    if (applicant.stage === 'Rejected' && index % 2 === 1) return [];
    // Rejected applicants and every seventh of the rest fail with five or six right.
    const fails = applicant.stage === 'Rejected' || index % 7 === 2;
    const right = fails ? 5 + (index % 2) : 9 + (index % 5);
    const answers: Answers = {};
    questions.forEach((question, n) => {
      const options =
        'options' in question && Array.isArray(question.options) ? question.options : [];
      const correct = options.find((option) => option.score === 1);
      const wrong = options.find((option) => option.score !== 1);
      answers[question.id] = (n < right ? correct : wrong)?.value ?? null;
    });
    const appliedOn = String(applicant.row.values.appliedOn);
    const on = addCalendarDays(appliedOn, 10 + (index % 5));
    return [{ index, answers, on: on > today ? today : on }];
  });
}

/** Inserts the demo applicants: one statement per kind for all of them. */
export async function seedDemoApplicants(
  seeder: DemoSeeder,
  today: string,
  recruiters: DemoRecruiters,
  filesDir?: string,
): Promise<string[]> {
  const applicants = demoApplicants(today, recruiters);
  const ids = await seeder.insert(
    'applicants',
    applicants.map((applicant) => ({ values: applicant.row.values })),
  );
  const kinds = new Set(applicants.flatMap((a) => Object.keys(a.row.nested ?? {})));
  for (const kind of kinds) {
    await seeder.insertMany(
      kind,
      applicants.flatMap((applicant, index) =>
        (applicant.row.nested?.[kind] ?? []).map((nested) => ({
          parentId: ids[index] as string,
          row: nested,
        })),
      ),
    );
  }
  await saveDemoFiles(
    seeder.db,
    seeder.organisationId,
    demoDocuments(applicants),
    [...kinds],
    filesDir,
  );
  await seedDemoTests(seeder, applicants, ids, today);
  return ids;
}

/** Every document the demo applicants' files hold, named by what it is and whose. */
function demoDocuments(applicants: readonly DemoApplicant[]) {
  return applicants.flatMap(({ row: applicant }) =>
    Object.entries(applicant.nested ?? {}).flatMap(([kindName, rows]) => {
      const kind = recordKind(kindName);
      return rows.flatMap((nested) =>
        Object.entries(kind.fields)
          .filter(([key, def]) => def.kind === 'file' && typeof nested.values[key] === 'string')
          .map(([key, def]) => ({
            id: String(nested.values[key]),
            name: `${def.label} - ${applicant.values.forename} ${applicant.values.surname}`,
          })),
      );
    }),
  );
}

async function seedDemoTests(
  seeder: DemoSeeder,
  applicants: readonly DemoApplicant[],
  ids: readonly string[],
  today: string,
) {
  const form = supportWorkerTestForm as FormDefinition;
  await seeder.db
    .insert(schema.formDefinitions)
    .values({ key: form.key, version: form.version, definition: form })
    .onConflictDoNothing();
  const [definition] = await seeder.db
    .select({ id: schema.formDefinitions.id, version: schema.formDefinitions.version })
    .from(schema.formDefinitions)
    .where(eq(schema.formDefinitions.key, form.key));
  if (!definition || definition.version !== form.version) return;
  const rows = demoTestAnswers(applicants, today).map(({ index, answers, on }) => {
    const { score, band } = scoreOf(form, answers);
    return {
      organisationId: seeder.organisationId,
      subjectType: APPLICANT_FILE.responseSubject,
      subjectId: ids[index] as string,
      formKey: form.key,
      definitionId: definition.id,
      answers,
      score,
      riskLevel: band?.level ?? null,
      riskLabel: band?.label ?? null,
      completion: completionOf(form, answers),
      status: 'completed',
      assessedOn: on,
      nextReviewOn: null,
      createdAt: new Date(`${on}T11:00:00Z`),
      updatedAt: new Date(`${on}T11:00:00Z`),
    };
  });
  if (rows.length) await seeder.db.insert(schema.formResponses).values(rows);
}
