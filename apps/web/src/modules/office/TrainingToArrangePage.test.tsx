import type { TrainingMatrix } from '@care360/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./TrainingToArrangePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const FIRE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const MOVING = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const matrix: TrainingMatrix = {
  today: '2026-11-28',
  warningDays: 30,
  courses: [
    { id: FIRE, name: 'Fire safety', validityMonths: 12, mandatory: true },
    { id: MOVING, name: 'Moving and handling', validityMonths: 12, mandatory: true },
  ],
  people: [
    {
      owner: 'carers',
      id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
      name: 'Janet Armitage',
      branch: 'Leeds Central',
      cells: {
        [FIRE]: { state: 'expired', completedOn: '2025-10-01', expiresOn: '2026-10-01' },
        [MOVING]: { state: 'current', completedOn: '2026-06-01', expiresOn: '2027-06-01' },
      },
      counts: { current: 1, expiring: 0, expired: 1, missing: 0 },
    },
    {
      owner: 'employees',
      id: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f80',
      name: 'Comfort Boateng',
      branch: 'Harrogate',
      cells: {
        [MOVING]: { state: 'expiring', completedOn: '2025-12-10', expiresOn: '2026-12-10' },
      },
      counts: { current: 0, expiring: 1, expired: 0, missing: 0 },
    },
  ],
  totals: { current: 1, expiring: 1, expired: 1, missing: 0 },
};

describe('the training to arrange', { timeout: 30_000 }, () => {
  it('lists each course staff must (re)take, the expired first, linking to their training', async () => {
    recordServer(userWhoMay(['carers', 'employees'], ['read']), {
      'GET /api/v1/training-matrix': () => ok(matrix),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/training-modal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training to arrange' }),
    ).toBeTruthy();
    expect(document.title).toBe('care360 - Training Modal');
    expect(screen.getByText('2 courses need arranging.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Fire safety');
    expect(within(rows[0] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Janet Armitage' })
        .getAttribute('href'),
    ).toBe('/app/carers/3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f/edit/training');
    expect(
      screen.queryByText('Moving and handling', { selector: 'td' })?.closest('tr')?.textContent,
    ).toContain('Comfort Boateng');
    await user.click(screen.getByRole('radio', { name: 'Expired' }));
    expect(screen.queryByRole('row', { name: /Comfort Boateng/ })).toBeNull();
  });
});
