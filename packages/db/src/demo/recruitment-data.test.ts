import {
  APPLICANT_STAGES,
  type ApplicantStage,
  addCalendarDays,
  type ClearanceFacts,
  CONFIRMED_CHECK_KINDS,
  clearanceRefusals,
  clearedToStart,
  confirmationGaps,
  isCheckedWithEvidence,
  isInterviewItem,
  RECRUITMENT_DEFAULTS,
  REFERENCE_REQUEST_STATES,
  recordKind,
  scoreOf,
  supportWorkerTestForm,
  trackerNextStep,
  validateAnswers,
} from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { demoApplicants, demoTestAnswers } from './recruitment-data';
import { type DemoRow, resolveRefs } from './reference-data';
import { DEMO_USERS } from './seed';

const TODAY = '2026-11-26';
const FAKE_ID = '3f1c2b9e-8d4a-4c6e-9b7a-2e5f1d0c8a41';
const RECRUITERS = { checker: DEMO_USERS.hr.name, manager: DEMO_USERS.manager.name };

const nested = (row: DemoRow, kind: string) => row.nested?.[kind] ?? [];
const str = (value: unknown) => String(value ?? '');

/** Periods of more than 31 days between one job's end and the next one's start. */
function gapsOf(row: DemoRow) {
  const jobs = nested(row, 'applicant-work-history')
    .map((job) => ({ from: str(job.values.fromDate), to: str(job.values.toDate) || TODAY }))
    .sort((a, b) => a.from.localeCompare(b.from));
  const gaps: Array<{ from: string; to: string }> = [];
  for (let i = 1; i < jobs.length; i += 1) {
    const from = addCalendarDays((jobs[i - 1] as { to: string }).to, 1);
    const to = addCalendarDays((jobs[i] as { from: string }).from, -1);
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > 31) gaps.push({ from, to });
  }
  return gaps;
}

