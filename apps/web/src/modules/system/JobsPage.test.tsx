import type { JobLine } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const job = (over: Partial<JobLine>): JobLine => ({
  id: '1',
  task: 'staff.compliance',
  title: 'Staff compliance pass',
  status: 'queued',
  jobKey: null,
  attempts: 0,
  maxAttempts: 5,
  error: null,
  at: '2026-07-14T23:30:00Z',
  canRetry: false,
  canCancel: true,
  ...over,
});

const FAILED = job({
  id: '7',
  task: 'recruitment.reference-chasing',
  title: 'Reference chasing',
  status: 'failed',
  attempts: 5,
  error: 'The mail server refused the message.',
  canRetry: true,
});
const DONE = job({
  id: 'r1',
  at: '2026-07-13T08:00:00Z',
  status: 'done',
  attempts: 1,
  maxAttempts: null,
  canCancel: false,
});

function serve(permissions: string[]) {
  let retried = false;
  const server = fakeServer({
    'GET /api/v1/user': () => ok({ data: { ...officeUser, userPermissions: permissions } }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    'GET /api/v1/jobs': (request) => {
      const status = request.query.get('status');
      const all = [
        retried ? { ...FAILED, status: 'queued', error: null, canRetry: false } : FAILED,
        DONE,
      ];
      return ok({ items: all.filter((line) => !status || line.status === status) });
    },
    'POST /api/v1/jobs/7/retry': () => {
      retried = true;
      return ok(null, 'Reference chasing will run again shortly.');
    },
  });
  return server;
}

describe('JobsPage', () => {
  it('shows failed jobs with their error, filters by status, and retries after asking', async () => {
    const server = serve(['jobs.read', 'jobs.update']);
    const user = userEvent.setup();
    renderApp('/app/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(table).getByText('The mail server refused the message.')).toBeTruthy();
    expect(within(table).getByText('15/07/2026 00:30')).toBeTruthy();
    expect(within(table).getByText('5 of 5')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'done');
    await waitFor(() => expect(screen.queryByText('Reference chasing')).toBeNull());
    expect(screen.getByText('Staff compliance pass')).toBeTruthy();
    expect(server.calls('GET', '/api/v1/jobs').at(-1)?.query.get('status')).toBe('done');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');

    await user.click(await screen.findByRole('button', { name: 'Retry Reference chasing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this job again?' });
    // Nothing is sent until the administrator confirms.
    expect(server.calls('POST', '/api/v1/jobs/7/retry')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/jobs/7/retry')).toHaveLength(1));
    expect(await screen.findByText('Reference chasing will run again shortly.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry Reference chasing' })).toBeNull(),
    );
  });

  it('shows no Retry or Cancel to a reader who may not change jobs', async () => {
    serve(['jobs.read']);
    renderApp('/app/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(table).getByText('Reference chasing')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
