import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The screen is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('../../platform/records/RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const keySafe = row('m1', {
  parentId: 'c1',
  decision: 'Whether to accept a key safe',
  outcome: 'Lacks capacity for this decision',
  assessedBy: 'Amara Okafor',
  assessmentDate: '2026-02-10',
  reviewDate: '2026-08-10',
});

function serve(kinds: string[]) {
  return recordServer(userWhoMay(['clients', ...kinds]), {
    'GET /api/v1/clients/c1': () => ok(row('c1', { forename: 'Margaret', surname: 'Hughes' })),
    'GET /api/v1/clients/c1/sections': () =>
      ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
    'GET /api/v1/clients/c1/client-mental-capacity': () => ok(page([keySafe], null, 1)),
  });
}

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('a client’s mental capacity assessments', { timeout: 30_000 }, () => {
  it('lead on to the risk assessments that follow from them', async () => {
    serve(['client-mental-capacity', 'client-mental-capacity-risk-assessments']);
    renderApp('/app/clients/c1/edit/mental-capacity');
    const table = await screen.findByRole('table', { name: 'Client Mental Capacity' });
    expect(within(table).getByText('Lacks capacity for this decision')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Client Mental Capacity Risk Assessments' })
        .getAttribute('href'),
    ).toBe('/app/clients/c1/edit/mental-capacity/risk-assessment');
  });

  it('do not offer the risk assessments to someone who may not read them', async () => {
    serve(['client-mental-capacity']);
    renderApp('/app/clients/c1/edit/mental-capacity');
    await screen.findByRole('table', { name: 'Client Mental Capacity' });
    expect(
      screen.queryByRole('link', { name: 'Client Mental Capacity Risk Assessments' }),
    ).toBeNull();
  });

  it('lead back from adding a risk assessment to the mental-capacity list', async () => {
    serve(['client-mental-capacity', 'client-mental-capacity-risk-assessments']);
    renderApp('/app/clients/c1/edit/mental-capacity/risk-assessment/add');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail).getByRole('link', { name: 'Client Mental Capacity' }).getAttribute('href'),
    ).toBe('/app/clients/c1/edit/mental-capacity');
  });
});
