import { TRAINING_STATE_LABELS, type TrainingState } from '@care360/domain';
import { StatusBadge } from '../../platform/StatusBadge';

/** A training state as its words on its colour: never the colour alone. */
export function TrainingStateBadge({ state }: { state: TrainingState }) {
  const { label, tone } = TRAINING_STATE_LABELS[state];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** When a course expires, as a person reads it: "16/12/2026 (in 20 days)". */
export function expiryText(
  expiresOn: string | null,
  daysLeft: number | null,
  format: (iso: string) => string,
): string {
  if (!expiresOn) return 'Does not expire';
  if (daysLeft === null) return format(expiresOn);
  if (daysLeft > 0)
    return `${format(expiresOn)} (in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'})`;
  if (daysLeft === 0) return `${format(expiresOn)} (today)`;
  const ago = -daysLeft;
  return `${format(expiresOn)} (${ago} ${ago === 1 ? 'day' : 'days'} ago)`;
}
