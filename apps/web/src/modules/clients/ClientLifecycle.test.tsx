import {
  addCalendarDays,
  type ClientSummary,
  endServiceSchema,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/**
 * End service, Archived and Reinstate on the client's profile: the client is
 * archived with a date and a reason, never deleted, and only someone who may archive clients is
 * offered either action.
 */

beforeAll(async () => {
  // Lazy chunk: loaded once here so the first test stays within its timeout.
  await import('./ClientProfilePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CLIENT = 'c1';
const BASE = `/api/v1/clients/${CLIENT}`;
const today = ukCalendarDate();

interface Ended {
  on: string;
  reason: string;
  note: string | null;
}

function summaryOf(ended: Ended | null): ClientSummary {
  return {
    client: row(CLIENT, {
      title: 'Mrs',
      forename: 'Margaret',
      surname: 'Hughes',
      preferredName: 'Peggy',
      dateOfBirth: '1938-05-02',
      status: ended ? 'Ended' : 'Active',
      _titles: {},
    }) as ClientSummary['client'],
    name: 'Mrs Margaret (Peggy) Hughes',
    age: 87,
    alerts: [],
    supportNetwork: [],
    medications: [],
    risks: [],
    reviews: [],
    doseConcerns: { refused: 0, missed: 0, days: 7 },
    recentLogs: null,
    photoFileId: null,
    lifecycle: {
      serviceEndedOn: ended?.on ?? null,
      serviceEndReason: ended?.reason ?? null,
      serviceEndNote: ended?.note ?? null,
      inHospitalSince: null,
      hospital: null,
    },
  };
}

/** A server that checks End service's body with the schema the real one uses. */
function lifecycleServer(actions: string[], start: Ended | null = null) {
  let ended = start;
  return recordServer(userWhoMay(['clients'], actions), {
    [`GET ${BASE}/summary`]: () => ok(summaryOf(ended)),
    [`POST ${BASE}/end-service`]: (request) => {
      const parsed = endServiceSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '_');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        return refused(400, 'Please correct the highlighted fields.', errors);
      }
      ended = { on: parsed.data.endedOn, reason: parsed.data.reason, note: parsed.data.note };
      return ok({ id: CLIENT }, 'The service has ended; the client is archived.');
    },
    [`POST ${BASE}/reinstate`]: () => {
      ended = null;
      return ok({ id: CLIENT }, 'The client is reinstated.');
    },
  });
}

/** The message the server's schema gives for a field of an End service body. */
function schemaMessage(body: Record<string, unknown>, field: string): string {
  const parsed = endServiceSchema.safeParse(body);
  const issue = parsed.error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`The schema accepts ${field} in ${JSON.stringify(body)}.`);
  return issue.message;
}

describe('End service and Reinstate on the client profile', { timeout: 30_000 }, () => {
  it('asks for the date and a reason, archives the client, and offers Reinstate', async () => {
    const server = lifecycleServer(['read', 'update', 'delete']);
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/clients/${CLIENT}`);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Mrs Margaret (Peggy) Hughes' },
      { timeout: 10_000 },
    );
    expect(screen.queryByText('Archived: the service has ended')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'End service' }));
    const dialog = await screen.findByRole('dialog', { name: 'End service' });
    expect(within(dialog).getByText(/archived, not deleted/)).toBeTruthy();
    // The date starts at today; the reason has to be chosen.
    const date = within(dialog).getByRole('textbox', { name: /^Date the service ended/ });
    expect((date as HTMLInputElement).value).toBe(ukDate(today));
    const reason = within(dialog).getByRole('combobox', { name: /^Reason/ });
    expect((reason as HTMLSelectElement).value).toBe('');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose one',
      'Moved to residential care',
      'Died',
      'Hospital long-term',
      'Own choice',
      'Other',
    ]);

    // Without a reason: refused, the message at the field, and the dialog stays open.
    await user.click(within(dialog).getByRole('button', { name: 'End service' }));
    const noReason = schemaMessage({ endedOn: today, reason: null, note: null }, 'reason');
    expect(await within(dialog).findByText(noReason)).toBeTruthy();
    expect(within(dialog).getByText('Not saved')).toBeTruthy();

    // A day that has not come yet: refused at the date (the form itself does not stop it).
    const tomorrow = addCalendarDays(today, 1);
    await user.selectOptions(reason, 'Moved to residential care');
    await user.clear(date);
    await user.type(date, ukDate(tomorrow));
    await user.click(within(dialog).getByRole('button', { name: 'End service' }));
    const future = schemaMessage(
      { endedOn: tomorrow, reason: 'Moved to residential care', note: null },
      'endedOn',
    );
    expect(await within(dialog).findByText(future)).toBeTruthy();
    expect(server.calls('POST', `${BASE}/end-service`)).toHaveLength(2);

    const lastWeek = addCalendarDays(today, -7);
    await user.clear(date);
    await user.type(date, ukDate(lastWeek));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Note/ }),
      'Moved to Oakfield House.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End service' }));
    await waitFor(() => expect(server.calls('POST', `${BASE}/end-service`)).toHaveLength(3));
    expect(server.calls('POST', `${BASE}/end-service`)[2]?.body).toEqual({
      endedOn: lastWeek,
      reason: 'Moved to residential care',
      note: 'Moved to Oakfield House.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The profile is read again and shows the client archived, with Reinstate.
    expect(await screen.findByText('Archived: the service has ended')).toBeTruthy();
    expect(
      screen.getByText(
        new RegExp(`The service ended on ${ukDate(lastWeek)}: moved to residential care\\.`),
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Moved to Oakfield House\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End service' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reinstate client' }));
    await waitFor(() => expect(server.calls('POST', `${BASE}/reinstate`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Archived: the service has ended')).toBeNull());
    expect(await screen.findByRole('button', { name: 'End service' })).toBeTruthy();
  });

  it('offers neither End service nor Reinstate to someone who may not archive clients', async () => {
    const cases: [Ended | null, string][] = [
      [null, 'End service'],
      [{ on: '2025-03-01', reason: 'Died', note: null }, 'Reinstate client'],
    ];
    for (const [ended, action] of cases) {
      const server = lifecycleServer(['read', 'update'], ended);
      const { unmount } = renderApp(`/app/clients/${CLIENT}`);
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Mrs Margaret (Peggy) Hughes' },
        { timeout: 10_000 },
      );
      // The rest of the profile's actions are there; this one is not.
      expect(screen.getByRole('link', { name: 'Hospital pack (PDF)' })).toBeTruthy();
      if (ended) {
        expect(screen.getByText('Archived: the service has ended')).toBeTruthy();
        expect(screen.getByText(/The service ended on 01\/03\/2025: died\./)).toBeTruthy();
      }
      expect(screen.queryByRole('button', { name: action })).toBeNull();
      expect(server.calls('POST', `${BASE}/end-service`)).toHaveLength(0);
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
