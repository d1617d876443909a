import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_RULES,
  type AllocationCarer,
  type AllocationContext,
  type AllocationVisit,
  allocationRefusals,
  overridable,
  travelLegs,
} from './allocation-rules';
import { straightLineKm, straightLineTravelTime } from './travel-time';

const at = (iso: string) => new Date(iso);
// Tuesday 3 November 2026, 09:00–10:00 GMT, in Reading.
const READING = { latitude: 51.4543, longitude: -0.9781 };
const WOKINGHAM = { latitude: 51.4112, longitude: -0.8339 };
const visit: AllocationVisit = {
  id: 'v1',
  startsAt: at('2026-11-03T09:00:00Z'),
  endsAt: at('2026-11-03T10:00:00Z'),
  location: READING,
};
const carer: AllocationCarer = {
  id: 'k1',
  working: true,
  gender: 'Female',
  skills: ['Medication', 'Moving and handling'],
  travelMode: 'car',
  optedOutOf48Hours: false,
};
const clear: AllocationContext = {
  compliance: { reasons: [] },
  approvedHolidays: [],
  unavailability: [],
  otherVisits: [],
  travel: {},
  clientDeclinedCarer: false,
  clientPreference: { skills: [] },
  workingTime: { referenceWeeks: 17, bookedMinutes: 0 },
};
const rulesOf = (context: Partial<AllocationContext>, who: Partial<AllocationCarer> = {}) =>
  allocationRefusals(visit, { ...carer, ...who }, { ...clear, ...context }).map((r) => r.rule);

describe('allocationRefusals', () => {
  it('refuses nothing for a compliant, free carer', () => {
    expect(allocationRefusals(visit, carer, clear)).toEqual([]);
  });

  it('names right to work, DBS and expired mandatory training, none of them overridable', () => {
    const refusals = allocationRefusals(visit, carer, {
      ...clear,
      compliance: {
        reasons: [
          {
            area: 'Right to work',
            state: 'Not compliant',
            text: 'Right to work ended 01/11/2026.',
          },
          { area: 'DBS', state: 'Not compliant', text: 'No DBS check is recorded.' },
          { area: 'Training', state: 'Not compliant', text: 'Medication expired 01/10/2026.' },
          { area: 'Training', state: 'Expiring soon', text: 'First aid expires 20/11/2026.' },
        ],
      },
    });
    expect(refusals.map((r) => [r.rule, r.overridable])).toEqual([
      ['right-to-work', false],
      ['dbs', false],
      ['mandatory-training', false],
    ]);
    expect(refusals[2]?.message).toBe('Medication expired 01/10/2026.');
  });

  it('refuses a carer who is not working', () => {
    expect(rulesOf({}, { working: false })).toEqual(['not-working']);
  });

  it('refuses an overlapping visit, but not one that ends as this one starts', () => {
    const before = {
      id: 'v0',
      startsAt: at('2026-11-03T08:00:00Z'),
      endsAt: at('2026-11-03T09:00:00Z'),
    };
    expect(rulesOf({ otherVisits: [before] })).toEqual([]);
    const clash = { ...before, endsAt: at('2026-11-03T09:30:00Z') };
    const [refusal] = allocationRefusals(visit, carer, { ...clear, otherVisits: [clash] });
    expect(refusal).toEqual({
      rule: 'already-booked',
      overridable: false,
      message: 'The carer is already at another visit from 03/11/2026 08:00 to 03/11/2026 09:30.',
    });
    // The visit itself (being moved) is no clash.
    expect(rulesOf({ otherVisits: [{ ...clash, id: 'v1' }] })).toEqual([]);
  });

  it('refuses a day of approved holiday, London days both included', () => {
    expect(
      rulesOf({ approvedHolidays: [{ fromDate: '2026-11-01', toDate: '2026-11-03' }] }),
    ).toEqual(['on-holiday']);
    expect(
      rulesOf({ approvedHolidays: [{ fromDate: '2026-11-04', toDate: '2026-11-05' }] }),
    ).toEqual([]);
    // A summer visit at 23:30 BST on 1 July is on 1 July in London (22:30 UTC).
    const late = {
      ...visit,
      startsAt: at('2026-07-01T22:30:00Z'),
      endsAt: at('2026-07-01T22:59:00Z'),
    };
    const onSecond = {
      ...clear,
      approvedHolidays: [{ fromDate: '2026-07-02', toDate: '2026-07-02' }],
    };
    expect(allocationRefusals(late, carer, onSecond)).toEqual([]);
  });

  it('refuses a time marked unavailable, with its reason', () => {
    const [refusal] = allocationRefusals(visit, carer, {
      ...clear,
      unavailability: [
        {
          startsAt: at('2026-11-03T09:30:00Z'),
          endsAt: at('2026-11-03T12:00:00Z'),
          reason: 'School run',
        },
      ],
    });
    expect(refusal).toMatchObject({ rule: 'unavailable', overridable: true });
    expect(refusal?.message).toContain('(School run)');
  });

  it('refuses when the journey from the visit before, or to the one after, does not fit', () => {
    const previous = { visitId: 'v0', endsAt: at('2026-11-03T08:50:00Z'), minutes: 15 };
    expect(rulesOf({ travel: { fromPrevious: previous } })).toEqual(['travel-time']);
    expect(rulesOf({ travel: { fromPrevious: { ...previous, minutes: 10 } } })).toEqual([]);
    const next = { visitId: 'v2', startsAt: at('2026-11-03T10:05:00Z'), minutes: 12 };
    expect(rulesOf({ travel: { toNext: next } })).toEqual(['travel-time']);
  });

  it('refuses a carer the client declined', () => {
    expect(rulesOf({ clientDeclinedCarer: true })).toEqual(['declined-by-client']);
  });

  it('refuses a carer who does not match the client’s gender preference or skills', () => {
    expect(rulesOf({ clientPreference: { gender: 'Male', skills: [] } })).toEqual([
      'gender-preference',
    ]);
    expect(rulesOf({ clientPreference: { gender: 'Female', skills: ['medication'] } })).toEqual([]);
    const refusals = allocationRefusals(visit, carer, {
      ...clear,
      clientPreference: { skills: ['Medication', 'Catheter care', 'PEG feeding'] },
    });
    expect(refusals.map((r) => r.message)).toEqual([
      'The client needs a carer trained in Catheter care, PEG feeding.',
    ]);
  });

  it('refuses more than 48 hours a week on average unless the carer opted out', () => {
    const full = { referenceWeeks: 17, bookedMinutes: 48 * 17 * 60 };
    expect(rulesOf({ workingTime: full })).toEqual(['weekly-hours']);
    expect(rulesOf({ workingTime: { ...full, bookedMinutes: full.bookedMinutes - 60 } })).toEqual(
      [],
    );
    expect(rulesOf({ workingTime: full }, { optedOutOf48Hours: true })).toEqual([]);
  });

  it('lets a manager override every rule but compliance, working status and a clash', () => {
    const notOverridable = Object.entries(ALLOCATION_RULES)
      .filter(([, rule]) => !rule.overridable)
      .map(([name]) => name);
    expect(notOverridable).toEqual([
      'right-to-work',
      'dbs',
      'mandatory-training',
      'not-working',
      'already-booked',
    ]);
    expect(
      overridable(allocationRefusals(visit, carer, { ...clear, clientDeclinedCarer: true })),
    ).toBe(true);
    expect(overridable(allocationRefusals(visit, { ...carer, working: false }, clear))).toBe(false);
  });
});

