import type { TrackerDashboard } from '@care360/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dashboard } from './DashboardPage';

const data: TrackerDashboard = {
  total: 10,
  clearedCount: 2,
  medianDaysToClear: 21,
  stages: [
    { stage: 'Applied', count: 3, reached: 10, conversion: 100 },
    { stage: 'Cleared', count: 2, reached: 2, conversion: 20 },
  ],
  byBranch: [
    { key: 'b1', label: 'Riverside', total: 8, cleared: 2, rejected: 1, conversion: 25 },
    { key: 'b2', label: 'Hillside', total: 2, cleared: 0, rejected: 1, conversion: 0 },
  ],
  bySource: [{ key: 'web', label: 'Website', total: 10, cleared: 2, rejected: 2, conversion: 20 }],
};

describe('Recruitment dashboard', () => {
  it('gives the figures of each chart in a table named by the chart', () => {
    render(
      <MantineProvider>
        <Dashboard data={data} />
      </MantineProvider>,
    );
    const stages = screen.getByRole('table', { name: 'Applicants who reached each stage' });
    const cleared = within(stages).getByRole('row', { name: /Cleared/ });
    expect(
      within(cleared)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 (20%)', '2']);
    const branches = screen.getByRole('table', {
      name: 'Cleared as a share of applicants, by branch',
    });
    expect(within(branches).getByRole('row', { name: /Riverside/ }).textContent).toContain(
      '25% (2 of 8)',
    );
    const sources = screen.getByRole('table', {
      name: 'Cleared as a share of applicants, by source',
    });
    expect(within(sources).getByRole('row', { name: /Website/ }).textContent).toContain(
      '20% (2 of 10)',
    );
    expect(screen.getByText('21 days')).toBeDefined();
  });
});
