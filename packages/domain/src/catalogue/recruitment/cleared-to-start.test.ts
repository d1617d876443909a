import { describe, expect, it } from 'vitest';
import {
  type ClearanceFacts,
  clearanceRefusals,
  clearedToStart,
  INTERVIEW_OFFER,
} from './cleared-to-start';
import { RECRUITMENT_DEFAULTS } from './recruitment-settings.record';

const today = '2026-06-15';

/** A file where every check holds; each test breaks one thing. */
const complete = (): ClearanceFacts => ({
  workHistory: [
    {
      employer: 'Sunrise Care',
      fromDate: '2015-01-01',
      toDate: '2021-02-28',
      withVulnerablePeople: true,
      reasonForLeaving: 'Moved house',
    },
    { employer: 'Bright Homes', fromDate: '2021-03-01', toDate: null },
  ],
  gapExplanations: [],
  addresses: [{ fromDate: '2010-01-01', toDate: null }],
  references: [
    {
      refereeName: 'Ann Boss',
      type: 'Employer',
      requestState: 'Received',
      receivedOn: '2026-06-01T10:00:00Z',
      satisfactory: 'Yes',
    },
    {
      refereeName: 'Carl Friend',
      type: 'Character',
      requestState: 'Received',
      receivedOn: '2026-06-02T10:00:00Z',
      satisfactory: 'Yes',
    },
  ],
  identityDocuments: [
    { type: 'Passport', hasPhoto: false, expiresOn: '2030-01-01', checked: true },
  ],
  dbsChecks: [
    {
      level: 'Enhanced with adult barred list',
      barredListResult: 'Not barred',
      issuedOn: '2026-05-01',
      checked: true,
    },
  ],
  rightToWork: [
    {
      result: 'Right to work confirmed',
      permission: 'Unlimited',
      checkedOn: '2026-05-01',
      checked: true,
    },
  ],
  qualifications: [{ name: 'Level 2 Diploma in Care' }],
  healthDeclarationCompleted: true,
  contractSigned: true,
  interviews: [{ state: 'Held', startsAt: '2026-05-20T10:00:00.000Z', outcome: INTERVIEW_OFFER }],
});

const check = (change: Partial<ClearanceFacts>) =>
  clearedToStart({ ...complete(), ...change }, today, RECRUITMENT_DEFAULTS);

