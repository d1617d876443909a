import { recordKind } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * A risk's rating is computed from likelihood × severity (the 5 × 5 matrix), by the record
 * engine's computed fields: the server stores it on every save and ignores what a client sends.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const hazard = {
  area: 'Environment',
  hazard: 'Loose rug in the hallway',
  whoMightBeHarmed: 'The client',
  likelihood: '4',
  severity: '4',
  controls: 'Rug taped down for now.',
  furtherAction: 'Remove the rug with the client’s agreement.',
  actionBy: 'Care coordinator',
  actionDueOn: '2026-11-30',
  residualLikelihood: '1',
  residualSeverity: '4',
  assessedOn: '2026-11-20',
  reviewOn: '2027-02-20',
};

describe('a client risk assessment', () => {
  it('stores likelihood 4 × severity 4 as 16, High, whatever rating the client sent, and rates again on change', async () => {
    const clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
    const base = `/api/v1/clients/${clientId}/client-risk-assessments`;
    const created = await t.call({
      method: 'POST',
      url: base,
      cookie: admin,
      payload: { ...hazard, riskScore: 1, riskRating: 'Low', residualRating: 'Very high' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      riskScore: 16,
      riskRating: 'High',
      actionBy: 'Care coordinator',
      actionDueOn: '2026-11-30',
      residualScore: 4,
      residualRating: 'Low',
    });

    // A save that changes only the severity, and sends a stale rating, is rated again.
    const updated = await t.call({
      method: 'PUT',
      url: `${base}/${row.id}`,
      cookie: admin,
      payload: { ...hazard, severity: '5', riskRating: 'High', version: row.version },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ riskScore: 20, riskRating: 'Very high' });

    const list = await t.call({
      method: 'GET',
      url: `${base}?riskRating=Very%20high`,
      cookie: admin,
    });
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toEqual([row.id]);
  });

  it('rates a mental capacity risk the same way', async () => {
    const clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
    const created = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-mental-capacity-risk-assessments`,
      cookie: admin,
      payload: {
        hazard: 'Leaves the cooker on',
        likelihood: '3',
        severity: '3',
        controls: 'Cooker isolator fitted.',
        riskRating: 'Very high',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ riskScore: 9, riskRating: 'Medium' });
  });

  it('rates a COVID risk assessment when it is scored', async () => {
    const clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
    const created = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-covid-risk-assessments`,
      cookie: admin,
      payload: {
        assessmentDate: '2026-11-20',
        vaccinationStatus: 'Not vaccinated',
        clinicallyVulnerable: true,
        likelihood: '3',
        severity: '5',
        riskRating: 'Low',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ riskScore: 15, riskRating: 'High' });
  });
});
