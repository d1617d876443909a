import { describe, expect, it } from 'vitest';
import { BODY_LOCATIONS } from './body-locations';
import { riskRating } from './client-file-choices';
import { clientFinancialTransactions } from './client-financial-transactions.record';
import { clientMarchartAudits } from './client-marchart-audits.record';
import { clientMentalCapacity } from './client-mental-capacity.record';
import { clientReviewForms } from './client-review-forms.record';
import { clientRiskAssessments } from './client-risk-assessments.record';
import { clientSlots } from './client-slots.record';

/** The field errors of a create, by field. */
function errorsOf(
  kind: { createSchema: { safeParse(v: unknown): unknown } },
  values: object,
): Record<string, string[]> {
  const result = kind.createSchema.safeParse(values) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('the 5 × 5 risk matrix', () => {
  it.each([
    [1, 4, 'Low'],
    [1, 5, 'Medium'],
    [3, 3, 'Medium'],
    [2, 5, 'High'],
    [4, 4, 'High'],
    [4, 5, 'Very high'],
    [5, 5, 'Very high'],
  ] as const)('rates likelihood %i × severity %i as %s', (likelihood, severity, rating) => {
    expect(riskRating(likelihood, severity)).toBe(rating);
  });

  it('computes the score and rating on save, ignoring a rating sent with it', () => {
    const base = {
      area: 'Environment',
      hazard: 'Loose rug in the hallway',
      likelihood: '4',
      severity: '3',
      controls: 'Rug removed with the client’s agreement.',
      assessedOn: '2026-03-01',
    };
    const saved = clientRiskAssessments.createSchema.parse({ ...base, riskRating: 'Low' });
    expect(saved).toMatchObject({ riskScore: 12, riskRating: 'High' });
    expect(saved).toMatchObject({ residualScore: null, residualRating: null });
    const withResidual = clientRiskAssessments.createSchema.parse({
      ...base,
      furtherAction: 'Fit a grab rail by the front door.',
      actionBy: 'Care coordinator',
      residualLikelihood: '2',
      residualSeverity: '2',
      residualScore: 25,
    });
    expect(withResidual).toMatchObject({ residualScore: 4, residualRating: 'Low' });
  });

  it('asks who does the further action, and for both residual scores or neither', () => {
    const base = {
      area: 'Fire',
      hazard: 'Smokes in bed',
      likelihood: '3',
      severity: '5',
      controls: 'Smoke alarm tested weekly.',
      assessedOn: '2026-03-01',
    };
    expect(
      errorsOf(clientRiskAssessments, { ...base, furtherAction: 'Fire service visit' }),
    ).toEqual({ actionBy: ['Say who will carry out the further action.'] });
    expect(errorsOf(clientRiskAssessments, { ...base, residualLikelihood: '2' })).toEqual({
      residualSeverity: ['Rate both likelihood and severity after the actions, or neither.'],
    });
  });
});

describe('a mental capacity assessment', () => {
  const base = {
    decision: 'Whether to accept a key safe',
    assessedBy: 'Amara Okafor',
    assessmentDate: '2026-02-10',
  };

  it('finds a lack of capacity only with an impairment and an ability missing', () => {
    expect(
      errorsOf(clientMentalCapacity, {
        ...base,
        impairment: false,
        outcome: 'Lacks capacity for this decision',
        bestInterestsDecision: 'Key safe fitted.',
      }).outcome,
    ).toHaveLength(1);
    expect(
      errorsOf(clientMentalCapacity, {
        ...base,
        impairment: true,
        impairmentDetail: 'Alzheimer’s disease',
        canUnderstand: true,
        canRetain: false,
        canWeigh: true,
        canCommunicate: true,
        outcome: 'Lacks capacity for this decision',
        bestInterestsDecision: 'Key safe fitted after talking with her daughter.',
      }),
    ).toEqual({});
  });

  it('does not find capacity when the test shows it lacking, and asks for the best-interests decision', () => {
    const lacking = {
      ...base,
      impairment: true,
      impairmentDetail: 'Vascular dementia',
      canUnderstand: false,
    };
    expect(errorsOf(clientMentalCapacity, { ...lacking, outcome: 'Has capacity' }).outcome).toEqual(
      ['With an impairment and an ability missing the outcome is that the person lacks capacity.'],
    );
    expect(
      errorsOf(clientMentalCapacity, { ...lacking, outcome: 'Lacks capacity for this decision' })
        .bestInterestsDecision,
    ).toEqual(['Record the best-interests decision.']);
    // Capacity is presumed: no impairment means capacity whatever else is ticked.
    expect(errorsOf(clientMentalCapacity, { ...base, outcome: 'Has capacity' })).toEqual({});
  });
});

describe('client slots', () => {
  const slot = { dayOfWeek: 'Monday', carersNeeded: 1, visitType: 'Personal care' };

  it('end after they start, except a night visit, which may run past midnight', () => {
    expect(
      errorsOf(clientSlots, { ...slot, startTime: '09:00', endTime: '08:30' }).endTime,
    ).toEqual(['The end time must be after the start time.']);
    expect(errorsOf(clientSlots, { ...slot, startTime: '09:00', endTime: '09:45' })).toEqual({});
    expect(
      errorsOf(clientSlots, { ...slot, visitType: 'Night', startTime: '22:00', endTime: '07:00' }),
    ).toEqual({});
  });

  it('need between one and four carers', () => {
    expect(
      errorsOf(clientSlots, { ...slot, carersNeeded: 5, startTime: '09:00', endTime: '10:00' })
        .carersNeeded,
    ).toEqual(['Enter 4 or less.']);
  });
});

describe('money and audits', () => {
  it('refuses a transaction of nothing', () => {
    expect(
      errorsOf(clientFinancialTransactions, {
        date: '2026-03-01',
        type: 'Money out',
        amount: 0,
        description: 'Shopping',
        recordedBy: 'Sam Carer',
      }).amount,
    ).toEqual(['Enter at least £0.01.']);
  });

  it('asks for actions when an audit did not pass, and a change when the plan fails the client', () => {
    const audit = {
      auditDate: '2026-03-31',
      periodFrom: '2026-03-01',
      periodTo: '2026-03-31',
      auditor: 'Priya Shah',
    };
    expect(errorsOf(clientMarchartAudits, { ...audit, outcome: 'Fail' }).actions).toHaveLength(1);
    expect(errorsOf(clientMarchartAudits, { ...audit, outcome: 'Pass' })).toEqual({});
    expect(
      errorsOf(clientReviewForms, {
        reviewDate: '2026-03-01',
        reviewType: 'Annual',
        reviewedBy: 'Priya Shah',
        carePlanMeetsNeeds: false,
        nextReviewDate: '2027-03-01',
      }).changesAgreed,
    ).toHaveLength(1);
  });
});

describe('body locations', () => {
  it('name each region once, on the front or the back', () => {
    const values = BODY_LOCATIONS.map((location) => location.value);
    const labels = BODY_LOCATIONS.map((location) => location.label);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const location of BODY_LOCATIONS) expect(location.value).toMatch(/^(front|back)-/);
    // The pressure points that break down first each have their own region.
    for (const point of ['Sacrum and coccyx', 'Left heel', 'Right heel', 'Left hip', 'Right elbow'])
      expect(labels).toContain(point);
  });
});
