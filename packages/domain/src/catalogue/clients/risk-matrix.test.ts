import { describe, expect, it } from 'vitest';
import { clientCovidRiskAssessments } from './client-covid-risk-assessments.record';
import { clientMentalCapacityRiskAssessments } from './client-mental-capacity-risk-assessments.record';
import { riskMatrixRating, riskMatrixScore } from './risk-matrix';

describe('the 5 × 5 risk matrix rule', () => {
  it.each([
    [1, 1, 1, 'Low'],
    [2, 2, 4, 'Low'],
    [1, 5, 5, 'Medium'],
    [3, 3, 9, 'Medium'],
    [2, 5, 10, 'High'],
    [4, 4, 16, 'High'],
    [4, 5, 20, 'Very high'],
    [5, 5, 25, 'Very high'],
  ] as const)('likelihood %i × severity %i scores %i, %s', (l, s, score, rating) => {
    expect(riskMatrixScore(l, s)).toBe(score);
    expect(riskMatrixRating(String(l), String(s))).toBe(rating);
  });

  it('gives nothing until both are given, and nothing for values off the scale', () => {
    expect(riskMatrixScore('4', null)).toBeNull();
    expect(riskMatrixRating(undefined, '3')).toBeNull();
    expect(riskMatrixScore('6', '2')).toBeNull();
    expect(riskMatrixScore(0, 2)).toBeNull();
    expect(riskMatrixScore('2.5', '2')).toBeNull();
    expect(riskMatrixScore('', '2')).toBeNull();
  });

  it('rates a mental capacity risk through the record engine', () => {
    const saved = clientMentalCapacityRiskAssessments.createSchema.parse({
      hazard: 'Leaves the cooker on',
      likelihood: '5',
      severity: '4',
      controls: 'Cooker isolator fitted; carers check at each visit.',
      riskRating: 'Low',
    });
    expect(saved).toMatchObject({ riskScore: 20, riskRating: 'Very high' });
  });
});

describe('a COVID risk assessment', () => {
  const base = {
    assessmentDate: '2026-11-20',
    vaccinationStatus: 'Partly vaccinated',
    riskRating: 'Low',
  };

  it('is rated on the matrix when both scores are given, and stays valid without them', () => {
    expect(
      clientCovidRiskAssessments.createSchema.parse({ ...base, likelihood: '3', severity: '4' }),
    ).toMatchObject({ riskScore: 12, riskRating: 'High' });
    expect(clientCovidRiskAssessments.createSchema.parse(base)).toMatchObject({
      riskScore: null,
      riskRating: null,
    });
    expect(
      clientCovidRiskAssessments.createSchema.safeParse({ ...base, likelihood: '3' }).success,
    ).toBe(false);
  });
});
