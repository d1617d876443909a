import type { BoardAnswer, BoardRow } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastQuery, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { readFilter, resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { boardFilterName } from './BoardPage';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./BoardPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const VISITS = '/api/v1/live-events/boards/clients.visits';
const HAZARDS = '/api/v1/live-events/boards/clients.hazards';

const late: BoardRow = {
  id: 'a1',
  at: '2026-11-20T09:20:00.000Z',
  severity: 'High',
  subject: 'Late visit: Janet Armitage at Margaret Holroyd',
  detail: '',
  person: 'Margaret Holroyd · Janet Armitage',
  href: '/app/clients/c1',
  branch: 'Leeds Central',
  alert: {
    version: 1,
    source: 'Late visit',
    status: 'Raised',
    assignedTo: null,
    escalation: null,
  },
};

const page = (board: string, items: BoardRow[]): BoardAnswer => ({
  board,
  title: board,
  items,
  nextCursor: null,
  total: items.length,
  totalCapped: false,
});

describe('a live board', { timeout: 30_000 }, () => {
  it('shows its alerts with their state, keeps its filters and acknowledges an alert', async () => {
    const server = recordServer(userWhoMay(['alerts'], ['read', 'update']), {
      [`GET ${VISITS}`]: () => ok(page('clients.visits', [late])),
      'POST /api/v1/alerts/a1/acknowledge': () => ok({}),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/live-events/clients/visits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Visits' })).toBeTruthy();
    expect(document.title).toBe('care360 - Live Events - Client Visits');
    const row = await screen.findByRole('row', { name: /Late visit: Janet Armitage/ });
    expect(within(row).getByText('20/11/2026 09:20')).toBeTruthy();
    expect(within(row).getByText('Raised')).toBeTruthy();
    expect(within(row).getByText('Leeds Central')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /Late visit/ })
        .getAttribute('href'),
    ).toBe('/app/clients/c1');
    expect(lastQuery(server, 'GET', VISITS).open).toBe('true');

    await user.click(screen.getByRole('switch', { name: 'Open only' }));
    await waitFor(() => expect(lastQuery(server, 'GET', VISITS).open).toBe('false'));
    expect(readFilter(boardFilterName({ key: 'clients/visits' }), { open: true }).open).toBe(false);

    await user.click(within(row).getByRole('button', { name: /Acknowledge/ }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/v1/alerts/a1/acknowledge')).toHaveLength(1),
    );
    expect(server.calls('POST', '/api/v1/alerts/a1/acknowledge')[0]?.body).toEqual({
      version: 1,
    });
    expect(await screen.findByText('Alert acknowledged.')).toBeTruthy();
  });

  it('offers no alert actions to someone who may only read alerts', async () => {
    recordServer(userWhoMay(['alerts'], ['read']), {
      [`GET ${VISITS}`]: () => ok(page('clients.visits', [late])),
    });
    renderApp('/app/live-events/clients/visits');
    const row = await screen.findByRole('row', { name: /Late visit: Janet Armitage/ });
    expect(within(row).queryByRole('button', { name: /Acknowledge/ })).toBeNull();
    expect(screen.getByText('You may see these alerts but not act on them.')).toBeTruthy();
  });

  it('says who an unacknowledged alert has been escalated to', async () => {
    const escalated: BoardRow = {
      ...late,
      id: 'a2',
      subject: 'Late visit: Janet Armitage at Edna Pickles',
      alert: { ...(late.alert as NonNullable<BoardRow['alert']>), escalation: 'On-call manager' },
    };
    recordServer(userWhoMay(['alerts'], ['read']), {
      [`GET ${VISITS}`]: () => ok(page('clients.visits', [late, escalated])),
    });
    renderApp('/app/live-events/clients/visits');
    const row = await screen.findByRole('row', { name: /at Edna Pickles/ });
    expect(within(row).getByText('Escalated to on-call manager')).toBeTruthy();
    const notYet = screen.getByRole('row', { name: /at Margaret Holroyd/ });
    expect(within(notYet).queryByText(/Escalated/)).toBeNull();
  });

  it('draws a derived board from its declaration, without alert actions', async () => {
    const hazard: BoardRow = {
      id: 'h1',
      at: '2027-03-10',
      severity: 'High',
      subject: 'Environment: Loose rugs in the hallway',
      detail: 'Rated High, Low once the agreed actions are done.',
      person: "Bridget O'Brien",
      href: '/app/clients/c2/edit/risk-assessment',
      branch: null,
      alert: null,
    };
    recordServer(userWhoMay(['clients', 'client-risk-assessments'], ['read', 'update']), {
      [`GET ${HAZARDS}`]: () => ok(page('clients.hazards', [hazard])),
    });
    renderApp('/app/live-events/clients/hazards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Hazards' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Loose rugs/ });
    expect(within(row).getByText('10/03/2027')).toBeTruthy();
    expect(within(row).getByText("Bridget O'Brien")).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Open only' })).toBeNull();
  });
});
