import type { DbsDetails, PersonTraining } from '@care360/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastQuery, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./SupportBridgePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const ID = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';

const training: PersonTraining = {
  owner: 'carers',
  personId: ID,
  today: '2026-11-28',
  warningDays: 30,
  courses: [
    {
      courseId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      courseName: 'Fire safety',
      mandatory: true,
      state: 'expired',
      completedOn: '2025-10-01',
      expiresOn: '2026-10-01',
      daysLeft: -58,
    },
    {
      courseId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      courseName: 'Moving and handling',
      mandatory: true,
      state: 'current',
      completedOn: '2026-06-01',
      expiresOn: '2027-06-01',
      daysLeft: 185,
    },
  ],
  counts: { current: 1, expiring: 0, expired: 1, missing: 0 },
};

const dbs: DbsDetails = {
  total: 1,
  overdue: 1,
  page: 1,
  limit: 25,
  items: [
    {
      id: '7f1c0b8e-3c1a-4c2e-9a57-0d6f1e2a3b4c',
      owner: 'carers',
      personId: ID,
      person: 'Janet Armitage',
      certificateNumber: '••••••••4821',
      masked: true,
      level: 'Enhanced',
      issuedOn: '2022-06-01',
      barredListResult: 'Not barred',
      updateService: false,
      updateServiceCheckedOn: null,
      dueOn: '2025-06-01',
      overdue: true,
    },
  ],
};

describe('the support bridge', { timeout: 30_000 }, () => {
  it('shows what one carer needs: training to retake and an overdue DBS check', async () => {
    const server = recordServer(userWhoMay(['carers', 'carer-dbs-checks'], ['read']), {
      [`GET /api/v1/carers/${ID}/training`]: () => ok(training),
      'GET /api/v1/office/dbs-details': () => ok(dbs),
    });
    renderApp(`/app/support-bridge/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Bridge' })).toBeTruthy();
    expect(document.title).toBe('care360 - Support Bridge');
    expect(screen.getByText(/Fire safety/)).toBeTruthy();
    expect(screen.queryByText(/Moving and handling/)).toBeNull();
    expect(
      await screen.findByText(
        /Certificate ••••••••4821, issued 01\/06\/2022; next check due 01\/06\/2025/,
      ),
    ).toBeTruthy();
    expect(lastQuery(server, 'GET', '/api/v1/office/dbs-details').person).toBe(ID);
    expect(screen.getByRole('link', { name: 'Record training' }).getAttribute('href')).toBe(
      `/app/carers/${ID}/edit/training`,
    );
  });
});
