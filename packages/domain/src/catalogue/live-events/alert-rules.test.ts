import { describe, expect, it } from 'vitest';
import { visitInstants } from '../scheduling/visit-times';
import {
  type AlertPlace,
  type AlertVisit,
  clientAlertFacts,
  endedAlerts,
  escalationDue,
  incidentSeverity,
  medicineAlert,
  visitAlerts,
} from './alert-rules';
import { ALERT_DEFAULTS, alertSettingsOf } from './alert-settings.record';

const settings = alertSettingsOf(null);
const home = { latitude: 51.5007, longitude: -0.1246 };
const tracked = clientAlertFacts({ trackable_visits: 'yes' }, home);

const place = (overrides: Partial<AlertPlace> = {}): AlertPlace => ({
  id: 'place-1',
  carer: 'carer-1',
  carerName: 'Amy Jones',
  checkedInAt: null,
  checkedOutAt: null,
  checkInLatitude: null,
  checkInLongitude: null,
  ...overrides,
});

/** A visit planned on the London wall clock, as the rota stores it. */
function visitOn(date: string, start: string, end: string, places = [place()]): AlertVisit {
  const instants = visitInstants(date, start, end);
  if (!instants) throw new Error('not a real visit time');
  return {
    id: 'visit-1',
    branch: 'branch-1',
    client: 'client-1',
    clientName: 'Jane Smith',
    status: 'Published',
    ...instants,
    places,
  };
}

const utc = (iso: string) => new Date(iso);
const sources = (visit: AlertVisit, now: Date, client = tracked) =>
  visitAlerts(visit, client, settings, now).map((a) => a.source);

describe('the visit alert rules', () => {
  it('raises a late visit only once the late minutes have passed without a check-in', () => {
    const visit = visitOn('2026-11-02', '09:00', '10:00');
    expect(sources(visit, utc('2026-11-02T09:14:59Z'))).toEqual([]);
    const [late] = visitAlerts(visit, tracked, settings, utc('2026-11-02T09:15:00Z'));
    expect(late).toMatchObject({
      source: 'Late visit',
      dedupKey: 'late:place-1',
      severity: 'Medium',
      subject: 'Late: Amy Jones at Jane Smith (09:00–10:00)',
      branch: 'branch-1',
      visit: 'visit-1',
      carer: 'carer-1',
    });
  });

  it("uses the client's own late minutes before the organisation's", () => {
    const visit = visitOn('2026-11-02', '09:00', '10:00');
    const quick = clientAlertFacts({ trackable_visits: 'yes', late_alert_minutes: 5 }, home);
    expect(sources(visit, utc('2026-11-02T09:05:00Z'), quick)).toEqual(['Late visit']);
    const lenient = alertSettingsOf({ lateAfterMinutes: 30 });
    expect(visitAlerts(visit, tracked, lenient, utc('2026-11-02T09:20:00Z'))).toEqual([]);
  });

  it('judges by the UK clock on the last Sunday of March (clocks go forward)', () => {
    // 09:00 BST is 08:00 UTC.
    const visit = visitOn('2026-03-29', '09:00', '10:00');
    expect(sources(visit, utc('2026-03-29T08:14:00Z'))).toEqual([]);
    expect(sources(visit, utc('2026-03-29T08:15:00Z'))).toEqual(['Late visit']);
    expect(sources(visit, utc('2026-03-29T09:15:00Z'))).toEqual(['Late visit', 'Missed visit']);
  });

  it('judges a night sit crossing midnight as the clocks go back, ten hours long', () => {
    // 22:00 BST on Saturday 24 October is 21:00 UTC; 07:00 GMT on Sunday is 07:00 UTC.
    const visit = visitOn('2026-10-24', '22:00', '07:00');
    expect(sources(visit, utc('2026-10-24T21:15:00Z'))).toEqual(['Late visit']);
    expect(sources(visit, utc('2026-10-25T07:14:00Z'))).toEqual(['Late visit']);
    expect(sources(visit, utc('2026-10-25T07:15:00Z'))).toEqual(['Late visit', 'Missed visit']);
    const checkedIn = visitOn('2026-10-24', '22:00', '07:00', [
      place({ checkedInAt: utc('2026-10-24T21:00:00Z') }),
    ]);
    // Not checked out 30 minutes after the planned end, on the GMT clock.
    expect(sources(checkedIn, utc('2026-10-25T07:29:00Z'))).toEqual([]);
    expect(sources(checkedIn, utc('2026-10-25T07:30:00Z'))).toEqual(['Not checked out']);
    // Seven and a half hours of ten is 75%: not short; seven hours is.
    const out = (at: string) =>
      visitOn('2026-10-24', '22:00', '07:00', [
        place({ checkedInAt: utc('2026-10-24T21:00:00Z'), checkedOutAt: utc(at) }),
      ]);
    expect(sources(out('2026-10-25T04:30:00Z'), utc('2026-10-25T09:00:00Z'))).toEqual([]);
    expect(sources(out('2026-10-25T04:00:00Z'), utc('2026-10-25T09:00:00Z'))).toEqual([
      'Short visit',
    ]);
  });

  it('raises a time-critical visit at once as high, and its miss as critical', () => {
    const critical = clientAlertFacts({ trackable_visits: 'yes', time_critical: 'yes' }, home);
    const visit = visitOn('2026-11-02', '09:00', '09:30');
    expect(sources(visit, utc('2026-11-02T08:59:00Z'), critical)).toEqual([]);
    const [late] = visitAlerts(visit, critical, settings, utc('2026-11-02T09:00:00Z'));
    expect(late).toMatchObject({ source: 'Time-critical visit late', severity: 'High' });
    const missed = visitAlerts(visit, critical, settings, utc('2026-11-02T09:45:00Z'));
    expect(missed.map((a) => [a.source, a.severity])).toEqual([
      ['Time-critical visit late', 'High'],
      ['Missed visit', 'Critical'],
    ]);
  });

  it('says how far from home a check-in was, beyond the metres set', () => {
    const near = visitOn('2026-11-02', '09:00', '10:00', [
      place({
        checkedInAt: utc('2026-11-02T09:00:00Z'),
        checkInLatitude: 51.5017,
        checkInLongitude: -0.1246,
      }),
    ]);
    expect(sources(near, utc('2026-11-02T09:05:00Z'))).toEqual([]);
    const far = visitOn('2026-11-02', '09:00', '10:00', [
      place({
        checkedInAt: utc('2026-11-02T09:00:00Z'),
        checkInLatitude: 51.5115,
        checkInLongitude: -0.1246,
      }),
    ]);
    const [alert] = visitAlerts(far, tracked, settings, utc('2026-11-02T09:05:00Z'));
    expect(alert?.source).toBe('Checked in far from home');
    expect(alert?.subject).toContain('Checked in 1.2 km from home');
  });

  it('raises nothing for an untracked client or a cancelled visit', () => {
    const visit = visitOn('2026-11-02', '09:00', '10:00');
    const untracked = clientAlertFacts({ trackable_visits: 'no' }, home);
    expect(sources(visit, utc('2026-11-02T12:00:00Z'), untracked)).toEqual([]);
    expect(sources({ ...visit, status: 'Cancelled' }, utc('2026-11-02T12:00:00Z'))).toEqual([]);
  });

  it('ends a late alert on check-in, keeps a short visit, and ends all on cancelling', () => {
    const now = utc('2026-11-02T09:20:00Z');
    const open = [
      { id: 'a1', source: 'Late visit', dedupKey: 'late:place-1' },
      { id: 'a2', source: 'Short visit', dedupKey: 'short:place-1' },
    ];
    const waiting = visitOn('2026-11-02', '09:00', '10:00');
    expect(endedAlerts(open, visitAlerts(waiting, tracked, settings, now))).toEqual([]);
    const arrived = visitOn('2026-11-02', '09:00', '10:00', [
      place({ checkedInAt: utc('2026-11-02T09:18:00Z') }),
    ]);
    expect(
      endedAlerts(open, visitAlerts(arrived, tracked, settings, now)).map((a) => a.id),
    ).toEqual(['a1']);
    const cancelled = { ...waiting, status: 'Cancelled' };
    expect(
      endedAlerts(open, visitAlerts(cancelled, tracked, settings, now)).map((a) => a.id),
    ).toEqual(['a1']);
  });
});

