import type { QaDashboard } from '@care360/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layChartsOut, shownInRouter, tableRowsOf } from '../../test/charts';
import { EvidencePackLink, QaDashboardReport } from './QaDashboardPage';

layChartsOut();

const B1 = '11111111-1111-4111-8111-111111111111';
const E1 = '33333333-3333-4333-8333-333333333333';

const data: QaDashboard = {
  from: '2025-01-01',
  to: '2025-02-28',
  registers: [
    {
      register: 'incidents',
      label: 'Incidents and Accidents',
      path: '/app/quality-assurance/incident-and-accidents',
      total: 3,
      open: 1,
      closed: 2,
      drafts: 2,
      actions: 2,
      overdueActions: 1,
      averageDaysToClose: 12,
    },
    {
      register: 'compliments',
      label: 'Compliments',
      path: '/app/quality-assurance/compliments',
      total: 2,
      open: null,
      closed: null,
      drafts: null,
      actions: 0,
      overdueActions: 0,
      averageDaysToClose: null,
    },
  ],
  totals: { total: 5, open: 1, closed: 2, overdueActions: 1 },
  byBranch: [
    { branch: B1, branchName: 'Leeds', total: 5, counts: { incidents: 3, compliments: 2 } },
  ],
  byMonth: [
    { month: '2025-01', label: 'Jan 2025', total: 4, counts: { incidents: 2, compliments: 2 } },
    { month: '2025-02', label: 'Feb 2025', total: 1, counts: { incidents: 1, compliments: 0 } },
  ],
  byHarm: ['None', 'Low', 'Moderate', 'Severe', 'Death'].map((harm, i) => ({
    harm: harm as QaDashboard['byHarm'][number]['harm'],
    total: i === 2 ? 3 : 0,
    counts: { incidents: i === 2 ? 3 : 0, compliments: 0 },
  })),
  daysToClose: [
    { band: 'Within 7 days', total: 1, counts: { incidents: 1 } },
    { band: '8 to 28 days', total: 1, counts: { incidents: 1 } },
    { band: '29 to 90 days', total: 0, counts: { incidents: 0 } },
    { band: 'Over 90 days', total: 0, counts: { incidents: 0 } },
  ],
  overdue: [
    {
      register: 'incidents',
      entry: E1,
      entryTitle: 'Fall in the bathroom',
      action: 'Refresh moving and handling training',
      dueOn: '2025-02-01',
      ownerName: 'Sam Manager',
    },
  ],
};

describe('the QA dashboard', () => {
  it('shows each register with a link to its list, and every chart with its table', async () => {
    shownInRouter(<QaDashboardReport data={data} />);
    expect(await tableRowsOf('Entries by register')).toEqual([
      [
        'Register',
        'Entries',
        'Open',
        'Closed',
        'Actions',
        'Overdue actions',
        'Average days to close',
      ],
      ['Incidents and Accidents', '3', '1', '2', '2', '1', '12'],
      ['Compliments', '2', '—', '—', '0', '0', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Compliments' }).getAttribute('href')).toBe(
      '/app/quality-assurance/compliments',
    );
    // The incidents' drafts from carers' phones are not in the figures, and the page says so.
    expect(
      screen.getByText(/2 drafts reported from carers’ phones wait to be opened in/).textContent,
    ).toBe(
      '2 drafts reported from carers’ phones wait to be opened in Incidents and Accidents: counted once opened.',
    );
    expect(await tableRowsOf('Entries by month')).toEqual([
      ['Month', 'Incidents', 'Compliments'],
      ['Jan 2025', '2', '2'],
      ['Feb 2025', '1', '0'],
    ]);
    expect(await tableRowsOf('Entries by branch')).toEqual([
      ['Branch', 'Incidents', 'Compliments'],
      ['Leeds', '3', '2'],
    ]);
    // Compliments record no harm: the harm chart draws the incidents only.
    expect((await tableRowsOf('Harm to the client'))[0]).toEqual(['Harm', 'Incidents']);
    expect(await tableRowsOf('Closed entries by days to close')).toContainEqual([
      'Within 7 days',
      '1',
    ]);
    const overdue = await tableRowsOf('Overdue actions');
    expect(overdue[1]).toEqual([
      '01/02/2025',
      'Refresh moving and handling training',
      'Fall in the bathroom',
      'Sam Manager',
    ]);
    expect(screen.getByRole('link', { name: 'Fall in the bathroom' }).getAttribute('href')).toBe(
      `/app/quality-assurance/incident-and-accidents/${E1}/edit`,
    );
  });

  it('downloads the evidence pack of the branch and period shown', async () => {
    shownInRouter(
      <EvidencePackLink filters={{ branch: B1, from: '2025-01-01', to: '2025-02-28' }} />,
    );
    const link = await screen.findByRole('link', { name: 'Download the CQC evidence pack (PDF)' });
    expect(link.getAttribute('href')).toContain(
      `/api/v1/quality-assurance/evidence-pack.pdf?branch=${B1}&from=2025-01-01&to=2025-02-28`,
    );
  });

  it('says nothing of drafts when none waits', async () => {
    const none = data.registers.map((r) => (r.drafts === null ? r : { ...r, drafts: 0 }));
    shownInRouter(<QaDashboardReport data={{ ...data, registers: none }} />);
    expect(await tableRowsOf('Entries by register')).toHaveLength(3);
    expect(screen.queryByText(/reported from carers’ phones/)).toBeNull();
  });

  it('says so when the caller may read no register', async () => {
    shownInRouter(<QaDashboardReport data={{ ...data, registers: [] }} />);
    expect(await screen.findByText('There are no figures you may see.')).toBeDefined();
  });
});
