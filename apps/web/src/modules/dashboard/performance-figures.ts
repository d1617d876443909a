import type { PerformanceFigures } from '@care360/domain';
import type { ChartFigure } from '../../platform/charts';

/** The performance figures' columns in a chart's table, in words where a share needs its count. */
export const performanceTableFigures = <Row extends PerformanceFigures>(): ChartFigure<Row>[] => [
  { key: 'due', label: 'Due' },
  { key: 'delivered', label: 'Delivered' },
  {
    key: 'onTimeShare',
    label: 'On time',
    text: (row) => `${row.onTimeShare}% (${row.onTime} of ${row.onTime + row.late})`,
  },
  { key: 'late', label: 'Late' },
  { key: 'noCheckIn', label: 'No check-in time' },
  { key: 'missed', label: 'Missed' },
  { key: 'awaiting', label: 'Awaiting' },
  { key: 'hoursPlanned', label: 'Hours planned' },
  {
    key: 'hoursDelivered',
    label: 'Hours delivered',
    text: (row) => `${row.hoursDelivered} (${row.hoursShare}%)`,
  },
];

/** What the figures were counted by, in a sentence under them. */
export const rulesText = (rules: { lateAfterMinutes: number; missedAfterMinutes: number }) =>
  `On time: checked in within ${rules.lateAfterMinutes} minutes of the planned start. Missed: ` +
  `marked missed, or no check-in ${rules.missedAfterMinutes} minutes after it. Hours planned ` +
  'count each carer a visit needs; hours delivered run from check-in to check-out.';
