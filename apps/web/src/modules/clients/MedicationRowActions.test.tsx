import type { ClientSummary, PersonFileSections } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks: loaded once here so the first test stays within its timeout.
  await import('../../platform/person-files/PersonFileLayout');
  await import('./MedicationRowActions');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CLIENT = 'c1';
const BASE = `/api/v1/clients/${CLIENT}`;
const LIST = `${BASE}/client-medications`;

const medicine = (id: string, name: string, fields: Record<string, unknown> = {}) =>
  row(id, {
    medication: `med-${id}`,
    dose: '1 tablet',
    route: 'Oral',
    frequency: 'Once a day',
    timesOfDay: ['morning'],
    prn: false,
    supportLevel: 'Administer',
    startDate: '2025-01-01',
    endDate: null,
    _titles: { medication: name },
    ...fields,
  });

const current = medicine('m1', 'Bisoprolol 5 mg');
const stopped = medicine('m2', 'Amoxicillin 500 mg', { endDate: '2025-02-01' });

const sections: PersonFileSections = {
  owner: { id: CLIENT, name: 'Mrs Margaret (Peggy) Hughes' },
  items: [],
};

/** The profile's answer: only the current medicine, and the service ended or not. */
const summaryOf = (serviceEndedOn: string | null) =>
  ({
    client: row(CLIENT, { status: 'Active' }),
    name: 'Mrs Margaret (Peggy) Hughes',
    medications: [current],
    lifecycle: {
      serviceEndedOn,
      serviceEndReason: null,
      serviceEndNote: null,
      inHospitalSince: null,
      hospital: null,
    },
  }) as unknown as ClientSummary;

function routesOf(serviceEndedOn: string | null) {
  return {
    [`GET ${BASE}/sections`]: () => ok(sections),
    [`GET ${BASE}/summary`]: () => ok(summaryOf(serviceEndedOn)),
    [`GET ${LIST}`]: () => ok(page([current, stopped])),
    [`GET ${BASE}`]: () => ok(row(CLIENT, { surname: 'Hughes' })),
    [`POST ${BASE}/medications/m1/stop`]: () => ok({ id: 'm1' }, 'Medicine stopped.'),
  };
}

describe('the Medication section of the client file', { timeout: 20_000 }, () => {
  it('offers Stop and Change on the current medicine, as the profile does, and stops it with a reason', async () => {
    const server = recordServer(userWhoMay(['clients', 'client-medications']), routesOf(null));
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/clients/${CLIENT}/edit/medication`);
    const table = await screen.findByRole(
      'table',
      { name: 'Client Medication' },
      { timeout: 10_000 },
    );
    await within(table).findByRole('button', { name: 'Stop Bisoprolol 5 mg' });
    expect(within(table).getByRole('button', { name: 'Change Bisoprolol 5 mg' })).toBeTruthy();
    // A medicine already stopped has nothing to stop or change.
    expect(within(table).queryByRole('button', { name: /Amoxicillin/ })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Stop Bisoprolol 5 mg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Bisoprolol 5 mg' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'GP review');
    await user.click(within(dialog).getByRole('button', { name: 'Stop medicine' }));
    await waitFor(() =>
      expect(server.calls('POST', `${BASE}/medications/m1/stop`)).toHaveLength(1),
    );
    expect(server.calls('POST', `${BASE}/medications/m1/stop`)[0]?.body).toMatchObject({
      reason: 'GP review',
    });
    // The list is read again, showing the medicine as the server now has it.
    await waitFor(() => expect(server.calls('GET', LIST).length).toBeGreaterThan(1));
  });

  it('offers neither once the service has ended, nor to someone who may only read', async () => {
    const cases: [string | null, string[]][] = [
      ['2025-03-01', ['read', 'update']],
      [null, ['read']],
    ];
    for (const [ended, actions] of cases) {
      const server = recordServer(
        userWhoMay(['clients', 'client-medications'], actions),
        routesOf(ended),
      );
      const { unmount } = renderApp(`/app/clients/${CLIENT}/edit/medication`);
      const table = await screen.findByRole(
        'table',
        { name: 'Client Medication' },
        { timeout: 10_000 },
      );
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      if (actions.includes('update')) {
        await waitFor(() => expect(server.calls('GET', `${BASE}/summary`)).toHaveLength(1));
      }
      // Answers already in hand are drawn before the next task.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(table).queryByRole('button', { name: /^(Stop|Change) / })).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
