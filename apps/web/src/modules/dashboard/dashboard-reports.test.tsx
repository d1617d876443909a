import type {
  BranchComparison,
  ClientPerformance,
  Growth,
  MainDashboard,
  Movement,
  PerformanceFigures,
  WeeklyVisits,
} from '@care360/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layChartsOut, shownInRouter, tableRowsOf } from '../../test/charts';
import { MainDashboardReport } from './MainDashboardPage';
import { MovementReport } from './MovementPages';
import { ClientPerformanceReport } from './PerformancePages';
import { GrowthReport } from './TrendPages';
import { BranchComparisonReport, WeeklyPieCharts } from './WeeklyPages';

layChartsOut();

const figures = (over: Partial<PerformanceFigures> = {}): PerformanceFigures => ({
  due: 4,
  delivered: 3,
  onTime: 1,
  late: 1,
  noCheckIn: 1,
  missed: 1,
  awaiting: 0,
  hoursPlanned: 3.5,
  hoursDelivered: 1.4,
  onTimeShare: 50,
  hoursShare: 40,
  ...over,
});
const rules = { lateAfterMinutes: 15, missedAfterMinutes: 60 };
const B1 = '11111111-1111-4111-8111-111111111111';
const B2 = '22222222-2222-4222-8222-222222222222';

