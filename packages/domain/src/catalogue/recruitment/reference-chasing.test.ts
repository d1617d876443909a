import { describe, expect, it } from 'vitest';
import { RECRUITMENT_DEFAULTS, type RecruitmentSettings } from './recruitment-settings.record';
import { chaseDecision } from './reference-chasing';

const SENT = new Date('2026-03-02T10:00:00Z');
const day = (n: number, hours = 0) => new Date(SENT.getTime() + (n * 24 + hours) * 3_600_000);

/** Runs the rule every hour for `days` days, chasing whenever it says so, as the job would. */
function simulate(days: number, settings: RecruitmentSettings = RECRUITMENT_DEFAULTS) {
  const facts = { requestState: 'Requested', requestedOn: SENT, lastChasedOn: null as Date | null };
  const events: string[] = [];
  for (let hour = 0; hour <= days * 24; hour += 1) {
    const now = new Date(SENT.getTime() + hour * 3_600_000);
    const decision = chaseDecision(facts, settings, now);
    if (decision.action === 'chase') {
      facts.lastChasedOn = now;
      events.push(`chase on day ${hour / 24}`);
    } else if (decision.action === 'overdue') {
      facts.requestState = 'Overdue';
      events.push(`overdue on day ${hour / 24}`);
    }
  }
  return events;
}

describe('chasing a reference request', () => {
  it('chases on day 4, then every 2 days, and on day 14 stops and tells the office', () => {
    expect(simulate(20)).toEqual([
      'chase on day 4',
      'chase on day 6',
      'chase on day 8',
      'chase on day 10',
      'chase on day 12',
      'overdue on day 14',
    ]);
  });

  it('waits a full day: day 3 and 23 hours is not yet day 4', () => {
    const facts = { requestState: 'Requested', requestedOn: SENT, lastChasedOn: null };
    expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(3, 23)).action).toBe('none');
    expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(4)).action).toBe('chase');
  });

  it('never chases twice within the interval, even after a chase by hand', () => {
    const facts = { requestState: 'Requested', requestedOn: SENT, lastChasedOn: day(5) };
    expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(6)).action).toBe('none');
    expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(7)).action).toBe('chase');
  });

  it('chases a request only while it waits: received, withdrawn, overdue or never sent, never', () => {
    for (const requestState of ['Received', 'Withdrawn', 'Overdue', 'Not requested', null]) {
      const facts = { requestState, requestedOn: SENT, lastChasedOn: null };
      expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(5)).action).toBe('none');
      expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(15)).action).toBe('none');
    }
    expect(
      chaseDecision(
        { requestState: 'Requested', requestedOn: null, lastChasedOn: null },
        RECRUITMENT_DEFAULTS,
        day(5),
      ).action,
    ).toBe('none');
  });

  it("follows the organisation's own numbers", () => {
    const settings = {
      ...RECRUITMENT_DEFAULTS,
      firstChaseAfterDays: 2,
      chaseEveryDays: 3,
      chaseUntilDay: 7,
    };
    expect(simulate(10, settings)).toEqual([
      'chase on day 2',
      'chase on day 5',
      'overdue on day 7',
    ]);
  });

  it('reads dates sent as text as the database gives them', () => {
    const facts = {
      requestState: 'Requested',
      requestedOn: SENT.toISOString(),
      lastChasedOn: day(4).toISOString(),
    };
    expect(chaseDecision(facts, RECRUITMENT_DEFAULTS, day(6)).action).toBe('chase');
  });
});
