import { formatUkDate } from '@care360/domain';
import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import classes from './MarChartPage.module.css';
import { type MarCell, type MarRow, rowLabel } from './mar-cells';

interface MarGridProps {
  monthName: string;
  days: string[];
  rows: MarRow[];
  cellOf: (row: MarRow, day: string) => MarCell;
  today: string;
  onOpen: (row: MarRow, day: string) => void;
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** Arrow keys move a cell at a time; Home and End go to the ends of the row. */
function moved(key: string, row: number, column: number, rows: number, columns: number) {
  switch (key) {
    case 'ArrowRight':
      return [row, Math.min(column + 1, columns - 1)];
    case 'ArrowLeft':
      return [row, Math.max(column - 1, 0)];
    case 'ArrowDown':
      return [Math.min(row + 1, rows - 1), column];
    case 'ArrowUp':
      return [Math.max(row - 1, 0), column];
    case 'Home':
      return [row, 0];
    case 'End':
      return [row, columns - 1];
    default:
      return null;
  }
}

/**
 * The month grid: a row per medicine and round (a PRN medicine has one row), a column per day.
 * A plain table with one cell in the tab order at a time: Tab reaches the grid once, the arrow
 * keys move within it, and Enter or Space opens the dose (31 days × 40 rows stay one tab stop).
 */
export function MarGrid({ monthName, days, rows, cellOf, today, onOpen }: MarGridProps) {
  const todayColumn = Math.max(days.indexOf(today), 0);
  const [active, setActive] = useState<[number, number]>([0, todayColumn]);
  const table = useRef<HTMLTableElement>(null);
  // A month or rows that shrank leave the remembered cell outside the grid: keep it inside.
  const activeRow = Math.min(active[0], rows.length - 1);
  const activeColumn = Math.min(active[1], days.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) {
    const next = moved(event.key, row, column, rows.length, days.length);
    if (!next) return;
    event.preventDefault();
    const [r, c] = next as [number, number];
    setActive([r, c]);
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${r}-${c}"]`)?.focus();
  }

  return (
    <div className={classes.scroller}>
      <table ref={table} className={classes.grid}>
        <caption>
          <VisuallyHidden>
            Doses of {monthName}: each medicine by round and day. Move with the arrow keys and press
            Enter to record or look at a dose.
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={classes.rowHead}>
              Medicine and round
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={classes.dayHead}
                data-today={day === today || undefined}
              >
                <span className={classes.weekday}>
                  {weekday.format(new Date(`${day}T00:00:00Z`)).slice(0, 2)}
                </span>
                <span>{Number(day.slice(8))}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={`${row.medication.id}-${row.slot ?? 'prn'}`}>
              <th scope="row" className={classes.rowHead}>
                <span className={classes.medicine}>{row.medication.title}</span>
                <span className={classes.round}>
                  {row.medication.dose} · {rowLabel(row.slot)}
                </span>
                <LineHistory medication={row.medication} />
              </th>
              {days.map((day, c) => {
                const cell = cellOf(row, day);
                return (
                  <td key={day} className={classes.cell} data-state={cell.state}>
                    <button
                      type="button"
                      className={classes.cellButton}
                      data-cell={`${r}-${c}`}
                      tabIndex={r === activeRow && c === activeColumn ? 0 : -1}
                      aria-label={cell.label}
                      aria-disabled={!cell.opens || undefined}
                      onFocus={() => setActive([r, c])}
                      onKeyDown={(event) => onKeyDown(event, r, c)}
                      onClick={() => cell.opens && onOpen(row, day)}
                    >
                      <span aria-hidden="true">
                        {cell.replaced.map((entry) => (
                          <s key={entry.id} className={classes.replaced}>
                            {entry.code}
                          </s>
                        ))}
                        {cell.text}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a line ended or began: a stopped or changed medicine keeps its line and says so. */
function LineHistory({ medication }: { medication: MarRow['medication'] }) {
  const notes = [
    medication.replacesId && medication.changeReason
      ? `changed ${formatUkDate(medication.startDate)}: ${medication.changeReason}`
      : null,
    medication.endDate && medication.stopReason
      ? `stopped ${formatUkDate(medication.endDate)}: ${medication.stopReason}`
      : null,
  ].filter(Boolean);
  return notes.length ? <span className={classes.lineNote}>{notes.join(' · ')}</span> : null;
}