describe('dashboard reports', () => {
  it('main: the headline figures link to the lists they count, with a table per chart', async () => {
    const data: MainDashboard = {
      today: '2025-03-12',
      month: { from: '2025-03-01', to: '2025-03-12' },
      week: { from: '2025-03-10', to: '2025-03-16' },
      clients: {
        current: 12,
        startedThisMonth: 2,
        endedThisMonth: 1,
        byBranch: [
          { branch: B1, branchName: 'Leeds', current: 9 },
          { branch: B2, branchName: 'York', current: 3 },
        ],
      },
      carers: null,
      visits: { today: 40, week: figures() },
    };
    shownInRouter(<MainDashboardReport data={data} />);
    const clients = await screen.findByRole('region', { name: 'Clients' });
    expect(within(clients).getByText('Clients receiving care').nextSibling?.textContent).toBe('12');
    const links = within(clients).getAllByRole('link', { name: 'See the list' });
    expect(links[0]?.getAttribute('href')).toBe('/app/clients');
    expect(await tableRowsOf('Clients receiving care by branch')).toEqual([
      ['Branch', 'Clients'],
      ['Leeds', '9'],
      ['York', '3'],
    ]);
    expect(screen.queryByRole('region', { name: 'Carers' })).toBeNull();
    expect(screen.getByText('10/03/2025 to 16/03/2025', { exact: false })).toBeDefined();
  });

  it('performance: shares in words beside their counts, by branch and by week', async () => {
    const data: ClientPerformance = {
      from: '2025-03-01',
      to: '2025-03-31',
      rules,
      totals: figures(),
      byBranch: [{ branch: B1, branchName: 'Leeds', ...figures() }],
      byWeek: [{ week: '2025-03-03', label: 'w/c 03/03/2025', ...figures({ due: 3 }) }],
    };
    shownInRouter(<ClientPerformanceReport data={data} />);
    const byBranch = await tableRowsOf('Hours planned and delivered by branch');
    expect(byBranch[0]).toContain('On time');
    expect(byBranch[1]).toContain('50% (1 of 2)');
    expect(byBranch[1]?.slice(0, 3)).toEqual(['Leeds', '3.5', '1.4']);
    const byWeek = await tableRowsOf('Visits on time, late and missed, week by week');
    expect(byWeek[1]).toEqual(['w/c 03/03/2025', '1', '1', '1', '3', '1.4 of 3.5']);
    expect(screen.getByText('01/03/2025 to 31/03/2025', { exact: false })).toBeDefined();
  });

  it('weekly pies: each slice in a table, empty slices left out', async () => {
    const weekly: WeeklyVisits = {
      from: '2025-03-03',
      to: '2025-03-09',
      rules,
      byStatus: [
        { label: 'Completed', count: 2 },
        { label: 'Missed', count: 1 },
        { label: 'Planned', count: 0 },
      ],
      byType: [{ label: 'Personal care', count: 3 }],
      byPunctuality: [{ label: 'On time', count: 1 }],
      total: 3,
    };
    shownInRouter(<WeeklyPieCharts data={weekly} />);
    expect(await tableRowsOf('Visits by status')).toEqual([
      ['Visits', 'Visits'],
      ['Completed', '2'],
      ['Missed', '1'],
    ]);
  });

  it('branch comparison: a row per branch', async () => {
    const data: BranchComparison = {
      from: '2025-03-03',
      to: '2025-03-09',
      rules,
      branches: [
        {
          branch: B1,
          branchName: 'Leeds',
          visits: 5,
          cancelled: 1,
          clientsVisited: 2,
          ...figures(),
        },
      ],
    };
    shownInRouter(<BranchComparisonReport data={data} />);
    expect(await tableRowsOf('Visits delivered and missed by branch')).toEqual([
      ['Branch', 'Delivered', 'Missed', 'Visits', 'Cancelled', 'Clients visited'],
      ['Leeds', '3', '1', '5', '1', '2'],
    ]);
  });

  it('growth: a line per branch across the months, and starts against ends', async () => {
    const data: Growth = {
      from: '2025-02-01',
      to: '2025-03-31',
      months: [
        { key: '2025-02', label: 'Feb 2025' },
        { key: '2025-03', label: 'Mar 2025' },
      ],
      branches: [
        { id: B1, name: 'Leeds' },
        { id: B2, name: 'York' },
      ],
      rows: [
        { month: '2025-02', branch: B1, active: 4, started: 1, ended: 0 },
        { month: '2025-02', branch: B2, active: 2, started: 0, ended: 1 },
        { month: '2025-03', branch: B1, active: 5, started: 2, ended: 1 },
        { month: '2025-03', branch: B2, active: 2, started: 0, ended: 0 },
      ],
      undated: 1,
    };
    shownInRouter(<GrowthReport data={data} people="clients" />);
    expect(await tableRowsOf("Active clients at each month's end, per branch")).toEqual([
      ['Month', 'Leeds', 'York'],
      ['Feb 2025', '4', '2'],
      ['Mar 2025', '5', '2'],
    ]);
    expect(await tableRowsOf('Clients started and ended, month by month')).toEqual([
      ['Month', 'Started', 'Ended'],
      ['Feb 2025', '1', '1'],
      ['Mar 2025', '2', '1'],
    ]);
    expect(screen.getByText(/1 clients have no start date recorded/)).toBeDefined();
  });

  it('starts and ends: counts by month and branch, and each person with a UK date', async () => {
    const data: Movement = {
      from: '2025-03-01',
      to: '2025-03-31',
      total: 1,
      byMonth: [{ month: '2025-03', label: 'Mar 2025', count: 1 }],
      byBranch: [{ branch: B1, branchName: 'Leeds', count: 1 }],
      people: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          name: 'Dashboard, Dot',
          branchName: 'Leeds',
          date: '2025-03-25',
          detail: 'Own choice',
        },
      ],
    };
    shownInRouter(<MovementReport data={data} people="clients" which="ends" />);
    expect(await tableRowsOf('Clients ended by month')).toEqual([
      ['Month', 'Ended'],
      ['Mar 2025', '1'],
    ]);
    const list = screen.getByRole('table', { name: 'Clients ended in the period' });
    const row = within(list).getByRole('row', { name: /Dot/ });
    expect(row.textContent).toContain('25/03/2025');
    expect(within(row).getByRole('link').getAttribute('href')).toBe(
      '/app/clients/33333333-3333-4333-8333-333333333333',
    );
  });
});
