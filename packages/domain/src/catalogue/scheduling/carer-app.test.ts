import { describe, expect, it } from 'vitest';
import { homePathOf, keySafeOpen, recordedAtProblem } from './carer-app.answers';

const visit = {
  startsAt: new Date('2026-03-02T09:00:00Z'),
  endsAt: new Date('2026-03-02T09:45:00Z'),
};
const at = (iso: string) => new Date(iso);

describe('the time a write made without signal carries', () => {
  it('is taken from an hour before the visit to a day after it, up to now', () => {
    const now = at('2026-03-02T12:00:00Z');
    expect(recordedAtProblem(at('2026-03-02T08:00:00Z'), visit, now)).toBeNull();
    expect(recordedAtProblem(at('2026-03-02T09:10:00Z'), visit, now)).toBeNull();
    expect(recordedAtProblem(at('2026-03-02T07:59:00Z'), visit, now)).toMatch(/before the visit/);
    expect(recordedAtProblem(at('2026-03-02T12:30:00Z'), visit, now)).toMatch(/future/);
    // A phone's clock a minute fast is still now.
    expect(recordedAtProblem(at('2026-03-02T12:01:00Z'), visit, now)).toBeNull();
    const muchLater = at('2026-03-04T12:00:00Z');
    expect(recordedAtProblem(at('2026-03-03T10:00:00Z'), visit, muchLater)).toMatch(
      /after the visit/,
    );
  });
});

describe('the key-safe window', () => {
  it('opens 30 minutes before the visit and closes at its end', () => {
    expect(keySafeOpen(visit, at('2026-03-02T08:29:00Z'))).toBe(false);
    expect(keySafeOpen(visit, at('2026-03-02T08:30:00Z'))).toBe(true);
    expect(keySafeOpen(visit, at('2026-03-02T09:45:00Z'))).toBe(true);
    expect(keySafeOpen(visit, at('2026-03-02T09:46:00Z'))).toBe(false);
  });
});

describe('where someone lands after signing in', () => {
  it('is the phone app for a care worker and home for the office', () => {
    expect(homePathOf({ userRole: 'care_worker' })).toBe('/app/carer');
    expect(homePathOf({ userRole: 'care_coordinator' })).toBe('/app');
  });
});
