import { WORKLIST_GROUPS, type Worklist } from '@care360/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tellLiveListeners } from '../../platform/live/LiveEvents';
import { alertSaying, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { boardTitleOf, NEW_ALERT_GATHER_MS } from './NewAlertWatcher';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noWork: Worklist = {
  clientsVisible: false,
  today: '2026-11-23',
  groups: Object.fromEntries(WORKLIST_GROUPS.map((group) => [group.key, []])) as never,
  counts: Object.fromEntries(WORKLIST_GROUPS.map((group) => [group.key, 0])) as never,
};

const created = (recordId: string) => ({ kind: 'alerts', action: 'created', recordId });

describe('the new-alert popup', { timeout: 30_000 }, () => {
  it('names the board of each source', () => {
    expect(boardTitleOf('Late visit')).toBe('Client Visits');
    expect(boardTitleOf('Medicine refused')).toBe('Client Medications');
    expect(boardTitleOf('Stock low')).toBe('Office Employee Alerts');
  });

  it('tells someone working elsewhere of new alerts in one popup, not a flood', async () => {
    const server = recordServer(userWhoMay(['alerts'], ['read']), {
      'GET /api/v1/worklist': () => ok(noWork),
      'GET /api/v1/alerts/a3': () =>
        ok({
          id: 'a3',
          subject: 'Missed: Janet Armitage at Margaret Holroyd',
          source: 'Missed visit',
        }),
    });
    renderApp('/app');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      tellLiveListeners(created('a1'));
      tellLiveListeners(created('a2'));
      tellLiveListeners(created('a3'));
      tellLiveListeners({ kind: 'clients', action: 'created', recordId: 'c1' });
    });
    const popup = await waitFor(
      () => alertSaying('Missed: Janet Armitage at Margaret Holroyd (and 2 more)'),
      { timeout: NEW_ALERT_GATHER_MS + 3_000 },
    );
    expect(popup.getAttribute('data-type')).toBe('danger');
    expect(within(popup).getByText('Client Visits')).toBeTruthy();
    // One read for the three alerts: the newest names them.
    expect(server.calls('GET', '/api/v1/alerts/a3')).toHaveLength(1);
    expect(server.calls('GET', '/api/v1/alerts/a1')).toHaveLength(0);
  });

  it('says nothing to someone who may not read alerts', async () => {
    const server = recordServer(userWhoMay(['users'], ['read']), {
      'GET /api/v1/worklist': () => ok(noWork),
    });
    renderApp('/app');
    await screen.findByRole('heading', { level: 1 });
    act(() => tellLiveListeners(created('a9')));
    await new Promise((resolve) => setTimeout(resolve, NEW_ALERT_GATHER_MS + 200));
    await waitFor(() => expect(server.calls('GET', '/api/v1/alerts/a9')).toHaveLength(0));
  });
});
