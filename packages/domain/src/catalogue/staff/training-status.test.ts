import { describe, expect, it } from 'vitest';
import { STAFF_DEFAULTS } from './staff-settings.record';
import {
  STANDARD_TRAINING_COURSES,
  stateOfExpiry,
  type TrainingCourse,
  trainingExpiry,
  trainingStatus,
  trainingSummary,
} from './training-status';

const course = (over: Partial<TrainingCourse> & { id: string; name: string }): TrainingCourse => ({
  validityMonths: 12,
  mandatory: true,
  appliesTo: 'All staff',
  active: true,
  ...over,
});

const TODAY = '2026-11-26';
const warningDays = STAFF_DEFAULTS.expiryWarningDays;
const moving = course({ id: 'm', name: 'Moving and handling', appliesTo: 'Carers' });
const certificate = course({ id: 'c', name: 'Care Certificate', validityMonths: null });
const fire = course({ id: 'f', name: 'Fire safety' });
const optional = course({ id: 'o', name: 'Dementia awareness', mandatory: false });
const retired = course({ id: 'r', name: 'Old course', active: false });
const officeOnly = course({ id: 'e', name: 'GDPR', appliesTo: 'Office employees' });
const courses = [moving, certificate, fire, optional, retired, officeOnly];

describe('trainingExpiry', () => {
  it('is the completion plus the course validity, unless an expiry was recorded', () => {
    expect(trainingExpiry('2026-01-15', null, 12)).toBe('2027-01-15');
    expect(trainingExpiry('2026-01-31', null, 1)).toBe('2026-02-28');
    expect(trainingExpiry('2026-01-15', '2026-06-01', 12)).toBe('2026-06-01');
  });
  it('is none for a course without validity (taken once)', () => {
    expect(trainingExpiry('2026-01-15', null, null)).toBeNull();
    expect(trainingExpiry('2026-01-15', '', undefined)).toBeNull();
  });
});

describe('stateOfExpiry', () => {
  it('is expiring at 20 days, expired on the day and after, current beyond the window', () => {
    expect(stateOfExpiry('2026-12-16', TODAY, warningDays)).toBe('expiring');
    expect(stateOfExpiry('2026-12-26', TODAY, warningDays)).toBe('expiring');
    expect(stateOfExpiry('2026-12-27', TODAY, warningDays)).toBe('current');
    expect(stateOfExpiry(TODAY, TODAY, warningDays)).toBe('expired');
    expect(stateOfExpiry('2026-10-01', TODAY, warningDays)).toBe('expired');
    expect(stateOfExpiry(null, TODAY, warningDays)).toBe('current');
  });
  it('follows the organisation’s own warning window', () => {
    expect(stateOfExpiry('2026-12-16', TODAY, 14)).toBe('current');
    expect(stateOfExpiry('2026-12-06', TODAY, 14)).toBe('expiring');
  });
});

describe('trainingStatus', () => {
  it('gives each held course its state and each mandatory course never completed as missing', () => {
    const statuses = trainingStatus({
      owner: 'carers',
      courses,
      today: TODAY,
      warningDays,
      records: [
        // Completed a year ago less 20 days: expires in 20 days.
        { course: 'm', completedOn: '2025-12-16', expiresOn: null },
        { course: 'c', completedOn: '2020-03-01', expiresOn: null },
        { course: 'r', completedOn: '2024-01-01', expiresOn: null },
      ],
    });
    expect(statuses.map((s) => [s.courseName, s.state, s.expiresOn, s.daysLeft])).toEqual([
      ['Moving and handling', 'expiring', '2026-12-16', 20],
      ['Care Certificate', 'current', null, null],
      ['Fire safety', 'missing', null, null],
      ['Old course', 'expired', '2025-01-01', -694],
    ]);
  });

  it('counts the completion lasting longest when a course was taken several times', () => {
    const [status] = trainingStatus({
      owner: 'carers',
      courses: [fire],
      today: TODAY,
      warningDays,
      records: [
        { course: 'f', completedOn: '2026-06-01', expiresOn: null },
        { course: 'f', completedOn: '2024-05-01', expiresOn: null },
      ],
    });
    expect(status).toMatchObject({ state: 'current', completedOn: '2026-06-01' });
  });

  it('asks of an office employee only the courses that apply to office staff', () => {
    const statuses = trainingStatus({
      owner: 'employees',
      courses,
      today: TODAY,
      warningDays,
      records: [],
    });
    expect(statuses.map((s) => s.courseName)).toEqual(['Care Certificate', 'Fire safety', 'GDPR']);
    expect(statuses.every((s) => s.state === 'missing')).toBe(true);
  });
});

describe('trainingSummary', () => {
  it('counts by state and lists what is expiring soonest first', () => {
    const statuses = trainingStatus({
      owner: 'carers',
      courses,
      today: TODAY,
      warningDays,
      records: [
        { course: 'f', completedOn: '2025-12-20', expiresOn: null },
        { course: 'm', completedOn: '2025-12-10', expiresOn: null },
        { course: 'o', completedOn: '2023-01-01', expiresOn: null },
      ],
    });
    const summary = trainingSummary(statuses);
    expect(summary.counts).toEqual({ current: 0, expiring: 2, expired: 1, missing: 1 });
    expect(summary.expiring.map((s) => s.courseName)).toEqual([
      'Moving and handling',
      'Fire safety',
    ]);
    expect(summary.expired.map((s) => s.courseName)).toEqual(['Dementia awareness']);
    expect(summary.missing.map((s) => s.courseName)).toEqual(['Care Certificate']);
  });
});

describe('STANDARD_TRAINING_COURSES', () => {
  it('names each course once, the Care Certificate without expiry and the others with one', () => {
    const names = STANDARD_TRAINING_COURSES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of STANDARD_TRAINING_COURSES) {
      expect(c.validityMonths === null).toBe(c.name === 'Care Certificate');
    }
  });
});