describe('the alerts of medicines and incidents', () => {
  it('raises refused, not given and PRN breaches, not an expected not-given', () => {
    expect(medicineAlert({ code: 'R', outcome: 'refused', prnBreach: null })?.source).toBe(
      'Medicine refused',
    );
    expect(medicineAlert({ code: 'N', outcome: 'not-given', prnBreach: null })?.source).toBe(
      'Medicine not given',
    );
    expect(medicineAlert({ code: 'P', outcome: 'not-given', prnBreach: null })).toBeNull();
    expect(medicineAlert({ code: 'G', outcome: 'given', prnBreach: null })).toBeNull();
    expect(medicineAlert({ code: 'G', outcome: 'given', prnBreach: 'Too soon.' })?.severity).toBe(
      'High',
    );
  });

  it('grades an incident by its harm', () => {
    expect(incidentSeverity('Severe')).toBe('Critical');
    expect(incidentSeverity('Moderate')).toBe('High');
    expect(incidentSeverity(null)).toBe('Medium');
  });
});

describe('the escalation ladder', () => {
  const raisedAt = utc('2026-11-02T09:00:00Z');
  const after = (minutes: number) => new Date(raisedAt.getTime() + minutes * 60_000);
  const high = { severity: 'High', status: 'Raised', raisedAt, escalation: null };

  it('moves an unacknowledged alert up after the minutes of its severity, never twice', () => {
    expect(ALERT_DEFAULTS.highToOnCallMinutes).toBe(15);
    expect(escalationDue(high, settings, after(14))).toBeNull();
    expect(escalationDue(high, settings, after(15))).toBe('On-call manager');
    expect(
      escalationDue({ ...high, escalation: 'On-call manager' }, settings, after(20)),
    ).toBeNull();
    expect(escalationDue({ ...high, escalation: 'On-call manager' }, settings, after(45))).toBe(
      'Registered manager',
    );
    // A job that missed a run catches up straight to the rung due.
    expect(escalationDue(high, settings, after(50))).toBe('Registered manager');
    expect(
      escalationDue({ ...high, escalation: 'Registered manager' }, settings, after(500)),
    ).toBeNull();
  });

  it('leaves an acknowledged or a low alert on the board', () => {
    expect(escalationDue({ ...high, status: 'Acknowledged' }, settings, after(500))).toBeNull();
    expect(escalationDue({ ...high, severity: 'Low' }, settings, after(500))).toBeNull();
  });
});
