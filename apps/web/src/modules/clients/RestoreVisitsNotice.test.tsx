import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertSaying, recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/**
 * A hospital stay's page, the client home again: the visits cancelled for the stay that may go
 * ahead now are offered back, and Restore visits puts them on the rota and says how many.
 */

const CLIENT = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const STAY = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

beforeAll(async () => {
  await import('../../platform/records/RecordFormPage');
  await import('./RestoreVisitsNotice');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

describe('visits cancelled for a hospital stay', { timeout: 30_000 }, () => {
  it('are offered back once the client is home, and restored on request', async () => {
    let restorable = 2;
    const server = recordServer(userWhoMay(['clients', 'client-hospital-stays']), {
      [`GET /api/v1/clients/${CLIENT}`]: () =>
        ok(row(CLIENT, { forename: 'Margaret', surname: 'Hughes' })),
      [`GET /api/v1/clients/${CLIENT}/sections`]: () =>
        ok({ owner: { id: CLIENT, name: 'Mrs Margaret Hughes' }, items: [] }),
      [`GET /api/v1/clients/${CLIENT}/client-hospital-stays/${STAY}`]: () =>
        ok(
          row(STAY, {
            parentId: CLIENT,
            admittedOn: '2026-12-01',
            dischargedOn: '2026-12-03',
            hospital: 'Harrogate District Hospital',
            reason: 'Fall',
            notes: null,
          }),
        ),
      [`GET /api/v1/clients/${CLIENT}/restorable-visits`]: () =>
        ok({
          count: restorable,
          visits:
            restorable > 0
              ? [
                  { id: 'v1', visitDate: '2026-12-03' },
                  { id: 'v2', visitDate: '2026-12-04' },
                ]
              : [],
        }),
      [`POST /api/v1/clients/${CLIENT}/restore-visits`]: () => {
        restorable = 0;
        return ok({ restored: 2, created: 0 }, '2 visits restored.');
      },
    });
    renderApp(`/app/clients/${CLIENT}/edit/hospital-stays/${STAY}/edit`);
    expect(
      await screen.findByText(
        '2 visits cancelled while the client was away, from 03/12/2026, are not inside a hospital stay now.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Restore visits' }));
    expect(await alertSaying('2 visits restored.')).toBeTruthy();
    expect(server.calls('POST', `/api/v1/clients/${CLIENT}/restore-visits`)).toHaveLength(1);
    // Nothing is left to restore: the offer goes.
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: 'Restore visits' })).toBeNull();
  });
});