describe('travel time', () => {
  it('measures the straight line between two towns', () => {
    // Reading to Wokingham is about 11 km as the crow flies.
    expect(straightLineKm(READING, WOKINGHAM)).toBeCloseTo(11.1, 0);
    expect(straightLineKm(READING, READING)).toBe(0);
  });

  it('turns it into minutes by road factor and mode', () => {
    const travel = straightLineTravelTime();
    // 11.09 km × 1.3 ≈ 14.4 km: 30 km/h by car, 5 on foot, 15 by bus, rounded up.
    expect(travel.minutes(READING, WOKINGHAM, 'car')).toBe(29);
    expect(travel.minutes(READING, WOKINGHAM, 'foot')).toBe(173);
    expect(travel.minutes(READING, WOKINGHAM, 'public transport')).toBe(58);
    expect(
      straightLineTravelTime(1, { car: 60, foot: 5, 'public transport': 15 }).minutes(
        READING,
        WOKINGHAM,
        'car',
      ),
    ).toBe(12);
  });

  it('finds the legs from the visit before and to the visit after', async () => {
    const legs = await travelLegs(
      visit,
      [
        {
          id: 'early',
          startsAt: at('2026-11-03T06:00:00Z'),
          endsAt: at('2026-11-03T07:00:00Z'),
          location: WOKINGHAM,
        },
        {
          id: 'before',
          startsAt: at('2026-11-03T08:00:00Z'),
          endsAt: at('2026-11-03T08:45:00Z'),
          location: WOKINGHAM,
        },
        {
          id: 'after',
          startsAt: at('2026-11-03T11:00:00Z'),
          endsAt: at('2026-11-03T12:00:00Z'),
          location: READING,
        },
        { id: 'unknown', startsAt: at('2026-11-03T13:00:00Z'), endsAt: at('2026-11-03T14:00:00Z') },
      ],
      'car',
      straightLineTravelTime(),
    );
    expect(legs).toEqual({
      fromPrevious: { visitId: 'before', endsAt: at('2026-11-03T08:45:00Z'), minutes: 29 },
      toNext: { visitId: 'after', startsAt: at('2026-11-03T11:00:00Z'), minutes: 0 },
    });
    const context = { ...clear, travel: legs };
    expect(allocationRefusals(visit, carer, context).map((r) => r.rule)).toEqual(['travel-time']);
  });
});
