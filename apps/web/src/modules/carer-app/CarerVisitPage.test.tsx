import type { MyVisitDetail } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordServer } from '../../platform/records/record-test-kit';
import { officeUser, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { fakeIndexedDb } from './fake-indexed-db';

const VISIT = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const DETAIL = `/api/v1/my/visits/${VISIT}`;
const carer = { ...officeUser, userRole: 'care_worker', userPermissions: [] };
const startsAt = new Date(Date.now() - 10 * 60_000).toISOString();

const detail: MyVisitDetail = {
  visit: {
    id: VISIT,
    placeId: '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e',
    clientId: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f',
    clientName: 'Margaret Hughes',
    address: '4 Otley Road, Leeds',
    postcode: 'LS6 2AB',
    visitType: 'Morning call',
    visitDate: startsAt.slice(0, 10),
    startTime: '09:00',
    endTime: '09:45',
    startsAt,
    endsAt: new Date(Date.now() + 35 * 60_000).toISOString(),
    status: 'In progress',
    cancellationReason: null,
    checkedInAt: null,
    checkedOutAt: null,
  },
  keyFacts: {
    preferredName: 'Peggy',
    accessNotes: null,
    hasKeySafe: false,
    allergies: 'Penicillin',
    dnacpr: null,
    respect: null,
    emergencyFormsKept: null,
    communicationNeeds: [],
    communication: null,
    risks: [],
  },
  tasks: ['Prompt medicines', 'Make breakfast'],
  taskOutcomes: [
    {
      index: 0,
      task: 'Prompt medicines',
      outcome: 'Done',
      note: null,
      recordedAt: startsAt,
      recordedBy: 'Jo Bloggs',
    },
  ],
  medicines: [],
  lastNotes: [],
  keySafeOpensAt: startsAt,
};

/** The carer's visit, with the phone off signal for writes while `offline.now` holds. */
function carerVisit() {
  const server = recordServer(carer, {
    [`GET ${DETAIL}`]: () => ok(detail),
    [`POST ${DETAIL}/tasks/1`]: () => ok({ kind: 'visit-task-outcomes', id: VISIT }),
    [`POST ${DETAIL}/check-in`]: () => ok({ kind: 'visit-carers', id: VISIT }),
  });
  const reach = globalThis.fetch;
  const offline = { now: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (offline.now && init?.method === 'POST') throw new TypeError('Failed to fetch');
      return reach(input, init);
    }),
  );
  renderApp(`/app/carer/visits/${VISIT}`);
  return { server, offline };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', fakeIndexedDb());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('each task of the visit', { timeout: 60_000 }, () => {
  it('shows what was recorded, and records an outcome on the phone while off signal', async () => {
    const { server, offline } = carerVisit();
    offline.now = true;
    const user = userEvent.setup({ delay: null });
    const done = await screen.findByTestId('task-Prompt medicines');
    // What the server holds shows chosen after a reload.
    expect(within(done).getByRole('radio', { name: 'Done' })).toHaveProperty('checked', true);

    const breakfast = screen.getByTestId('task-Make breakfast');
    const outcome = within(breakfast).getByRole('radiogroup', {
      name: 'Outcome of Make breakfast',
    });
    await user.click(within(outcome).getByRole('radio', { name: 'Not done' }));
    const record = within(breakfast).getByRole('button', {
      name: 'Record the outcome of Make breakfast',
    });
    await user.click(record);
    expect(await within(breakfast).findByText('Say why it was not done.')).toBeDefined();
    expect(server.calls('POST', `${DETAIL}/tasks/1`)).toHaveLength(0);

    await user.type(
      within(breakfast).getByLabelText(/Why was “Make breakfast” not done\?/),
      'No bread in the house.',
    );
    await user.click(record);
    expect(await screen.findByText('1 waiting to send')).toBeDefined();
    expect(await within(breakfast).findByText('Not done (waiting to send)')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Not done: Make breakfast recorded.');

    // Signal again: the queue sends it once, with its own key, and nothing waits.
    offline.now = false;
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.queryByText('1 waiting to send')).toBeNull());
    const sent = server.calls('POST', `${DETAIL}/tasks/1`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      task: 'Make breakfast',
      outcome: 'Not done',
      note: 'No bread in the house.',
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^carer-/);
  });
});

describe('the home’s check-in QR code', { timeout: 60_000 }, () => {
  it('takes the typed code, refusing one that cannot be a code, and sends it with the check-in', async () => {
    const { server } = carerVisit();
    const user = userEvent.setup({ delay: null });
    const code = await screen.findByLabelText(/Code under the QR code/);
    await user.type(code, 'ABC');
    expect(await screen.findByText(/That is not a check-in code/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(server.calls('POST', `${DETAIL}/check-in`)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'k7p 3mx q9a rt4');
    expect(
      await screen.findByText('Code K7P-3MX-Q9A-RT4 ready: check in or out now.'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(server.calls('POST', `${DETAIL}/check-in`)).toHaveLength(1));
    expect(server.calls('POST', `${DETAIL}/check-in`)[0]?.body).toMatchObject({
      qrCode: 'K7P3MXQ9ART4',
    });
    await waitFor(() => expect((code as HTMLInputElement).value).toBe(''));
  });

  it('reads the code with the camera where the browser can scan QR codes', async () => {
    const stop = vi.fn();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = vi.fn(async () => [{ rawValue: 'K7P-3MX-Q9A-RT4' }]);
      },
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      carerVisit();
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Scan the home’s QR code' }));
      await waitFor(() =>
        expect((screen.getByLabelText(/Code under the QR code/) as HTMLInputElement).value).toBe(
          'K7P-3MX-Q9A-RT4',
        ),
      );
      // The camera is let go once the code is read.
      await waitFor(() => expect(stop).toHaveBeenCalled());
    } finally {
      play.mockRestore();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