describe('clearedToStart', () => {
  it('clears a complete file', () => {
    expect(check({})).toEqual({ cleared: true, missing: [], expiring: [], notes: [] });
  });

  it('names an unexplained employment gap, and drops it once explained', () => {
    const workHistory = [
      { employer: 'A', fromDate: '2015-01-01', toDate: '2021-02-28' },
      { employer: 'B', fromDate: '2021-09-01', toDate: null },
    ];
    const gap = check({ workHistory });
    expect(gap.cleared).toBe(false);
    expect(gap.missing).toContain('Employment gap 03/2021–08/2021 not explained');
    const explained = check({
      workHistory,
      gapExplanations: [{ fromDate: '2021-03-01', toDate: '2021-08-31' }],
    });
    expect(explained.missing.join()).not.toMatch(/Employment gap/);
  });

  it('needs a DBS certificate, enhanced with the adult barred list, and a clear barred list', () => {
    expect(check({ dbsChecks: [] }).missing).toEqual(['DBS certificate not recorded']);
    expect(
      check({
        dbsChecks: [
          {
            level: 'Enhanced',
            barredListResult: 'Not barred',
            issuedOn: '2026-01-01',
            checked: true,
          },
        ],
      }).missing,
    ).toEqual(['DBS is not enhanced with the adult barred list']);
    expect(
      check({
        dbsChecks: [
          {
            level: 'Enhanced with adult barred list',
            barredListResult: 'Not checked',
            issuedOn: '2026-01-01',
            checked: true,
          },
        ],
      }).missing,
    ).toEqual(['Barred list check not clear']);
  });

  it('reads the latest DBS certificate', () => {
    const dbsChecks = [
      { level: 'Basic', barredListResult: 'Not checked', issuedOn: '2020-01-01', checked: true },
      {
        level: 'Enhanced with adult barred list',
        barredListResult: 'Not barred',
        issuedOn: '2026-01-01',
        checked: true,
      },
    ];
    expect(check({ dbsChecks }).cleared).toBe(true);
  });

  it('counts references received, reviewed and satisfactory', () => {
    const [employer, character] = complete().references;
    if (!employer || !character) throw new Error('fixture');
    const requested = {
      ...character,
      requestState: 'Requested',
      receivedOn: null,
      satisfactory: null,
    };
    expect(check({ references: [] }).missing).toEqual([
      'Both references outstanding',
      'No reference from an employer received',
    ]);
    expect(check({ references: [employer, requested] }).missing).toEqual([
      'One of two references outstanding',
    ]);
    expect(
      check({ references: [employer, { ...character, satisfactory: 'Not yet reviewed' }] }).missing,
    ).toEqual(['Reference from Carl Friend not yet reviewed']);
    expect(check({ references: [employer, { ...character, satisfactory: 'No' }] }).missing).toEqual(
      ['Reference from Carl Friend not satisfactory'],
    );
    // A withdrawn request does not count.
    expect(
      check({ references: [employer, { ...character, requestState: 'Withdrawn' }] }).missing,
    ).toEqual(['One of two references outstanding']);
  });

  it('needs an employer reference from someone who has worked, not from a school leaver', () => {
    const [, character] = complete().references;
    if (!character) throw new Error('fixture');
    const twoCharacter = [character, { ...character, refereeName: 'Dee Tutor' }];
    expect(check({ references: twoCharacter }).missing).toEqual([
      'No reference from an employer received',
    ]);
    expect(check({ references: twoCharacter, workHistory: [] }).cleared).toBe(true);
  });

  it('needs photographic identity that has not expired', () => {
    expect(check({ identityDocuments: [] }).missing).toEqual([
      'No proof of identity with a photograph',
    ]);
    expect(
      check({ identityDocuments: [{ type: 'Utility bill', hasPhoto: false, checked: true }] })
        .missing,
    ).toEqual(['No proof of identity with a photograph']);
    expect(
      check({
        identityDocuments: [
          { type: 'Passport', hasPhoto: false, expiresOn: '2026-01-01', checked: true },
        ],
      }).missing,
    ).toEqual(['No proof of identity with a photograph']);
    // A birth certificate with a recent photograph uploaded alongside it.
    expect(
      check({ identityDocuments: [{ type: 'Birth certificate', hasPhoto: true, checked: true }] })
        .cleared,
    ).toBe(true);
  });

  it('needs the right to work confirmed, and follows up time-limited permission', () => {
    expect(check({ rightToWork: [] }).missing).toEqual(['Right to work not confirmed']);
    expect(
      check({
        rightToWork: [
          {
            result: 'Awaiting result',
            permission: 'Unlimited',
            checkedOn: '2026-05-01',
            checked: true,
          },
        ],
      }).missing,
    ).toEqual(['Right to work not confirmed']);
    const limited = (expiresOn: string) =>
      check({
        rightToWork: [
          {
            result: 'Right to work confirmed',
            permission: 'Time-limited',
            expiresOn,
            checkedOn: '2026-05-01',
            checked: true,
          },
        ],
      });
    expect(limited('2026-06-14').missing).toEqual(['Right to work ended on 14/06/2026']);
    const soon = limited('2026-07-01');
    expect(soon.cleared).toBe(true);
    expect(soon.expiring).toEqual([
      'Right to work ends on 01/07/2026: follow-up check due by 03/06/2026',
    ]);
    expect(limited('2027-01-01').expiring).toEqual([]);
  });

  it('needs five years of addresses, naming the months missing', () => {
    const result = check({
      addresses: [
        { fromDate: '2010-01-01', toDate: '2021-10-31' },
        { fromDate: '2022-01-01', toDate: null },
      ],
    });
    expect(result.missing).toEqual([
      'Address history does not cover five years (missing 11/2021–12/2021)',
    ]);
  });

  it('needs the health declaration and a signed contract', () => {
    expect(check({ healthDeclarationCompleted: null }).missing).toEqual([
      'Health declaration not completed',
    ]);
    expect(check({ contractSigned: false }).missing).toEqual(['Contract not signed']);
  });

  it('needs the reason work with vulnerable people ended, not for the job held now', () => {
    const workHistory = [
      {
        employer: 'Sunrise Care',
        fromDate: '2015-01-01',
        toDate: '2021-02-28',
        withVulnerablePeople: true,
      },
      {
        employer: 'Bright Homes',
        fromDate: '2021-03-01',
        toDate: null,
        withVulnerablePeople: true,
      },
    ];
    expect(check({ workHistory }).missing).toEqual([
      'Reason the work with vulnerable adults at Sunrise Care ended not given',
    ]);
  });

  it('notes a missing qualification without blocking', () => {
    const result = check({ qualifications: [] });
    expect(result.cleared).toBe(true);
    expect(result.notes).toEqual(['No relevant qualification recorded']);
  });
});

