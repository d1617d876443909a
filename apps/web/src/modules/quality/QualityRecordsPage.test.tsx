import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./QualityRecordsPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const empty = (kind: string, title: string, path: string) => ({
  kind,
  title,
  path: `quality-assurance/${path}`,
  total: 0,
  items: [],
});

function serve(registers: object[]) {
  return recordServer(userWhoMay(['clients']), {
    'GET /api/v1/clients/c1': () => ok(row('c1', { forename: 'Margaret', surname: 'Hughes' })),
    'GET /api/v1/clients/c1/sections': () =>
      ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
    'GET /api/v1/clients/c1/quality-records': () => ok({ registers }),
  });
}

describe('a client’s quality records', { timeout: 30_000 }, () => {
  it('lists the entries that name the client by register, each opening in its register', async () => {
    serve([
      {
        kind: 'incidents',
        title: 'Incidents and Accidents',
        path: 'quality-assurance/incident-and-accidents',
        total: 51,
        items: [
          {
            id: 'i1',
            title: 'Fall in the bathroom',
            on: '2026-10-19',
            status: 'Closed',
            harm: 'Low',
            as: 'Client',
          },
          {
            id: 'i2',
            title: 'Found on the floor by the bed',
            on: '2026-10-21',
            status: 'Draft',
            harm: 'None',
            as: 'Client',
          },
        ],
      },
      empty('safeguardings', 'Safeguardings', 'safeguardings'),
      {
        kind: 'compliments',
        title: 'Compliments',
        path: 'quality-assurance/compliments',
        total: 1,
        items: [
          {
            id: 'k1',
            title: 'District nurse',
            on: '2026-11-23',
            status: null,
            harm: null,
            as: 'Client',
          },
        ],
      },
    ]);
    renderApp('/app/clients/c1/edit/quality-records');
    const incidents = await screen.findByRole('region', { name: 'Incidents and Accidents (51)' });
    const fall = within(incidents).getByRole('row', { name: /Fall in the bathroom/ });
    expect(within(fall).getByText('19/10/2026')).toBeTruthy();
    expect(within(fall).getByText('Low')).toBeTruthy();
    expect(within(fall).getByText('Closed')).toBeTruthy();
    // A draft from a carer's phone reads apart from a closed entry: not the closed green.
    const draft = within(incidents).getByRole('row', { name: /Found on the floor/ });
    const badge = (row: HTMLElement, text: string) =>
      within(row).getByText(text).closest('.mantine-Badge-root')?.getAttribute('style') ?? '';
    expect(badge(draft, 'Draft')).toContain('blue');
    expect(badge(fall, 'Closed')).toContain('teal');
    expect(
      within(fall).getByRole('link', { name: 'Fall in the bathroom' }).getAttribute('href'),
    ).toBe('/app/quality-assurance/incident-and-accidents/i1/edit');
    // More than the page shows: the register has them all.
    expect(within(incidents).getByText(/The newest 50 are shown/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Compliments (1)' })).toBeTruthy();
    // A register with nothing about the client is left out.
    expect(screen.queryByRole('region', { name: /Safeguardings/ })).toBeNull();
    expect(document.title).toBe('care360 - Client Quality Records');
  });

  it('says so when no register names the client', async () => {
    serve([empty('complaints', 'Complaints', 'complaints')]);
    renderApp('/app/clients/c1/edit/quality-records');
    expect(await screen.findByText(/No incident, concern, complaint/)).toBeTruthy();
  });
});
