import { describe, expect, it } from 'vitest';
import { ageInYears, allergyStatus, clientAlerts, clientFullName } from './client-profile';

describe('clientFullName', () => {
  it('joins title and names, adding what the client likes to be called', () => {
    expect(
      clientFullName({
        title: 'Mrs',
        forename: 'Margaret',
        surname: 'Hughes',
        preferredName: 'Peggy',
      }),
    ).toBe('Mrs Margaret (Peggy) Hughes');
    expect(clientFullName({ forename: 'Tom', surname: 'Reid', preferredName: 'Tom' })).toBe(
      'Tom Reid',
    );
  });
});

describe('allergyStatus', () => {
  it('is never blank: the words recorded, None known, or Not recorded', () => {
    expect(allergyStatus({ allergies: 'Penicillin (rash)' })).toBe('Penicillin (rash)');
    expect(allergyStatus({ allergies: 'NKDA' })).toBe('None known');
    expect(allergyStatus({ allergies: 'None known' })).toBe('None known');
    expect(allergyStatus({ allergies: '  ' })).toBe('Not recorded');
    expect(allergyStatus({})).toBe('Not recorded');
  });
});

describe('ageInYears', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageInYears('1940-06-15', '2025-06-14')).toBe(84);
    expect(ageInYears('1940-06-15', '2025-06-15')).toBe(85);
  });

  it('treats a 29 February birthday as passed on 1 March', () => {
    expect(ageInYears('1944-02-29', '2025-02-28')).toBe(80);
    expect(ageInYears('1944-02-29', '2025-03-01')).toBe(81);
  });

  it('answers null for a missing or future date', () => {
    expect(ageInYears(null, '2025-01-01')).toBeNull();
    expect(ageInYears('2030-01-01', '2025-01-01')).toBeNull();
  });
});

const quiet = { refused: 0, missed: 0, days: 7 };

describe('clientAlerts', () => {
  it('raises allergies, DNACPR, doses, overdue reviews and the key safe, the most serious first', () => {
    const alerts = clientAlerts({
      client: { allergies: 'Penicillin', dnacpr: 'In place', keySafe: 'By back door, 1234' },
      doseConcerns: { refused: 2, missed: 1, days: 7 },
      overdueReviews: ['Falls Risk Assessment'],
    });
    expect(alerts.map((a) => [a.key, a.tone])).toEqual([
      ['allergies', 'danger'],
      ['dnacpr', 'danger'],
      ['refused-doses', 'danger'],
      ['missed-doses', 'danger'],
      ['overdue-reviews', 'warning'],
      ['key-safe', 'info'],
    ]);
    expect(alerts[0]?.text).toBe('Penicillin');
    expect(alerts[2]?.text).toBe('2 doses were refused in the last 7 days.');
    expect(alerts[3]?.text).toBe('1 dose was not recorded in the last 7 days.');
    expect(alerts[4]?.text).toBe('Falls Risk Assessment');
  });

  it('never puts the key safe code in the alert', () => {
    const alerts = clientAlerts({
      client: { keySafe: 'Left of the porch, code 4821' },
      doseConcerns: quiet,
      overdueReviews: [],
    });
    expect(JSON.stringify(alerts)).not.toContain('4821');
  });

  it('says entry is by key safe when the answer withheld the code', () => {
    const alerts = clientAlerts({
      client: { keySafe: null, _withheld: { keySafe: true } },
      doseConcerns: quiet,
      overdueReviews: [],
    });
    expect(alerts.map((a) => a.key)).toContain('key-safe');
  });

  it("asks for allergies when none are recorded and is quiet for 'None known'", () => {
    const missing = clientAlerts({ client: {}, doseConcerns: quiet, overdueReviews: [] });
    expect(missing).toEqual([expect.objectContaining({ key: 'allergies', tone: 'warning' })]);
    const none = clientAlerts({
      client: { allergies: 'None known', dnacpr: 'Not in place' },
      doseConcerns: quiet,
      overdueReviews: [],
    });
    expect(none).toEqual([]);
  });
});
