import type { RiskBand } from '@care360/domain';
import { Text } from '@mantine/core';
import classes from './RiskScore.module.css';

interface RiskScoreProps {
  score: number;
  band: Pick<RiskBand, 'label' | 'level'> | null;
  /** While answering: the total so far, announced to screen readers as it changes. */
  live?: boolean;
  /** Shown after the total, e.g. that some scored questions are still unanswered. */
  note?: string | undefined;
}

/** The total of a scored form and its risk band, coloured by level: 'Score 14 — High risk'. */
export function RiskScore({ score, band, live = false, note }: RiskScoreProps) {
  return (
    <div
      className={classes.root}
      data-level={band?.level}
      role={live ? 'status' : undefined}
      aria-live={live ? 'polite' : undefined}
    >
      <span className={classes.swatch} aria-hidden="true" />
      <Text fw={700}>
        Score {score} — {band ? band.label : 'no risk band yet'}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </div>
  );
}
