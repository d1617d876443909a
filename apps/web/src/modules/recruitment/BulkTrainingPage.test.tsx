import type { TrackerBoard } from '@care360/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/** Bulk training (spec §2.5): a branch's ready applicants chosen and booked onto one session. */

beforeAll(async () => {
  await import('./BulkTrainingPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const card = (id: string, name: string, stage: TrackerBoard['items'][number]['stage']) => ({
  id,
  name,
  branchName: 'Leeds Central',
  source: null,
  stage,
  daysInStage: 2,
  nextMissing: null,
});

const BOARD: TrackerBoard = {
  items: [card('a1', 'Jo Bloggs', 'Contract'), card('a2', 'Sam Smith', 'Applied')],
  counts: {
    Applied: 1,
    Shortlisted: 0,
    Interview: 0,
    References: 0,
    Checks: 0,
    Contract: 1,
    Cleared: 0,
    Rejected: 0,
  },
};

describe('bulk training', { timeout: 30_000 }, () => {
  it("offers the branch's applicants at Contract or Cleared and books the chosen", async () => {
    const server = recordServer(
      userWhoMay(['applicants', 'applicant-training-bookings'], ['read', 'update']),
      {
        'GET /api/v1/recruitment-tracker/board': () => ok(BOARD),
        'POST /api/v1/recruitment-tracker/bulk-training/b1': () =>
          ok({ booked: 1, emailed: 1 }, '1 applicant booked and emailed.'),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/app/recruitment-tracker/bulktraining/b1');
    const jo = await screen.findByRole(
      'checkbox',
      { name: 'Jo Bloggs (Contract)' },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('checkbox', { name: /Sam Smith/ })).toBeNull();
    await user.click(jo);
    await user.type(screen.getByRole('textbox', { name: /^Course/ }), 'Moving and handling');
    await user.type(screen.getByRole('textbox', { name: /^Where/ }), 'Training room');
    await user.click(screen.getByRole('button', { name: 'Book and email invitations' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/v1/recruitment-tracker/bulk-training/b1')).toHaveLength(1),
    );
    expect(await screen.findByText('1 applicant booked and emailed.')).toBeTruthy();
    const [post] = server.calls('POST', '/api/v1/recruitment-tracker/bulk-training/b1');
    expect(post?.body).toMatchObject({
      applicantIds: ['a1'],
      course: 'Moving and handling',
      place: 'Training room',
    });
  });
});
