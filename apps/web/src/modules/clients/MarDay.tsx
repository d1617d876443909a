import { MAR_SLOTS } from '@care360/domain';
import { Title } from '@mantine/core';
import classes from './MarChartPage.module.css';
import { type MarCell, type MarRow, STATE_LABELS } from './mar-cells';

interface MarDayProps {
  day: string;
  rows: MarRow[];
  cellOf: (row: MarRow, day: string) => MarCell;
  onOpen: (row: MarRow, day: string) => void;
}

const ROUNDS = [
  ...MAR_SLOTS.map((slot) => ({ slot: slot.value, title: `${slot.label} ${slot.time}` })),
  { slot: null, title: 'As required (PRN)' },
];

/** What a dose button says under the medicine: its state, and the codes recorded. */
function stateText(cell: MarCell): string {
  const codes = cell.entries.map((entry) => entry.code).join(' ');
  const state = cell.state === 'missed' ? '! Missed' : STATE_LABELS[cell.state];
  const corrected = cell.replaced.length ? ', corrected' : '';
  return codes ? `${state} (${codes}${corrected})` : state;
}

/**
 * One day of the MAR chart, for a phone: each round a row, its doses as large buttons that open
 * the dose dialog. A dose not prescribed that day is left out; a round with none is too. A PRN
 * medicine is never "due", so it stays whenever a dose of it may be recorded that day: otherwise
 * its first dose could not be recorded on a phone.
 */
export function MarDay({ day, rows, cellOf, onOpen }: MarDayProps) {
  const rounds = ROUNDS.map((round) => ({
    ...round,
    doses: rows
      .filter((row) => row.slot === round.slot)
      .map((row) => ({ row, cell: cellOf(row, day) }))
      .filter(
        ({ row, cell }) =>
          cell.state !== 'not-due' || cell.entries.length > 0 || (row.slot === null && cell.opens),
      ),
  })).filter((round) => round.doses.length > 0);

  if (rounds.length === 0) {
    return <p className={classes.noDoses}>No doses are prescribed on this day.</p>;
  }
  return (
    <ol className={classes.rounds} aria-label="Rounds of the day">
      {rounds.map((round) => (
        <li key={round.slot ?? 'prn'} className={classes.roundRow}>
          <Title order={3} size="h5" className={classes.roundTitle}>
            {round.title}
          </Title>
          <ul className={classes.doses}>
            {round.doses.map(({ row, cell }) => (
              <li key={row.medication.id} className={classes.cell} data-state={cell.state}>
                <button
                  type="button"
                  className={classes.doseButton}
                  aria-label={cell.label}
                  aria-disabled={!cell.opens || undefined}
                  onClick={() => cell.opens && onOpen(row, day)}
                >
                  <span className={classes.medicine}>{row.medication.title}</span>
                  <span className={classes.round}>{row.medication.dose}</span>
                  <span className={classes.doseState}>{stateText(cell)}</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
