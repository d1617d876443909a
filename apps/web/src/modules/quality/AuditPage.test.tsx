import type { AuditListItem } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, officeUser, ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { auditActionLabel, auditQueryOf, NO_FILTERS, ukDateToIso } from './audit-filters';

beforeAll(async () => {
  // The page is a lazy chunk: loaded once here so the first test stays within its timeout.
  await import('./AuditPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLIENT_ID = '6f1c2d3e-0000-4000-8000-000000000001';

const ENTRIES: AuditListItem[] = [
  {
    id: 2,
    at: '2025-07-14T23:30:00Z',
    action: 'export',
    actorId: 'u2',
    actorName: 'Priya Shah',
    actorEmail: 'priya@care360.test',
    recordType: 'clients',
    recordKind: 'Client',
    recordId: null,
    recordTitle: null,
    changes: { format: 'CSV', rows: 60 },
  },
  {
    id: 1,
    at: '2025-07-14T09:00:00Z',
    action: 'read',
    actorId: 'u3',
    actorName: 'Tom Fletcher',
    actorEmail: 'tom@care360.test',
    recordType: 'clients',
    recordKind: 'Client',
    recordId: CLIENT_ID,
    recordTitle: 'Hughes',
    changes: null,
  },
];

function serve() {
  return fakeServer({
    'GET /api/v1/user': () => ok({ data: { ...officeUser, userPermissions: ['audit.read'] } }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    'GET /api/v1/audit': () => ok(page(ENTRIES)),
    'GET /api/v1/audit/actors': (request) =>
      ok({
        items: [
          { id: 'u2', name: 'Priya Shah', email: 'priya@care360.test' },
          { id: 'u3', name: 'Tom Fletcher', email: 'tom@care360.test' },
        ].filter((person) =>
          person.name.toLowerCase().includes((request.query.get('search') ?? '').toLowerCase()),
        ),
      }),
  });
}

/** The list, once the app shell and the page (both loaded on demand) have rendered. */
const auditTable = () => screen.findByRole('table', { name: 'Audit trail' }, { timeout: 10_000 });

/** The query of the latest list call. */
function lastListQuery(server: ReturnType<typeof serve>) {
  const calls = server.calls('GET', '/api/v1/audit');
  const query = calls.at(-1)?.query ?? new URLSearchParams();
  return Object.fromEntries([...query].filter(([key]) => !['limit', 'cursor'].includes(key)));
}

// Whole-page renders that type into several filters: the project's 30 s ceiling, not less.
describe('AuditPage', () => {
  it('shows people and records by name, not ids', async () => {
    serve();
    renderApp('/app/audit');
    const table = await auditTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByText('Priya Shah')
        .getAttribute('title'),
    ).toBe('priya@care360.test');
    expect(within(rows[0] as HTMLElement).getByText('priya@care360.test')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Exported')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('15/07/2025 00:30')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Hughes')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Viewed')).toBeTruthy();
    expect(table.textContent).not.toContain(CLIENT_ID);
    expect(table.textContent).not.toContain('u3');
  });

  it('filters by person, by record and by UK dates on the server', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/app/audit');
    await auditTable();

    const person = screen.getByRole('combobox', { name: 'Person' });
    await user.click(person);
    await user.type(person, 'tom');
    await user.click(await screen.findByRole('option', { name: /Tom Fletcher/ }));
    await waitFor(() => expect(lastListQuery(server)).toEqual({ actorId: 'u3' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record' }), 'Client');
    await waitFor(() =>
      expect(lastListQuery(server)).toEqual({ actorId: 'u3', recordType: 'clients' }),
    );

    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/07/2025');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '14/07/2025');
    await waitFor(() =>
      expect(lastListQuery(server)).toEqual({
        actorId: 'u3',
        recordType: 'clients',
        from: '2025-07-01',
        to: '2025-07-14',
      }),
    );

    // Only this one client's entries, from its row.
    await user.click(screen.getByRole('button', { name: 'Only entries about Client Hughes' }));
    await waitFor(() => expect(lastListQuery(server).recordId).toBe(CLIENT_ID));
    expect(screen.getByText(/Showing only Client/).textContent).toContain('Hughes');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListQuery(server)).toEqual({}));
  });

  it('says what is wrong with a date and does not send it', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/app/audit');
    await auditTable();
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.type(from, '31/02/2025');
    await user.tab();
    expect(await screen.findByText(/Enter a date as DD\/MM\/YYYY/)).toBeTruthy();
    expect(lastListQuery(server)).toEqual({});
  });

  it('opens on one record from a link', async () => {
    const server = serve();
    renderApp(`/app/audit?recordType=clients&recordId=${CLIENT_ID}`);
    await auditTable();
    expect(lastListQuery(server)).toEqual({ recordType: 'clients', recordId: CLIENT_ID });
    expect((await screen.findByText(/Showing only Client/)).textContent).toContain('Hughes');
  });
});

describe('audit filters', () => {
  it('turns UK dates into ISO days and refuses days that do not exist', () => {
    expect(ukDateToIso('1/7/2025')).toBe('2025-07-01');
    expect(ukDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(ukDateToIso('29/02/2025')).toBeNull();
    expect(ukDateToIso('2025-07-01')).toBeNull();
    expect(ukDateToIso('01/01/0001')).toBeNull();
  });

  it('leaves out a range that ends before it starts, and a record id without its type', () => {
    expect(
      auditQueryOf({ ...NO_FILTERS, from: '02/07/2025', to: '01/07/2025', recordId: 'x' }),
    ).toEqual({
      params: { from: '2025-07-02' },
      errors: { to: 'The "to" date must be on or after the "from" date.' },
    });
  });

  it('names actions in words', () => {
    expect(auditActionLabel('permission.refused')).toBe('Refused: no permission');
    expect(auditActionLabel('auth.login-failed')).toBe('Auth login failed');
  });
});
