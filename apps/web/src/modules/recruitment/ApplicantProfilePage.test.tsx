import type { ClearanceAnswer } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/**
 * The applicant profile's Cleared to start panel: each missing check in words
 * with the way to fix it, Clear to start only once nothing is missing, and the override offered
 * to managers alone.
 */

beforeAll(async () => {
  await import('./ApplicantProfilePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const ID = 'a1';
const BASE = `/api/v1/applicants/${ID}`;
const GAP = 'Employment gap 03/2021–08/2021 not explained';

const missing = (items: string[]): ClearanceAnswer => ({
  cleared: items.length === 0,
  missing: items,
  expiring: [],
  notes: [],
  stage: 'Checks',
  clearedOn: null,
  override: null,
  refusals: items,
});

function profileServer(permissions: string[], clearance: () => ClearanceAnswer) {
  const user = userWhoMay(['applicants'], ['read', 'update']);
  user.userPermissions.push(...permissions);
  return recordServer(user, {
    [`GET ${BASE}`]: () =>
      ok(
        row(ID, {
          forename: 'Jo',
          surname: 'Bloggs',
          branch: 'b1',
          stage: 'Checks',
          appliedOn: '2026-10-01',
          email: 'jo@example.co.uk',
          criminalRecord: 'no',
          spentConvictions: 'yes',
          spentConvictionsDetails: null,
          _withheld: { criminalRecordDetails: false, spentConvictionsDetails: true },
        }),
      ),
    [`GET ${BASE}/reveal/spentConvictionsDetails`]: () => ok({ value: 'Theft, 2014: a fine.' }),
    [`GET ${BASE}/clearance`]: () => ok(clearance()),
    [`GET ${BASE}/applicant-references`]: () =>
      ok(
        page([
          row('r1', {
            refereeName: 'Ann Boss',
            type: 'Employer',
            requestState: 'Received',
            satisfactory: 'Yes',
          }),
        ]),
      ),
    [`GET ${BASE}/applicant-interviews`]: () => ok(page([])),
    [`POST ${BASE}/clear`]: () => {
      const now = clearance();
      return now.cleared
        ? ok({ ...now, stage: 'Cleared' }, 'Cleared to start.')
        : refused(422, `Not cleared to start yet: ${now.missing.join('; ')}.`);
    },
  });
}

describe('the cleared-to-start panel', { timeout: 30_000 }, () => {
  it('names each missing check with a link to fix it, and keeps Clear to start disabled', async () => {
    profileServer([], () => missing([GAP, 'DBS certificate not recorded']));
    renderApp(`/app/applicants/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Jo Bloggs' }, { timeout: 10_000 });
    const panel = await screen.findByRole('region', { name: 'Cleared to start' });
    expect(within(panel).getByText(GAP)).toBeTruthy();
    const fixes = within(panel).getAllByRole('link', { name: 'Fix' });
    expect(fixes.map((link) => link.getAttribute('href'))).toEqual([
      `/app/applicants/${ID}/edit/gap-explanations`,
      `/app/applicants/${ID}/edit/dbs`,
    ]);
    const clear = within(panel).getByRole('button', { name: 'Clear to start' });
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    expect(clear.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(panel).getByText('2 checks are still missing.')).toBeTruthy();
    // Only a manager (applicant-clearance-overrides.create) is offered the override.
    expect(within(panel).queryByRole('button', { name: 'Override' })).toBeNull();
    // The references show with their state.
    expect(await screen.findByText(/Received, satisfactory: Yes/)).toBeTruthy();
  });

  it('shows the convictions declared, the details only when asked for', async () => {
    const server = profileServer([], () => missing([]));
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${ID}`);
    const card = await screen.findByRole(
      'region',
      { name: 'Convictions declared' },
      { timeout: 10_000 },
    );
    const answerTo = (label: string) =>
      within(card).getByText(label).nextElementSibling?.textContent ?? '';
    expect(answerTo('Unspent convictions or cautions')).toMatch(/^No/);
    expect(answerTo('Spent convictions not protected')).toMatch(/^Yes/);
    expect(within(card).queryByText('Theft, 2014: a fine.')).toBeNull();
    expect(server.calls('GET', `${BASE}/reveal/spentConvictionsDetails`)).toHaveLength(0);
    await user.click(
      within(card).getByRole('button', { name: 'Show the spent conviction details' }),
    );
    expect(await within(card).findByText('Theft, 2014: a fine.')).toBeTruthy();
    expect(server.calls('GET', `${BASE}/reveal/spentConvictionsDetails`)).toHaveLength(1);
    // No details were given for the unspent question: nothing to show.
    expect(within(card).queryByRole('button', { name: 'Show the conviction details' })).toBeNull();
  });

  it('leads to the letters, on the office’s letterhead, and the emails', async () => {
    profileServer([], () => missing([]));
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Jo Bloggs' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Letters and emails' }));
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href');
    expect(href('Print Interview')).toBe(`/app/${ID}/print-interview/b1`);
    expect(href('Print Enhanced DBS Form')).toBe(`/app/${ID}/print-enhanced-dbs-form`);
    expect(href('Training Email')).toBe(`/app/${ID}/training-email`);
  });

  it('clears once nothing is missing', async () => {
    let cleared = false;
    const server = profileServer([], () =>
      cleared ? { ...missing([]), stage: 'Cleared', clearedOn: '2026-11-26' } : missing([]),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${ID}`);
    const panel = await screen.findByRole(
      'region',
      { name: 'Cleared to start' },
      { timeout: 10_000 },
    );
    expect(within(panel).getByText('Every pre-employment check holds.')).toBeTruthy();
    const clear = within(panel).getByRole('button', { name: 'Clear to start' });
    expect((clear as HTMLButtonElement).disabled).toBe(false);
    cleared = true;
    await user.click(clear);
    await waitFor(() => expect(server.calls('POST', `${BASE}/clear`)).toHaveLength(1));
    expect(await within(panel).findByText('Cleared to start on 26/11/2026.')).toBeTruthy();
  });

  it('offers a manager the override, asking for a reason and a risk assessment', async () => {
    profileServer(['applicant-clearance-overrides.create'], () => missing([GAP]));
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${ID}`);
    const panel = await screen.findByRole(
      'region',
      { name: 'Cleared to start' },
      { timeout: 10_000 },
    );
    await user.click(within(panel).getByRole('button', { name: 'Override' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Override: clear before every check holds',
    });
    expect(within(dialog).getByRole('textbox', { name: /Why they may start/ })).toBeTruthy();
    expect(within(dialog).getByText(/Risk assessment/)).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: /^Covers the interview/ })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Conditions of starting/ })).toBeTruthy();
  });

  it('keeps Clear to start refused, with the reason, when the override does not name the interview', async () => {
    const interview = 'Interview not yet held';
    profileServer([], () => ({
      ...missing([interview]),
      override: {
        id: '00000000-0000-4000-8000-000000000001',
        reason: 'Experienced carer',
        interviewWaived: false,
        conditions: 'Shadowing only',
        approvedByName: 'Priya Shah',
        at: '2026-11-26T10:00:00.000Z',
      },
      refusals: [interview, "The manager's override does not name the interview"],
    }));
    renderApp(`/app/applicants/${ID}`);
    const panel = await screen.findByRole(
      'region',
      { name: 'Cleared to start' },
      { timeout: 10_000 },
    );
    const clear = within(panel).getByRole('button', { name: 'Clear to start' });
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(panel).getByText(
        "Refused: Interview not yet held; The manager's override does not name the interview.",
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Conditions: Shadowing only')).toBeTruthy();
  });
});
