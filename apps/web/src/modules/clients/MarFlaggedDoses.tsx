import type { MarChart } from '@care360/domain';
import { formatUkDateTime } from '@care360/domain';
import { Notice } from '../../platform/Notice';
import { FLAG_MARK, longDay } from './mar-cells';

/**
 * The chart's concerns line for PRN doses given outside their minimum interval or 24-hour
 * maximum: each with what it broke and the reason given, for a manager to review.
 */
export function MarFlaggedDoses({ chart, monthName }: { chart: MarChart; monthName: string }) {
  const flagged = chart.entries.filter((entry) => entry.prnBreach);
  if (flagged.length === 0) return null;
  const titles = new Map(chart.medications.map((m) => [m.id, m.title]));
  return (
    <Notice
      tone="danger"
      title={`${flagged.length} PRN dose${flagged.length === 1 ? '' : 's'} given outside ${flagged.length === 1 ? 'its' : 'their'} limits in ${monthName} (marked ${FLAG_MARK})`}
    >
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {flagged.map((entry) => (
          <li key={entry.id}>
            {titles.get(entry.clientMedicationId) ?? 'A medicine'},{' '}
            {entry.givenAt ? formatUkDateTime(entry.givenAt) : longDay(entry.day)}:{' '}
            {entry.prnBreach} Reason: {entry.breachReason ?? 'not given'}.
          </li>
        ))}
      </ul>
    </Notice>
  );
}
