import type { AlertResponseTimes } from '@care360/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layChartsOut, shownInRouter, tableRowsOf } from '../../test/charts';
import { ResponseTimesReport } from './ResponseTimesPage';

layChartsOut();

const LEEDS = '11111111-1111-4111-8111-111111111111';
const YORK = '22222222-2222-4222-8222-222222222222';

const week = (weekStarting: string, branch: string, branchName: string) => ({
  weekStarting,
  branch,
  branchName,
  raised: 4,
  acknowledged: 3,
  resolved: 2,
  averageMinutesToAcknowledge: 12.4,
  p95MinutesToAcknowledge: 30,
  averageMinutesToResolve: 95,
  p95MinutesToResolve: 180,
});

describe('alert response times by week and branch', () => {
  it('draws each branch with its weeks, and the table says every figure in words', async () => {
    const data: AlertResponseTimes = {
      from: '2026-11-02',
      to: '2026-11-15',
      rows: [
        week('2026-11-02', YORK, 'York'),
        week('2026-11-02', LEEDS, 'Leeds Central'),
        {
          ...week('2026-11-09', LEEDS, 'Leeds Central'),
          acknowledged: 0,
          resolved: 0,
          averageMinutesToAcknowledge: null,
          p95MinutesToAcknowledge: null,
          averageMinutesToResolve: null,
          p95MinutesToResolve: null,
        },
      ],
    };
    shownInRouter(<ResponseTimesReport data={data} />);
    const leeds = await tableRowsOf(
      'Average minutes to acknowledge and to resolve an alert, Leeds Central, week by week',
    );
    expect(leeds).toEqual([
      ['Week', 'To acknowledge', 'To resolve', 'Alerts raised'],
      [
        'w/c 02/11/2026',
        '12 min (95% within 30 min; 3 of 4)',
        '95 min (95% within 180 min; 2 of 4)',
        '4',
      ],
      [
        'w/c 09/11/2026',
        'none yet (95% within none yet; 0 of 4)',
        'none yet (95% within none yet; 0 of 4)',
        '4',
      ],
    ]);
    const sections = screen
      .getAllByRole('region')
      .map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['Leeds Central', 'York']);
  });

  it('says so when no alert was raised', () => {
    shownInRouter(
      <ResponseTimesReport data={{ from: '2026-11-02', to: '2026-11-15', rows: [] }} />,
    );
    return expect(screen.findByText('No alert was raised in this period.')).resolves.toBeDefined();
  });
});
