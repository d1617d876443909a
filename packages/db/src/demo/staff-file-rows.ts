import {
  addCalendarDays,
  addCalendarMonths,
  onboardingTodos,
  visitInstants,
} from '@care360/domain';
import { demoFile } from './demo-files';
import type { DemoRef, DemoRow, DemoValues } from './reference-data';

/**
 * The rest of a staff file for a few demo people of each kind (carers and office employees in
 * every branch): how they were recruited (interview, application, history, documents), the
 * checks behind their DBS and visa, and what has happened since (competency and probation
 * reviews, a compliment and a complaint, an absence and the return-to-work talk, a risk
 * assessment, a booster). Each row reads as the office would have written it, on dates that
 * follow the person's start date, and each person's rows agree with the checks they already
 * hold (a student visa matches a time-limited right to work; a DBS that disclosed something
 * has its risk assessment). So every list and edit screen of both files has rows to try.
 */

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });

/** One member of staff whose file is filled in; `n` varies the content between them. */
export interface StaffFileSubject {
  owner: 'carers' | 'employees';
  n: number;
  values: DemoValues;
  /** Their file's sections as generated so far, by section key (without the owner's prefix). */
  nested: Record<string, DemoRow[]>;
  today: string;
  /** Office users who hold meetings and interviews. */
  managers: Array<{ id: string; name: string }>;
  /** A senior carer of the same branch ('Surname Forename', as carers are titled). */
  mentor?: string;
  /** Whether they hold a student visa (their right to work is time-limited to match). */
  student: boolean;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

const SCHOOLS = [
  ['Roundhay School', 'GCSEs (English, maths and science)', '5 at grade 4 or above'],
  ['Harrogate Grammar School', 'GCSEs', '7 at grades 9 to 5'],
  ['York College', 'Level 2 Diploma in Health and Social Care', 'Pass'],
  ['Leeds City College', 'Level 3 Extended Diploma in Health and Social Care', 'Merit'],
] as const;

const EMPLOYERS = [
  ['Sunrise Care Homes', 'Care assistant', 'Sunrise House, Otley Road, Leeds LS16 6HU'],
  ['Tesco Stores Ltd', 'Customer assistant', 'Tesco Extra, Seacroft, Leeds LS14 6PR'],
  ['Yorkshire Ambulance Service', 'Call handler', 'Springhill, Wakefield WF2 0XQ'],
  ['Bupa Care Services', 'Senior care assistant', 'Ingleborough House, Harrogate HG2 8PB'],
] as const;

const UNIVERSITIES = ['University of Leeds', 'University of York', 'Leeds Beckett University'];

const COMPLIMENTS = [
  [
    'Mrs Hargreaves’ daughter',
    'Thank you for the patience shown to Mum on Sunday morning when she was upset; she was calm and smiling by the time I arrived.',
  ],
  [
    'District nurse, Chapel Allerton',
    'Noticed early redness on the client’s heel and reported it the same day: the pressure care plan was started in time.',
  ],
  [
    'Mr Dyson (client)',
    'Always on time, always cheerful; knows exactly how I like my tea and never rushes me.',
  ],
] as const;

const COMPLAINTS = [
  [
    'Son of a client in Morley',
    'The evening call came 50 minutes late twice in one week and nobody rang to say so.',
    'Rota checked: two calls were added to the round without travel time. Round changed; the family now gets a call when a visit will be more than 30 minutes late.',
    'Upheld',
  ],
  [
    'Client (Harrogate)',
    'The carer was on her phone during the lunch call.',
    'Spoke with the carer and the client: the carer was logging the visit in the app, as asked. Explained to the client why carers use their phones on visits.',
    'Not upheld',
  ],
  [
    'Neighbour of a client in York',
    'The carer parked across a driveway during the morning call.',
    'Carer reminded to park on the road; the client’s care plan now notes where to park.',
    'Partly upheld',
  ],
] as const;

/** Each section's rows for one member of staff, by section key (without the owner's prefix). */
export function staffFileRows(subject: StaffFileSubject): Record<string, DemoRow[]> {
  const { owner, n, values, nested, today, managers } = subject;
  const carer = owner === 'carers';
  const forename = String(values.forename);
  const surname = String(values.surname);
  const name = `${forename} ${surname}`;
  const started = String(values.startDate);
  const woman = values.gender === 'Female';
  const manager = pick(managers, n);
  const other = pick(managers, n + 1);
  const rows: Record<string, DemoRow[]> = {};
  const add = (key: string, ...list: DemoValues[]) => {
    rows[key] = [...(rows[key] ?? []), ...list.map((v) => ({ values: v }))];
  };
  // Recruitment, working back from the start date: applied, interviewed, offered, checks, start.
  const applied = addCalendarDays(started, -(42 + (n % 20)));
  const interviewed = addCalendarDays(applied, 9);
  const offered = addCalendarDays(interviewed, 2);

  add('interviews', {
    heldOn: interviewed,
    interviewer: manager.name,
    format: pick(['In person', 'Video call', 'In person'], n),
    outcome: 'Successful',
    notes: carer
      ? 'Warm and practical; good answers on dignity and on what to do if a client refuses medicines. Offered subject to references and an enhanced DBS.'
      : 'Organised and calm on the phone role-play; strong on rota software. Offered subject to references.',
  });
  add('recruitment-info', {
    source: pick(['Indeed', 'Referral', 'Agency website', 'Social media'], n),
    ...(n % 4 === 1 ? { referredBy: 'Janet Armitage (carer)' } : {}),
    vacancy: ref(
      'job-vacancies',
      carer ? pick(['Care Assistant — days', 'Night Carer (bank)'], n) : 'Care Coordinator',
    ),
    appliedOn: applied,
    offeredOn: offered,
    notes: 'Application received through the careers page; shortlisted the same week.',
  });

  // Where they have lived: here since before they started, and before that elsewhere.
  const movedIn = addCalendarDays(started, -(400 + (n % 5) * 180));
  add(
    'address-history',
    {
      address1: String(values.address1),
      town: String(values.town),
      postcode: String(values.postcode),
      country: 'United Kingdom',
      fromDate: movedIn,
    },
    {
      address1: `${12 + n} ${pick(['Station Road', 'Church Lane', 'Victoria Street'], n)}`,
      town: pick(['Wakefield', 'Bradford', 'Halifax', 'Selby'], n),
      postcode: pick(['WF1 2SD', 'BD7 1DP', 'HX1 5AX', 'YO8 4PT'], n),
      country: 'United Kingdom',
      fromDate: addCalendarDays(movedIn, -1460),
      toDate: addCalendarDays(movedIn, -1),
    },
  );
  // A name used before: a married woman's maiden name, or a man's shortened surname by deed poll.
  add('name-history', {
    forename,
    surname: woman ? pick(['Whitworth', 'Bentley', 'Hussain', 'Nowak'], n) : `${surname}-Lee`,
    fromDate: String(values.dateOfBirth),
    toDate: addCalendarDays(movedIn, -200),
    reason: woman ? 'Marriage' : 'Deed poll',
  });
  const [school, qualification, grade] = pick(SCHOOLS, n);
  const schoolEnd = earlierOf(
    addCalendarMonths(String(values.dateOfBirth), 12 * 18),
    addCalendarDays(started, -60),
  );
  add('education-history', {
    establishment: school,
    qualification,
    grade,
    fromDate: addCalendarMonths(schoolEnd, -24),
    toDate: schoolEnd,
  });
  const [employer, jobTitle, employerAddress] = pick(EMPLOYERS, n);
  add('work-history', {
    employer,
    jobTitle,
    employerAddress,
    fromDate: addCalendarDays(applied, -(700 + (n % 4) * 200)),
    toDate: addCalendarDays(applied, 20),
    responsibilities: jobTitle.includes('are')
      ? 'Personal care, medicines from blister packs, daily notes.'
      : 'Serving customers, cash handling and stock.',
    withVulnerablePeople: jobTitle.includes('are'),
    reasonForLeaving: 'Wanted to work in the community with regular clients.',
  });

  // The documents on file, each a scan named as the office names them.
  const dbs = nested['dbs-checks']?.[0]?.values;
  const rtw = nested['right-to-work']?.[0]?.values;
  if (dbs) {
    const issued = String(dbs.issuedOn);
    add('dbs-documents', {
      certificateNumber: String(dbs.certificateNumber),
      issuedOn: issued,
      copy: demoFile(`DBS certificate ${surname}.pdf`, [
        'Disclosure and Barring Service - Enhanced Certificate (demo copy)',
        `Name: ${name}`,
        `Certificate number: ${String(dbs.certificateNumber)}`,
        `Date of issue: ${issued}`,
      ]),
      notes: 'Original seen and copied at the office.',
    });
  }
  add(
    'uploads',
    {
      documentType: ref(
        'document-upload-types',
        carer ? 'Right to work evidence' : 'Signed contract of employment',
      ),
      title: carer ? 'Passport, photo page' : 'Contract of employment, signed',
      file: demoFile(carer ? `Passport ${surname}.pdf` : `Contract ${surname}.pdf`, [
        carer ? 'Passport - photo page (demo copy)' : 'Contract of employment (demo copy)',
        `Name: ${name}`,
        `Copied on ${offered}`,
      ]),
      ...(carer && rtw?.expiresOn ? { expiryDate: String(rtw.expiresOn) } : {}),
      notes: carer ? 'Checked against the holder in person.' : 'Signed on the first day.',
    },
    {
      documentType: ref('document-upload-types', carer ? 'Proof of address' : 'P45'),
      title: carer ? 'Council tax bill' : 'P45 from previous employer',
      file: demoFile(carer ? `Council tax ${surname}.pdf` : `P45 ${surname}.pdf`, [
        carer ? 'Council tax bill (demo copy)' : 'P45 (demo copy)',
        `Name: ${name}`,
        `${String(values.address1)}, ${String(values.town)} ${String(values.postcode)}`,
      ]),
    },
  );
  if (subject.student && rtw?.expiresOn) {
    const termStart = pick(['2026-09-21', '2027-01-11'], n);
    add('student-visa-terms', {
      institution: pick(UNIVERSITIES, n),
      termStart,
      termEnd: addCalendarDays(termStart, 75),
      weeklyHoursLimit: 20,
      visaEndsOn: String(rtw.expiresOn),
    });
  }
  if (dbs?.disclosures === 'Information disclosed') {
    const assessed = addCalendarDays(String(dbs.issuedOn), 5);
    add('dbs-risk-assessments', {
      assessedOn: earlierOf(assessed, today),
      disclosure: 'A caution for shoplifting in 2009, aged 19.',
      relevance: 'Not related to the care of adults; a single event more than fifteen years ago.',
      riskLevel: 'Low',
      decision: 'Employ',
      controls: 'Discussed openly at interview; no handling of clients’ money in the first year.',
      reviewOn: addCalendarDays(assessed, 365),
      assessedBy: manager.id,
    });
  }

  // Since they started: reviews, a talk, an absence and a return to work.
  const sinceStart = (days: number) => earlierOf(addCalendarDays(started, days), today);
  const absentFrom = laterOf(addCalendarDays(today, -(40 + (n % 30))), addCalendarDays(started, 7));
  const absentTo = addCalendarDays(absentFrom, 2 + (n % 4));
  add('return-to-work', {
    absentFrom,
    absentTo,
    reason: pick(['Norovirus', 'Chest infection', 'Back strain (not at work)', 'Migraine'], n),
    interviewedOn: earlierOf(addCalendarDays(absentTo, 1), today),
    interviewedBy: other.id,
    fitToWork: true,
    adjustments:
      n % 2 === 0 ? 'None needed.' : 'Lighter calls for a week; no double-handed hoist calls.',
  });
  if (!(nested['discussion-notes']?.length ?? 0)) {
    add('discussion-notes', {
      heldOn: addCalendarDays(today, -(10 + (n % 20))),
      heldBy: manager.id,
      subject: pick(['Request to change rota', 'Mileage claims', 'Annual leave in December'], n),
      notes: 'Talked through the request; agreed to review it with the coordinator this week.',
      followUpOn: addCalendarDays(today, 7),
    });
  }
  if (!(nested['call-logs']?.length ?? 0)) {
    add('call-logs', {
      calledAt: new Date(`${addCalendarDays(today, -(3 + (n % 9)))}T08:05:00Z`).toISOString(),
      direction: 'Incoming',
      otherParty: name,
      reason: pick(['Sickness', 'Running late', 'Availability next week'], n),
      summary: 'Rang the office line before the first call; the coordinator moved the calls.',
      actionTaken: 'Rota updated and the families told.',
    });
  }
  if (!(nested.holidays?.length ?? 0)) {
    const from = addCalendarDays(today, 30 + (n % 20));
    rows.holidays = [
      {
        values: {
          fromDate: from,
          toDate: addCalendarDays(from, 1),
          reason: ref('holiday-reasons', 'Annual leave'),
          hours: 15,
          status: 'Requested',
          notes: 'Family wedding.',
        },
        nested: {
          'holiday-details': [0, 1].map((i) => ({
            values: { day: addCalendarDays(from, i), part: 'Full day', hours: 7.5 },
          })),
        },
      },
    ];
  }

  if (carer) {
    const training = (nested['training-records'] ?? [])
      .map((row) => row.values)
      .filter((v) => typeof v.expiresOn === 'string')
      .sort((a, b) => String(a.expiresOn).localeCompare(String(b.expiresOn)));
    const due = training[0];
    if (due) {
      const dueOn = String(due.expiresOn);
      const booked = addCalendarDays(dueOn, -7);
      add('refresher-training', {
        course: due.course,
        dueOn,
        bookedFor: booked,
        attended: booked < today ? 'Attended' : 'Not yet',
        notes: 'Booked on the in-house session at the branch.',
      });
    }
    if (subject.mentor) {
      add('shadowing-checks', {
        shadowedOn: sinceStart(3),
        shadowedWith: ref('carers', subject.mentor),
        hours: 6.5,
        competent: true,
        notes: 'Shadowed the morning round; confident with the hoist and the MAR chart.',
      });
    }
    add(
      'competency-checks',
      {
        heldOn: sinceStart(30),
        heldBy: manager.id,
        area: 'Medication',
        result: 'Competent',
        notes: 'Observed giving medicines from blister packs and recording on the MAR chart.',
      },
      {
        heldOn: sinceStart(45),
        heldBy: other.id,
        area: pick(['Moving and handling', 'Infection control', 'Personal care'], n),
        result: n % 3 === 0 ? 'Needs support' : 'Competent',
        notes: 'Observed on a double-handed call.',
      },
    );
    const [from, details] = pick(COMPLIMENTS, n);
    add('compliments', {
      receivedOn: addCalendarDays(today, -(20 + (n % 40))),
      from,
      details,
    });
    const [complainant, complaint, investigation, outcome] = pick(COMPLAINTS, n);
    const received = addCalendarDays(today, -(50 + (n % 30)));
    add('complaints', {
      receivedOn: received,
      from: complainant,
      details: complaint,
      investigation,
      outcome,
      closedOn: addCalendarDays(received, 14),
    });
    const hazard = pick(['Lone working', 'Driving', 'Night visits'], n);
    add('risk-assessments', {
      assessedOn: sinceStart(14),
      hazard,
      description:
        hazard === 'Driving'
          ? 'Drives between rural calls on unlit roads in winter.'
          : hazard === 'Night visits'
            ? 'Late calls on estates with poor lighting.'
            : 'Visits alone, some in isolated farmhouses with no phone signal.',
      likelihood: 2,
      severity: 3,
      rating: 6,
      controls:
        'Check-in through the app at each call; office rings after 20 minutes of silence; torch and personal alarm issued.',
      reviewOn: addCalendarDays(sinceStart(14), 365),
    });
    const dutyFrom = addCalendarDays(today, 10 + (n % 10));
    add('duty-temporary-days', {
      fromDate: dutyFrom,
      toDate: addCalendarDays(dutyFrom, 27),
      days: n % 2 === 0 ? ['Saturday', 'Sunday'] : ['Monday', 'Wednesday', 'Friday'],
      startTime: '07:00',
      endTime: '14:00',
      reason: 'Covering a colleague on maternity leave.',
    });
    // When some carers work and cannot: school hours, an evening course, an appointment.
    if (n % 2 === 0) {
      const [days, startTime, endTime, notes] = pick(
        [
          [WEEKDAYS, '07:00', '22:00', 'Weekdays only: weekends with family.'],
          [[...WEEKDAYS, 'Saturday', 'Sunday'], '07:00', '14:00', 'Early shifts only.'],
          [WEEKDAYS, '09:15', '14:45', 'School hours.'],
        ] as const,
        n / 2,
      );
      add(
        'working-patterns',
        ...days.map((day) => ({ dayOfWeek: day, startTime, endTime, notes })),
      );
    }
    if (n % 2 === 1) {
      add('unavailability', {
        repeats: 'Weekly',
        dayOfWeek: 'Tuesday',
        startTime: '18:00',
        endTime: '21:00',
        fromDate: addCalendarDays(today, -30),
        untilDate: addCalendarDays(today, 120),
        reason: 'Evening college course (NVQ level 3).',
      });
      const appointment = visitInstants(addCalendarDays(today, 6 + (n % 5)), '09:00', '12:00');
      if (appointment)
        add('unavailability', {
          repeats: 'One-off',
          startsAt: appointment.startsAt.toISOString(),
          endsAt: appointment.endsAt.toISOString(),
          reason: 'Hospital appointment.',
        });
    }
    add('booster-vaccines', {
      givenOn: laterOf(addCalendarDays(today, -(60 + (n % 90))), '2025-10-01'),
      vaccine: pick(['Pfizer/BioNTech', 'Moderna'], n),
    });
  } else {
    // An office employee's newer supervision, probation reviews and yearly appraisal.
    add('supervisions-new', {
      heldOn: addCalendarDays(today, -(15 + (n % 30))),
      heldBy: manager.id,
      workload: pick(['Manageable', 'Stretched'], n),
      performance: 'Meets',
      development: 'Level 5 Diploma in Leadership for Health and Social Care.',
      actions: 'Book the diploma induction; shadow the registered manager at a CQC visit.',
      outcome: 'Satisfactory',
    });
    const stages = [
      ['1 month', 30, 'Continue'],
      ['3 months', 91, 'Continue'],
      ['6 months', 182, 'Pass'],
    ] as const;
    for (const [stage, days, decision] of stages) {
      const heldOn = addCalendarDays(started, days);
      if (heldOn > today) break;
      add('probation-reviews', {
        heldOn,
        heldBy: manager.id,
        stage,
        decision,
        notes: 'Settled in well; knows the rota system and the on-call procedure.',
      });
    }
    add('annual-appraisals', {
      heldOn: laterOf(addCalendarDays(today, -(30 + (n % 200))), addCalendarDays(started, 7)),
      heldBy: other.id,
      performance: pick(['Meets', 'Exceeds'], n),
      achievements: 'Took on the on-call rota; trained two new coordinators.',
      objectives: 'Cut late calls by a tenth; finish the Level 5 Diploma.',
    });
  }
  if (carer) {
    // Cleared on the manager's override, as Make carer leaves them: the condition and what was
    // still outstanding, each done by the office once met (and the newest still open when due).
    const todos = onboardingTodos(
      {
        conditions: 'Shadowing only until the second reference arrives',
        outstanding: [pick(['Health declaration', 'Signed contract', 'Second reference'], n)],
      },
      started,
    );
    add(
      'onboarding-todos',
      ...todos.map((todo) =>
        todo.dueOn < today
          ? { ...todo, doneOn: addCalendarDays(todo.dueOn, -3), doneBy: manager.id }
          : todo,
      ),
    );
  }
  if (carer ? n % 2 === 1 : n < 2) {
    // A disciplinary matter on some full files: a warning given after a hearing, or one still
    // being looked into.
    const raisedOn = laterOf(addCalendarDays(today, -(10 + (n % 150))), started);
    const settled = addCalendarDays(raisedOn, 8) < today;
    add('disciplinary', {
      raisedOn,
      type: settled ? pick(['Verbal warning', 'Written warning'], n) : 'Investigation',
      reason: carer
        ? 'Late to three visits in a week without telling the office.'
        : 'Rota published without checking that carers’ training was in date.',
      investigatedBy: manager.id,
      hearingOn: addCalendarDays(raisedOn, 7),
      outcome: settled ? 'Warning given' : 'Pending',
      appealed: false,
      ...(settled ? { reviewOn: addCalendarDays(raisedOn, 180) } : {}),
    });
  }
  return rows;
}