describe('demo applicants', () => {
  const applicants = demoApplicants(TODAY, RECRUITERS);

  it('are about forty people at every stage, across the three branches', () => {
    expect(applicants.length).toBeGreaterThanOrEqual(38);
    expect(applicants.length).toBeLessThanOrEqual(42);
    expect(new Set(applicants.map((a) => a.stage))).toEqual(new Set(APPLICANT_STAGES));
    const branches = new Set(applicants.map((a) => JSON.stringify(a.row.values.branch)));
    expect(branches.size).toBe(3);
    for (const { row } of applicants) {
      expect(str(row.values.appliedOn) >= addCalendarDays(TODAY, -125)).toBe(true);
    }
  });

  it('is valid for every declaration, as if typed into the add forms', () => {
    for (const { row } of applicants) {
      const rows: Array<[string, DemoRow]> = [
        ['applicants', row],
        ...Object.entries(row.nested ?? {}).flatMap(([kind, list]) =>
          list.map((child) => [kind, child] as [string, DemoRow]),
        ),
      ];
      for (const [kind, demo] of rows) {
        const values = resolveRefs(demo.values, () => FAKE_ID);
        const parsed = recordKind(kind).createSchema.safeParse(values);
        expect(parsed.error?.issues ?? [], `${kind}: ${JSON.stringify(values)}`).toEqual([]);
      }
    }
  });

  it('has unexplained gaps and explained ones, and most address histories cover five years', () => {
    const explained = (row: DemoRow, gap: { from: string; to: string }) =>
      nested(row, 'applicant-gap-explanations').some(
        (e) => str(e.values.fromDate) <= gap.from && str(e.values.toDate) >= gap.to,
      );
    const withGaps = applicants.filter((a) => gapsOf(a.row).length > 0);
    expect(withGaps.some((a) => gapsOf(a.row).some((gap) => !explained(a.row, gap)))).toBe(true);
    expect(withGaps.some((a) => gapsOf(a.row).every((gap) => explained(a.row, gap)))).toBe(true);
    const fiveYearsAgo = addCalendarDays(TODAY, -5 * 365);
    const covered = applicants.filter((a) =>
      nested(a.row, 'applicant-address-history').some(
        (x) => str(x.values.fromDate) <= fiveYearsAgo,
      ),
    );
    expect(covered.length).toBeGreaterThan(applicants.length / 2);
    expect(covered.length).toBeLessThan(applicants.length);
  });

  it('has references in every request state, chased ones among them', () => {
    const references = applicants.flatMap((a) => nested(a.row, 'applicant-references'));
    const states = new Set(references.map((x) => x.values.requestState));
    for (const state of REFERENCE_REQUEST_STATES) expect(states.has(state), state).toBe(true);
    expect(references.some((x) => Number(x.values.timesChased) > 0)).toBe(true);
    expect(references.some((x) => x.values.satisfactory === 'Yes')).toBe(true);
  });

  it('has interviews offered, booked and held, and a time-limited right to work ending within four weeks', () => {
    const interviews = applicants.flatMap((a) => nested(a.row, 'applicant-interviews'));
    for (const state of ['Offered', 'Booked', 'Held']) {
      expect(interviews.some((x) => x.values.state === state)).toBe(true);
    }
    const soon = applicants
      .flatMap((a) => nested(a.row, 'applicant-right-to-work'))
      .filter(
        (x) =>
          x.values.permission === 'Time-limited' &&
          str(x.values.expiresOn) <= addCalendarDays(TODAY, 28),
      );
    expect(soon.length).toBeGreaterThan(0);
    expect(applicants.some((a) => nested(a.row, 'applicant-dbs-checks').length > 0)).toBe(true);
    expect(applicants.some((a) => nested(a.row, 'applicant-qualifications').length > 0)).toBe(true);
  });

  it('has support-worker tests passed and failed, every one answered in full', () => {
    const tests = demoTestAnswers(applicants, TODAY);
    const bands = tests.map(({ answers }) => {
      expect(validateAnswers(supportWorkerTestForm, answers)).toEqual({});
      return scoreOf(supportWorkerTestForm, answers).band?.label;
    });
    expect(bands.filter((band) => band === 'Pass').length).toBeGreaterThan(5);
    expect(bands.filter((band) => band === 'Fail').length).toBeGreaterThanOrEqual(3);
    for (const { on } of tests) expect(on <= TODAY).toBe(true);
  });

  it('could have reached its state through the app: checks confirmed with their evidence, the cleared cleared', () => {
    const factsOf = (row: DemoRow): ClearanceFacts => {
      const rows = (kind: string) =>
        nested(row, kind).map((x) => resolveRefs(x.values, () => FAKE_ID));
      const period = (x: Record<string, unknown>) => ({
        fromDate: str(x.fromDate),
        toDate: x.toDate ? str(x.toDate) : null,
      });
      return {
        workHistory: rows('applicant-work-history').map((x) => ({
          ...period(x),
          employer: str(x.employer),
          withVulnerablePeople: x.withVulnerablePeople === true,
          reasonForLeaving: (x.reasonForLeaving as string) ?? null,
        })),
        gapExplanations: rows('applicant-gap-explanations').map(period),
        addresses: rows('applicant-address-history').map(period),
        references: rows('applicant-references').map((x) => ({
          refereeName: str(x.refereeName),
          type: str(x.type),
          requestState: str(x.requestState),
          receivedOn: (x.receivedOn as string) ?? null,
          satisfactory: (x.satisfactory as string) ?? null,
        })),
        identityDocuments: rows('applicant-identity-documents').map((x) => ({
          type: str(x.type),
          hasPhoto: Boolean(x.photo),
          expiresOn: (x.expiresOn as string) ?? null,
          checked: isCheckedWithEvidence('applicant-identity-documents', x),
        })),
        dbsChecks: rows('applicant-dbs-checks').map((x) => ({
          level: str(x.level),
          barredListResult: str(x.barredListResult),
          issuedOn: str(x.issuedOn),
          checked: isCheckedWithEvidence('applicant-dbs-checks', x),
        })),
        rightToWork: rows('applicant-right-to-work').map((x) => ({
          result: str(x.result),
          permission: str(x.permission),
          expiresOn: (x.expiresOn as string) ?? null,
          checkedOn: str(x.checkedOn),
          checked: isCheckedWithEvidence('applicant-right-to-work', x),
        })),
        qualifications: rows('applicant-qualifications').map((x) => ({ name: str(x.name) })),
        interviews: rows('applicant-interviews').map((x) => ({
          state: str(x.state),
          startsAt: str(x.startsAt),
          outcome: (x.outcome as string) ?? null,
        })),
        healthDeclarationCompleted: false,
        contractSigned: false,
      };
    };
    const later: ApplicantStage[] = ['References', 'Checks', 'Contract', 'Cleared'];
    for (const { stage, row } of applicants) {
      // Every confirmed check holds its evidence file, checker and date (the server's rule).
      for (const kind of CONFIRMED_CHECK_KINDS) {
        for (const check of nested(row, kind)) {
          const values = resolveRefs(check.values, () => FAKE_ID);
          expect(confirmationGaps(kind, values), `${kind} of ${stage}`).toEqual({});
        }
      }
      const facts = factsOf(row);
      const clearance = clearedToStart(facts, TODAY, RECRUITMENT_DEFAULTS);
      if (later.includes(stage)) {
        // Past the interview: held with the offer made, and photo identity checked.
        expect(clearance.missing.filter(isInterviewItem), stage).toEqual([]);
        expect(facts.identityDocuments.some((doc) => doc.checked)).toBe(true);
      }
      const [override] = nested(row, 'applicant-clearance-overrides');
      if (stage === 'Cleared') {
        expect(override?.values.riskAssessment).toBeTruthy();
        const refusals = clearanceRefusals(clearance, {
          interviewWaived: override?.values.interviewWaived === true,
        });
        expect(refusals).toEqual([]);
      } else {
        expect(override).toBeUndefined();
      }
      // Each card's Next names the office's next step; none once cleared or rejected.
      const next = trackerNextStep(stage, facts.interviews, clearance.missing);
      if (stage === 'Cleared' || stage === 'Rejected') expect(next).toBeNull();
      else expect(next, stage).toBeTruthy();
      if (stage === 'Interview') expect(next).toMatch(/^Interview/);
    }
  });

  it('is the same on every start', () => {
    expect(JSON.stringify(demoApplicants(TODAY, RECRUITERS))).toBe(JSON.stringify(applicants));
  });
});