describe('the interview and confirmed checks', () => {
  const slot = (state: string, startsAt: string, outcome: string | null = null) => ({
    state,
    startsAt,
    outcome,
  });

  it('needs the interview held with its outcome: booked is not held', () => {
    expect(check({ interviews: [] }).missing).toEqual(['Interview not yet held']);
    expect(check({ interviews: [slot('Booked', '2026-06-20T09:30:00.000Z')] }).missing).toEqual([
      'Interview on 20/06/2026 10:30 not yet held',
    ]);
    expect(check({ interviews: [slot('Held', '2026-06-01T09:30:00.000Z')] }).missing).toEqual([
      'Interview held but its outcome not recorded',
    ]);
    expect(
      check({ interviews: [slot('Held', '2026-06-01T09:30:00.000Z', 'Do not offer')] }).missing,
    ).toEqual(['Interview outcome: do not offer']);
    expect(
      check({
        interviews: [
          slot('Held', '2026-06-01T09:30:00.000Z', 'Second interview'),
          slot('Booked', '2026-06-18T13:00:00.000Z'),
        ],
      }).missing,
    ).toEqual(['Second interview on 18/06/2026 14:00 not yet held']);
    // The latest held interview decides: an offer after a second interview clears.
    expect(
      check({
        interviews: [
          slot('Held', '2026-06-01T09:30:00.000Z', 'Second interview'),
          slot('Held', '2026-06-08T09:30:00.000Z', INTERVIEW_OFFER),
        ],
      }).cleared,
    ).toBe(true);
  });

  it('counts a confirmed check only with its evidence file, checker and date', () => {
    const [identity] = complete().identityDocuments;
    const [dbs] = complete().dbsChecks;
    const [rtw] = complete().rightToWork;
    if (!identity || !dbs || !rtw) throw new Error('fixture');
    expect(check({ identityDocuments: [{ ...identity, checked: false }] }).missing).toEqual([
      'Proof of identity not checked (the evidence file, who checked it and when)',
    ]);
    expect(check({ dbsChecks: [{ ...dbs, checked: false }] }).missing).toEqual([
      'DBS certificate not checked (the evidence file, who checked it and when)',
    ]);
    expect(check({ rightToWork: [{ ...rtw, checked: false }] }).missing).toEqual([
      'Right to work check not evidenced (the evidence file, who checked it and when)',
    ]);
  });
});

describe('clearanceRefusals', () => {
  const missing = ['Interview on 20/06/2026 10:30 not yet held', 'Contract not signed'];

  it('refuses with every missing item when there is no override', () => {
    expect(clearanceRefusals({ cleared: false, missing }, null)).toEqual(missing);
    expect(clearanceRefusals({ cleared: true, missing: [] }, null)).toEqual([]);
  });

  it('lets an override cover the interview only when it names it', () => {
    expect(clearanceRefusals({ cleared: false, missing }, { interviewWaived: false })).toEqual([
      'Interview on 20/06/2026 10:30 not yet held',
      "The manager's override does not name the interview",
    ]);
    expect(clearanceRefusals({ cleared: false, missing }, { interviewWaived: true })).toEqual([]);
    expect(
      clearanceRefusals(
        { cleared: false, missing: ['Contract not signed'] },
        { interviewWaived: false },
      ),
    ).toEqual([]);
  });
});
