import type { AuditSourceList } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastQuery, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./AuditSourcePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const LIST = '/api/v1/audits/sources/disciplinary';

const answer: AuditSourceList = {
  source: {
    key: 'disciplinary',
    title: 'Audits - Carer Disciplinary',
    noun: 'disciplinary matter',
    group: 'carers',
    recordPath: 'carers/{person}/edit/disciplinary',
    columns: [
      { key: 'type', label: 'Type' },
      { key: 'outcome', label: 'Outcome' },
    ],
    dateLabel: 'Date',
    suggestedNextAudit: null,
  },
  total: 2,
  overdue: 1,
  page: 1,
  limit: 25,
  items: [
    {
      id: '7f1c0b8e-3c1a-4c2e-9a57-0d6f1e2a3b4c',
      personId: 'c1',
      person: 'Janet Armitage',
      on: '2026-09-01',
      values: { type: 'Verbal warning', outcome: 'Warning given' },
      audits: 0,
      latest: null,
      dueOn: '2026-10-01',
      overdue: true,
    },
    {
      id: '2b7e1d3c-8f4a-4b6e-9c1d-5a2f3e4b6c7d',
      personId: 'c2',
      person: 'Comfort Boateng',
      on: '2026-11-20',
      values: { type: 'Investigation', outcome: 'Pending' },
      audits: 1,
      latest: {
        id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
        version: 1,
        auditedOn: '2026-11-24',
        auditedBy: 'Priya Shah',
        outcome: 'Actions required',
        findings: 'Unsigned.',
        actions: 'Sign it at the next supervision.',
        actionOwner: 'Tom Fletcher',
        actionsDueOn: '2026-12-08',
        nextAuditDue: null,
      },
      dueOn: null,
      overdue: false,
    },
  ],
};

/** The signed-in auditor, whose id the form offers as who audited (a real uuid, as stored). */
const ME = '5f0e4d3c-2b1a-4098-8776-655443322110';

function serve(actions?: string[]) {
  return recordServer(
    { ...userWhoMay(['record-audits'], actions), id: ME },
    {
      [`GET ${LIST}`]: () => ok(answer),
      'GET /api/v1/record-audits/options/auditedBy': () =>
        ok(page([{ id: ME, title: 'Amara Okafor' }])),
      'GET /api/v1/record-audits/options/actionOwner': () => ok(page([])),
      [`POST ${LIST}/${answer.items[0]?.id}`]: () => ({
        status: 201,
        body: { status: true, message: '', data: { id: 'a1', version: 1 }, errors: {} },
      }),
    },
  );
}

describe('an Audits list', { timeout: 30_000 }, () => {
  it('shows each record with its last audit and when it is next due, the overdue marked', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/app/audits/carers/disciplinary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audits - Carer Disciplinary' }),
    ).toBeTruthy();
    expect(document.title).toBe('care360 - Audits - Carer Disciplinary');
    expect(screen.getByText('1 overdue for audit.')).toBeTruthy();
    const janet = screen.getByRole('row', { name: /Janet Armitage/ });
    expect(within(janet).getByRole('link', { name: '01/09/2026' }).getAttribute('href')).toBe(
      `/app/carers/c1/edit/disciplinary/${answer.items[0]?.id}/edit`,
    );
    expect(within(janet).getByText('Not audited')).toBeTruthy();
    expect(within(janet).getByText('Overdue')).toBeTruthy();
    expect(within(janet).getByRole('link', { name: 'Janet Armitage' }).getAttribute('href')).toBe(
      '/app/carers/c1',
    );
    const comfort = screen.getByRole('row', { name: /Comfort Boateng/ });
    expect(within(comfort).getByText('Actions required')).toBeTruthy();
    expect(within(comfort).getByText(/Tom Fletcher\) by 08\/12\/2026/)).toBeTruthy();
    expect(within(comfort).queryByText('Overdue')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Overdue' }));
    await waitFor(() => expect(lastQuery(server, 'GET', LIST).state).toBe('overdue'));
  });

  it('records an audit of one record with the audit’s own form', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/app/audits/carers/disciplinary');
    const janet = await screen.findByRole('row', { name: /Janet Armitage/ });
    await user.click(within(janet).getByRole('button', { name: 'Record audit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Audit of the disciplinary matter of Janet Armitage',
    });
    // Not passed, and no actions: the declaration's rule refuses it before anything is sent.
    await user.type(within(dialog).getByRole('textbox', { name: 'Audited on' }), '20/11/2026');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Outcome' }), 'Fail');
    await user.type(within(dialog).getByRole('textbox', { name: 'Findings' }), 'Not signed.');
    await user.click(within(dialog).getByRole('button', { name: 'Record audit' }));
    expect(await within(dialog).findByText(/Say what will be done/)).toBeTruthy();
    expect(server.calls('POST', `${LIST}/${answer.items[0]?.id}`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Outcome' }), 'Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Record audit' }));
    await waitFor(() =>
      expect(server.calls('POST', `${LIST}/${answer.items[0]?.id}`)).toHaveLength(1),
    );
    expect(server.calls('POST', `${LIST}/${answer.items[0]?.id}`)[0]?.body).toMatchObject({
      auditedBy: ME,
      auditedOn: '2026-11-20',
      outcome: 'Pass',
      findings: 'Not signed.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no audit to record to a reader who may not record one', async () => {
    serve(['read']);
    renderApp('/app/audits/carers/disciplinary');
    expect(await screen.findByRole('row', { name: /Janet Armitage/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record audit' })).toBeNull();
  });
});
