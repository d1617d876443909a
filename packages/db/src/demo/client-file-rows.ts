import { addCalendarDays } from '@care360/domain';
import type { DemoSeeder } from './demo-seeder';
import type { DemoRef, DemoRow, DemoValues } from './reference-data';

/**
 * The lists of a demo client's file beyond their medicines, network, notes, funding and
 * equipment: visits and visit templates with their days, risk assessments, reviews, capacity,
 * skin, falls, calls, audits, money, goals and, for those who left, an exit survey. Written as a
 * coordinator would, by the client's own branch staff; deterministic by the client's number.
 */

const ref = (kind: string, title: string): DemoRef => ({ $ref: kind, title });

/** Staff of each branch who assess and review (the demo users and invited staff). */
const BRANCH_STAFF: Record<string, [string, string]> = {
  'Leeds Central': ['Daniel Okoye', 'Priya Shah'],
  Harrogate: ['Tom Fletcher', 'Joanne Pickersgill'],
  York: ['Sarah Whitaker', 'Mohammed Rahman'],
};

export interface DemoFileSubject {
  index: number;
  values: DemoValues;
  status: string;
  /** The client's known-as name in notes. */
  name: string;
  woman: boolean;
  /** Whether the client's file is still being put together. */
  incomplete: boolean;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

const RISKS = [
  {
    area: 'Environment',
    hazard: 'Loose rugs and a steep back step',
    controls: 'Rugs removed from the hallway; the back door is not used for visits.',
  },
  {
    area: 'Moving and handling',
    hazard: 'Transfers from the armchair and bed',
    controls: 'One carer guides with the frame; bed lever fitted; no lifting.',
  },
  {
    area: 'Medication',
    hazard: 'Forgets doses; blister pack within reach of a confused person',
    controls: 'Blister pack kept in the locked box; carers administer and record on the MAR.',
  },
  {
    area: 'Fire',
    hazard: 'Smokes in the living room; uses a portable heater',
    controls: 'Smoke alarm tested monthly; fire service home safety visit booked; heater guard.',
  },
] as const;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Each list of the client file, by kind name, for one demo client. */
export function clientFileRows(subject: DemoFileSubject, today: string): Record<string, DemoRow[]> {
  const { index: n, values, status, name } = subject;
  const branch = (values.branch as DemoRef).title;
  const [coordinator, manager] = BRANCH_STAFF[branch] ?? ['Tom Fletcher', 'Priya Shah'];
  const started = String(values.startDate);
  const active = status === 'Active' || status === 'In hospital' || status === 'On hold';
  const assessed = addCalendarDays(today, -(20 + (n % 60)));
  const rows: Record<string, DemoRow[]> = {};
  const add = (kind: string, ...list: DemoValues[]) => {
    rows[kind] = [...(rows[kind] ?? []), ...list.map((v) => ({ values: v }))];
  };

  add('client-assessment-reports', {
    reportDate: started,
    assessor: ref('assessors', pick(['Joanne Hartley', 'Imran Hussain', 'Claire Whitaker'], n)),
    summary: `${name} lives alone and wants to stay at home. Needs help with washing, dressing and medicines after a fall.`,
    needsIdentified:
      'Personal care morning and evening; medicines administered; a hot meal at lunch.',
    recommendations: 'Four calls a day; pendant alarm; review after six weeks.',
    hoursRecommendedPerWeek: pick([7, 10.5, 14, 17.5], n),
  });
  if (subject.incomplete || status === 'Pending assessment') return rows;

  // Hoist transfers (the Moving and handling the client's carers must hold, below).
  const hoisted = n % 4 === 1;
  // Visits: when carers come, and the pattern the rota repeats.
  // Morning and evening calls spread over the rounds, as a branch staffs them with its carers.
  const morning = pick(['07:30', '08:00', '08:30', '09:00', '09:30', '10:00'], n);
  const morningEnd =
    {
      '07:30': '08:15',
      '08:00': '08:45',
      '08:30': '09:15',
      '09:00': '09:45',
      '09:30': '10:15',
      '10:00': '10:45',
    }[morning] ?? '09:00';
  const evening = pick(['17:30', '18:30', '19:30', '20:30', '21:00'], n);
  const eveningEnd =
    { '17:30': '18:00', '18:30': '19:00', '19:30': '20:00', '20:30': '21:00', '21:00': '21:30' }[
      evening
    ] ?? '20:00';
  add(
    'client-slots',
    ...DAYS.slice(0, n % 3 === 0 ? 7 : 5).map((day) => ({
      dayOfWeek: day,
      visitSlot: ref('visit-slots', 'Morning'),
      startTime: morning,
      endTime: morningEnd,
      carersNeeded: 1,
      visitType: 'Personal care',
      notes: 'Strip wash, dress, breakfast and morning medicines.',
    })),
    {
      dayOfWeek: pick(DAYS, n),
      visitSlot: ref('visit-slots', 'Lunch'),
      startTime: '12:30',
      endTime: '13:00',
      carersNeeded: 1,
      visitType: 'Meal',
    },
  );
  rows['client-visit-templates'] = [
    {
      values: {
        name: 'Standard week',
        validFrom: started,
        notes: 'The pattern agreed at the assessment; the rota builds each week from it.',
      },
      nested: {
        'client-visit-template-details': DAYS.flatMap((day) => [
          {
            values:
              hoisted && day === 'Sunday'
                ? {
                    dayOfWeek: day,
                    startTime: '11:00',
                    endTime: '12:00',
                    carersNeeded: 2,
                    tasks:
                      'A lie-in, then the weekly bath with the bath hoist (two carers), dressing, morning medicines and lunch.',
                  }
                : {
                    dayOfWeek: day,
                    startTime: morning,
                    endTime: morningEnd,
                    carersNeeded: 1,
                    tasks:
                      'Personal care, dressing, breakfast, morning medicines from the blister pack.',
                  },
          },
          {
            values: {
              dayOfWeek: day,
              startTime: evening,
              endTime: eveningEnd,
              carersNeeded: n % 5 === 0 ? 2 : 1,
              tasks: 'Help into nightwear, evening medicines, drink by the bed, pendant on.',
            },
          },
        ]),
      },
    },
  ];

  const risk = pick(RISKS, n);
  const likelihood = 2 + (n % 3);
  const severity = 3;
  const score = likelihood * severity;
  add('client-risk-assessments', {
    area: risk.area,
    hazard: risk.hazard,
    whoMightBeHarmed: `${name} and the carers`,
    likelihood: String(likelihood),
    severity: String(severity),
    riskScore: score,
    riskRating: score >= 10 ? 'High' : 'Medium',
    controls: risk.controls,
    furtherAction: 'Review with the family at the next visit.',
    actionBy: coordinator,
    actionDueOn: addCalendarDays(assessed, 14),
    residualLikelihood: '1',
    residualSeverity: String(severity),
    residualScore: severity,
    residualRating: 'Low',
    assessedOn: assessed,
    reviewOn: addCalendarDays(assessed, 180),
  });
  add('client-covid-risk-assessments', {
    assessmentDate: assessed,
    vaccinationStatus: pick(['Up to date with seasonal booster', 'Partly vaccinated'], n),
    clinicallyVulnerable: n % 2 === 0,
    householdSymptoms: false,
    ppeRequired: ['Gloves', 'Apron'],
    controls: 'Hand hygiene at every call; PPE for personal care; test if symptomatic.',
    reviewDate: addCalendarDays(assessed, 180),
  });
  const lacks = n % 6 === 1;
  add('client-mental-capacity', {
    decision: 'Whether to have a key safe fitted and carers let themselves in',
    impairment: lacks,
    ...(lacks ? { impairmentDetail: 'Diagnosed with Alzheimer’s disease (memory clinic).' } : {}),
    canUnderstand: !lacks,
    canRetain: !lacks,
    canWeigh: !lacks,
    canCommunicate: true,
    outcome: lacks ? 'Lacks capacity for this decision' : 'Has capacity',
    ...(lacks
      ? {
          bestInterestsDecision:
            'Key safe fitted: agreed with the daughter (LPA health and welfare) and the GP.',
        }
      : {}),
    assessedBy: coordinator,
    assessmentDate: assessed,
    reviewDate: addCalendarDays(assessed, 365),
  });
  add('client-mental-capacity-risk-assessments', {
    hazard: 'May open the door to strangers',
    whoIsAtRisk: name,
    likelihood: '2',
    severity: '3',
    riskScore: 6,
    riskRating: 'Medium',
    controls: 'Door chain and a “no cold callers” sign; carers use the key safe.',
    actionBy: coordinator,
    reviewDate: addCalendarDays(assessed, 180),
  });
  add('client-review-forms', {
    reviewDate: addCalendarDays(started, 42),
    reviewType: 'Six-week',
    reviewedBy: manager,
    attendees: `${name}, their family and ${coordinator}`,
    carePlanMeetsNeeds: true,
    clientView: 'Happy with the carers; would like the morning call a little later.',
    familyView: 'Reassured that medicines are now taken every day.',
    nextReviewDate: addCalendarDays(started, 365),
  });
  add('client-promoting-independence', {
    goal: pick(
      [
        'Make own breakfast again',
        'Walk to the end of the garden with the frame',
        'Manage own morning wash',
      ],
      n,
    ),
    clientWillDo: 'Try each morning with a carer nearby.',
    staffSupport: 'Prompt, encourage and stand by; do not take over.',
    // Every fourth goal is past its target date (the re-ablement overdue board).
    targetDate: addCalendarDays(today, n % 4 === 0 ? -(7 + (n % 10)) : 30 + (n % 40)),
    progress: pick(['In progress', 'Not started', 'Achieved'], n),
    reviewedOn: addCalendarDays(today, -(n % 14)),
  });
  const audit = (checks: Record<string, boolean>, issue: string) => {
    const passed = Object.values(checks).every(Boolean);
    return {
      auditDate: addCalendarDays(today, -(5 + (n % 20))),
      periodFrom: addCalendarDays(today, -(40 + (n % 20))),
      periodTo: addCalendarDays(today, -(10 + (n % 20))),
      auditor: manager,
      ...checks,
      ...(passed
        ? { outcome: 'Pass' }
        : {
            issuesFound: issue,
            actions: `${coordinator} to go through it with the carers at the next team meeting.`,
            outcome: 'Actions required',
          }),
    };
  };
  add(
    'client-communication-log-book-audits',
    audit(
      {
        entriesLegible: true,
        datedAndTimed: true,
        signed: n % 4 !== 0,
        everyVisitRecorded: true,
        factualAndRespectful: true,
        errorsCorrectedProperly: n % 5 !== 0,
        concernsEscalated: true,
      },
      'Some entries not signed, or corrected with correction fluid.',
    ),
  );
  add(
    'client-marchart-audits',
    audit(
      {
        marChartsComplete: n % 7 !== 3,
        signaturesPresent: true,
        codesUsedCorrectly: true,
        prnRecordedWithReason: n % 3 !== 0,
        stockCountsMatch: n % 4 !== 2,
      },
      'A PRN dose without its reason; the paracetamol count is two tablets out.',
    ),
  );
  add('client-call-logs', {
    calledAt: `${addCalendarDays(today, -(2 + (n % 9)))}T10:${String(10 + (n % 40))}:00.000Z`,
    direction: n % 2 ? 'Incoming' : 'Outgoing',
    otherParty: n % 2 ? 'Daughter' : 'GP surgery',
    reason: n % 2 ? 'Asked to move Friday’s lunch call' : 'Repeat prescription not delivered',
    summary: n % 2 ? 'Lunch call moved to 13:00 this Friday only.' : 'Surgery will send it today.',
    actionTaken: 'Rota updated; carers told at handover.',
  });
  if (n % 3 === 0) {
    add('client-falls-risk', {
      occurredAt: `${addCalendarDays(today, -(5 + (n % 20)))}T07:50:00.000Z`,
      eventType: n % 2 ? 'Near miss' : 'Fall',
      location: 'Bathroom',
      injury: false,
      witnessed: false,
      actionsTaken: 'Checked for injury, helped up with the chair lift; family and office told.',
      reportedTo: coordinator,
      gpInformed: n % 2 === 0,
    });
  }
  if (n % 4 === 0) {
    add('client-pressure-ulcers-bruises', {
      kind: n % 8 ? 'Bruise' : 'Pressure ulcer',
      bodyLocation: n % 8 ? 'front-left-forearm' : 'back-sacrum',
      grade: n % 8 ? 'Not applicable' : 'Category 1',
      size: '2 cm',
      dateFound: addCalendarDays(today, -(3 + (n % 10))),
      reportedTo: 'District nurse',
      notes: 'Skin checked at each personal care call; barrier cream applied.',
    });
  }
  if (n % 5 === 0) {
    add(
      'client-financial-transactions',
      {
        date: addCalendarDays(today, -(4 + (n % 7))),
        type: 'Money in',
        amount: 4000,
        description: 'Cash from the client for shopping',
        recordedBy: coordinator,
        witnessedBy: name,
      },
      {
        date: addCalendarDays(today, -(4 + (n % 7))),
        type: 'Money out',
        amount: 3265,
        description: 'Shopping at the Co-op; receipt kept in the folder',
        recordedBy: coordinator,
      },
    );
  }
  // Training every carer sent must hold: a hoist for some, a memory that needs care for others.
  if (hoisted)
    add('client-required-training', {
      course: ref('training-courses', 'Moving and handling'),
      notes: 'Hoist transfers from bed to chair.',
    });
  if (n % 9 === 4)
    add('client-required-training', {
      course: ref('training-courses', 'Dementia awareness'),
      notes: 'Vascular dementia: gets anxious with carers who rush.',
    });
  if (!active && (status === 'Ended' || status === 'Deceased')) {
    add('client-exit-surveys', {
      date: addCalendarDays(today, -10),
      reasonForLeaving: status === 'Deceased' ? 'Died' : 'Moved to a care home',
      completedBy: 'Family member',
      overallSatisfaction: '5',
      wouldRecommend: true,
      comments: 'The carers were kind and always on time. Thank you.',
    });
  }
  return rows;
}

/**
 * Inserts the lists of many clients' files, one statement per kind (not per client), so the
 * demo seeds in seconds.
 */
export async function seedClientFileRows(
  seeder: DemoSeeder,
  files: Array<{ clientId: string; rows: Record<string, DemoRow[]> }>,
): Promise<void> {
  const kinds = [...new Set(files.flatMap((file) => Object.keys(file.rows)))];
  for (const kind of kinds) {
    await seeder.insertMany(
      kind,
      files.flatMap((file) =>
        (file.rows[kind] ?? []).map((row) => ({ parentId: file.clientId, row })),
      ),
    );
  }
}
