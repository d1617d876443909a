import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { layChartsOut } from '../../test/charts';
import { AreaChart, BarChart, GroupedBarChart, LineChart, PieChart } from '.';

const months = [
  { month: 'Jan', cleared: 4, rejected: 7 },
  { month: 'Feb', cleared: 9, rejected: 2 },
];
const series = [
  { key: 'cleared', label: 'Cleared' },
  { key: 'rejected', label: 'Rejected' },
] as const;

layChartsOut();

const shown = (chart: ReactNode) => render(<MantineProvider>{chart}</MantineProvider>);

/** The figures table a screen reader finds by the chart's title, as rows of cell text. */
function figuresOf(title: string) {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('platform charts', () => {
  it('a bar chart lists its figures in a table, in words where given, and hides the drawing from screen readers', async () => {
    const { container } = shown(
      <BarChart
        title="Applicants by stage"
        data={[
          { stage: 'Applied', reached: 10, conversion: 100, now: 3 },
          { stage: 'Cleared', reached: 2, conversion: 20, now: 2 },
        ]}
        category={{ key: 'stage', label: 'Stage' }}
        series={[
          {
            key: 'reached',
            label: 'Reached',
            text: (row) => `${row.reached} (${row.conversion}%)`,
          },
        ]}
        moreFigures={[{ key: 'now', label: 'Now' }]}
      />,
    );
    expect(figuresOf('Applicants by stage')).toEqual([
      ['Stage', 'Reached', 'Now'],
      ['Applied', '10 (100%)', '3'],
      ['Cleared', '2 (20%)', '2'],
    ]);
    expect(screen.getByRole('figure', { name: 'Applicants by stage' })).toBeDefined();
    // The drawing writes each bar's words at its end, not only its length.
    await waitFor(() => {
      const labels = [...container.querySelectorAll('[data-chart-drawing] text')].map(
        (text) => text.textContent,
      );
      expect(labels).toEqual(expect.arrayContaining(['10 (100%)', '2 (20%)']));
    });
    // Nothing hidden from screen readers may be reached with the Tab key.
    expect(
      container.querySelectorAll('[data-chart-drawing] [tabindex]:not([tabindex^="-"])'),
    ).toHaveLength(0);
    expect(container.querySelector('[data-chart-drawing]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('a grouped bar chart lists every series of every category', () => {
    shown(
      <GroupedBarChart
        title="Outcomes by month"
        data={months}
        category={{ key: 'month', label: 'Month' }}
        series={series}
      />,
    );
    expect(figuresOf('Outcomes by month')).toEqual([
      ['Month', 'Cleared', 'Rejected'],
      ['Jan', '4', '7'],
      ['Feb', '9', '2'],
    ]);
  });

  it('a line chart lists its points', () => {
    shown(
      <LineChart
        title="Cleared by month"
        data={months}
        category={{ key: 'month', label: 'Month' }}
        series={[series[0]]}
      />,
    );
    expect(figuresOf('Cleared by month')).toEqual([
      ['Month', 'Cleared'],
      ['Jan', '4'],
      ['Feb', '9'],
    ]);
  });

  it('an area chart lists its points', () => {
    shown(
      <AreaChart
        title="Applicants by month"
        stacked
        data={months}
        category={{ key: 'month', label: 'Month' }}
        series={series}
      />,
    );
    expect(figuresOf('Applicants by month')).toEqual([
      ['Month', 'Cleared', 'Rejected'],
      ['Jan', '4', '7'],
      ['Feb', '9', '2'],
    ]);
  });

  it('a pie chart lists its slices and names each with its figure beside the drawing', () => {
    shown(
      <PieChart
        title="Clients by funder"
        data={[
          { funder: 'Council', clients: 30, share: '60%' },
          { funder: 'Private', clients: 20, share: '40%' },
        ]}
        category={{ key: 'funder', label: 'Funder' }}
        value={{ key: 'clients', label: 'Clients', text: (row) => `${row.clients} (${row.share})` }}
      />,
    );
    expect(figuresOf('Clients by funder')).toEqual([
      ['Funder', 'Clients'],
      ['Council', '30 (60%)'],
      ['Private', '20 (40%)'],
    ]);
    expect(screen.getByText('Council: 30 (60%)')).toBeDefined();
  });
});
