import type { TrackerBoard } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/** The recruitment tracker's board (spec §2.5): a column per stage, cards, Move to… on each. */

beforeAll(async () => {
  await import('./TrackerBoardPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const BOARD: TrackerBoard = {
  items: [
    {
      id: 'a1',
      name: 'Jo Bloggs',
      branchName: 'Leeds Central',
      source: 'Indeed',
      stage: 'Checks',
      daysInStage: 3,
      nextMissing: 'DBS certificate not recorded',
    },
    {
      id: 'a2',
      name: 'Sam Smith',
      branchName: 'Harrogate',
      source: null,
      stage: 'Applied',
      daysInStage: 1,
      nextMissing: null,
    },
  ],
  counts: {
    Applied: 1,
    Shortlisted: 0,
    Interview: 0,
    References: 0,
    Checks: 1,
    Contract: 0,
    Cleared: 0,
    Rejected: 0,
  },
};

describe('the recruitment board', { timeout: 30_000 }, () => {
  it('shows a column per stage and a card per applicant, each opening the profile', async () => {
    recordServer(userWhoMay(['applicants'], ['read']), {
      'GET /api/v1/recruitment-tracker/board': () => ok(BOARD),
    });
    renderApp('/app/recruitment-tracker');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Recruitment Tracker' },
      { timeout: 10_000 },
    );
    const checks = await screen.findByRole('region', { name: 'Checks' });
    const card = within(checks).getByRole('listitem', { name: 'Jo Bloggs' });
    expect(within(card).getByRole('link', { name: 'Jo Bloggs' }).getAttribute('href')).toBe(
      '/app/applicants/a1',
    );
    expect(within(card).getByText('3 days in Checks')).toBeTruthy();
    expect(within(card).getByText('Next: DBS certificate not recorded')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Applied',
      'Shortlisted',
      'Interview',
      'References',
      'Checks',
      'Contract',
      'Cleared',
      'Rejected',
    ]);
    // Someone who may only read moves nothing.
    expect(within(card).queryByRole('button', { name: /Move Jo Bloggs/ })).toBeNull();
    // The public application form's address, for the agency's website and adverts.
    expect(
      screen.getByRole('link', { name: /\/applicant-form\?organisation=o1$/ }).getAttribute('href'),
    ).toBe(`${window.location.origin}/applicant-form?organisation=o1`);
  });

  it('moves a card with the keyboard through Move to…, never to Cleared', async () => {
    const server = recordServer(userWhoMay(['applicants'], ['read', 'update']), {
      'GET /api/v1/recruitment-tracker/board': () => ok(BOARD),
      'GET /api/v1/applicants/a1': () =>
        ok(row('a1', { forename: 'Jo', surname: 'Bloggs', stage: 'Checks' }, 4)),
      'PUT /api/v1/applicants/a1': (request) =>
        ok(row('a1', { ...(request.body as object), stage: 'Contract' }, 5)),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/recruitment-tracker');
    const move = await screen.findByRole(
      'button',
      { name: 'Move Jo Bloggs to…' },
      { timeout: 10_000 },
    );
    move.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const stages = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(stages).not.toContain('Cleared');
    expect(stages).not.toContain('Checks');
    await user.click(within(menu).getByRole('menuitem', { name: 'Contract' }));
    await waitFor(() => expect(server.calls('PUT', '/api/v1/applicants/a1')).toHaveLength(1));
    const [put] = server.calls('PUT', '/api/v1/applicants/a1');
    expect(put?.body).toMatchObject({ stage: 'Contract', version: 4, forename: 'Jo' });
    expect(put?.body).not.toHaveProperty('_titles');
  });
});

describe('rejecting from the board', { timeout: 30_000 }, () => {
  it('asks why, and saves the reason with the move', async () => {
    const server = recordServer(userWhoMay(['applicants'], ['read', 'update']), {
      'GET /api/v1/recruitment-tracker/board': () => ok(BOARD),
      'GET /api/v1/applicants/a1': () =>
        ok(row('a1', { forename: 'Jo', surname: 'Bloggs', stage: 'Checks' }, 4)),
      'PUT /api/v1/applicants/a1': (request) =>
        ok(row('a1', request.body as Record<string, unknown>, 5)),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/recruitment-tracker');
    await user.click(
      await screen.findByRole('button', { name: 'Move Jo Bloggs to…' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the applicant' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Say why the applicant is not going ahead.'),
    ).toBeTruthy();
    expect(server.calls('PUT', '/api/v1/applicants/a1')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No right to work');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.calls('PUT', '/api/v1/applicants/a1')).toHaveLength(1));
    expect(server.calls('PUT', '/api/v1/applicants/a1')[0]?.body).toMatchObject({
      stage: 'Rejected',
      rejectionReason: 'No right to work',
    });
  });
});
