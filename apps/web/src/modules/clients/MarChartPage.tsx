import type { MarChart } from '@care360/domain';
import {
  can,
  chartRows,
  concernCounts,
  counted,
  currentMarEntries,
  isIsoDate,
  isMonth,
  MAR_CODES,
  marConcerns,
  monthLabel,
  shiftMonth,
  ukCalendarDate,
  ukMonth,
} from '@care360/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { recordLocation } from '../../platform/records/record-location';
import { usePhone } from '../../platform/use-phone';
import { clientFilePath } from './client-file-api';
import classes from './MarChartPage.module.css';
import { MarDay } from './MarDay';
import { type DoseTarget, MarDoseDialog } from './MarDoseDialog';
import { MarFlaggedDoses } from './MarFlaggedDoses';
import { MarGrid } from './MarGrid';
import { marChartQuery } from './mar-api';
import { describeCell, indexEntries, longDay, type MarRow } from './mar-cells';

/**
 * The search of a link to another month of this page. Client routes are built at run time, so
 * the router holds no search type for them to check this against.
 */
const monthSearch = (month: string | null) => (month ? { month } : {}) as never;

/** The search of a link to another day, on a phone: the day names its month. */
const daySearch = (day: string | null) => (day ? { day } : {}) as never;

/** The calendar day `by` days after `day` (both 'YYYY-MM-DD'). */
function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/**
 * A client's MAR chart (spec §2.4, /app/clients/:id/edit/marchart): the month's grid of every
 * medicine by round and day, where staff record each dose with its code and note. Refused and
 * missed doses are counted above the grid and stand out in it.
 */
export function MarChartPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { month?: unknown; day?: unknown };
  const phone = usePhone();
  const now = new Date();
  const today = ukCalendarDate(now);
  const dayAsked = isIsoDate(search.day) ? search.day : null;
  const month = isMonth(search.month) ? search.month : (dayAsked?.slice(0, 7) ?? ukMonth(now));
  // A phone shows a day at a time: the day asked for, else today, else the month's first.
  const day = phone
    ? dayAsked?.startsWith(month)
      ? dayAsked
      : month === ukMonth(now)
        ? today
        : `${month}-01`
    : null;
  const chart = useQuery(marChartQuery(id, month));
  const name = monthLabel(month);

  return (
    <Stack gap="md">
      <Title order={1}>Client MAR Chart</Title>
      <Group justify="space-between" align="center" wrap="wrap">
        {day ? (
          <DayPicker day={day} today={today} />
        ) : (
          <Group gap="xs" align="center">
            <Button
              component={Link}
              to="."
              search={monthSearch(shiftMonth(month, -1))}
              variant="default"
              size="sm"
            >
              ‹ Previous month
            </Button>
            <Title order={2} size="h3" miw="11rem" ta="center" aria-live="polite">
              {name}
            </Title>
            <Button
              component={Link}
              to="."
              search={monthSearch(shiftMonth(month, 1))}
              variant="default"
              size="sm"
            >
              Next month ›
            </Button>
            {month !== ukMonth(now) && (
              <Anchor component={Link} to="." search={monthSearch(null)} size="sm">
                This month
              </Anchor>
            )}
          </Group>
        )}
        <Anchor component={Link} to={clientFilePath(id, 'medication')}>
          Add or change medicines in the medication list
        </Anchor>
      </Group>

      {chart.isPending && <LineLoader label="Loading the MAR chart" />}
      {chart.isError && (
        <LoadFailure
          location={recordLocation(loadedKind('clients'), { id })}
          error={chart.error}
          what="The MAR chart"
          retry={() => void chart.refetch()}
        />
      )}
      {chart.data && <ChartOfMonth clientId={id} chart={chart.data} now={now} day={day} />}
    </Stack>
  );
}

/** On a phone: the day shown, with the days either side and the way back to today. */
function DayPicker({ day, today }: { day: string; today: string }) {
  return (
    <Stack gap="xs" w="100%">
      <Title order={2} size="h3" ta="center" aria-live="polite">
        {longDay(day)}
      </Title>
      <Group gap="xs" grow wrap="nowrap">
        <Button component={Link} to="." search={daySearch(shiftDay(day, -1))} variant="default">
          ‹ Previous day
        </Button>
        <Button component={Link} to="." search={daySearch(shiftDay(day, 1))} variant="default">
          Next day ›
        </Button>
      </Group>
      {day !== today && (
        <Anchor component={Link} to="." search={daySearch(null)} ta="center">
          Today
        </Anchor>
      )}
    </Stack>
  );
}

interface ChartOfMonthProps {
  clientId: string;
  chart: MarChart;
  now: Date;
  /** On a phone, the one day shown; otherwise the whole month is. */
  day: string | null;
}

function ChartOfMonth({ clientId, chart, now, day }: ChartOfMonthProps) {
  const user = useCurrentUser();
  const mayRecord = can(user, 'client-medications.update');
  const [target, setTarget] = useState<DoseTarget | null>(null);
  const today = ukCalendarDate(now);
  const name = monthLabel(chart.month);
  const index = useMemo(() => indexEntries(chart.entries), [chart.entries]);
  const rows = useMemo(
    () => chartRows(chart.medications, chart.entries),
    [chart.medications, chart.entries],
  );

  if (chart.medications.length === 0) {
    return (
      <Notice tone="info" title="No medicines on this chart">
        No medicine of this client is taken in {name}. Medicines added to the medication list appear
        here from their start date.
      </Notice>
    );
  }

  const first = chart.days[0] ?? `${chart.month}-01`;
  const last = chart.days.at(-1) ?? first;
  const upTo = last < today ? last : today;
  const counts = concernCounts(
    first <= upTo
      ? marConcerns({
          medications: chart.medications,
          // What a correction replaced is history: concerns read each dose's current entry.
          entries: currentMarEntries(chart.entries),
          from: first,
          to: upTo,
          now,
        })
      : [],
  );
  const cellOf = (row: MarRow, day: string) =>
    describeCell({ row, day, entries: index, now, today, mayRecord, suspended: chart.suspended });

  return (
    <Stack gap="md">
      {counts.refused + counts.missed > 0 ? (
        <Notice tone="danger" title={`Doses to follow up in ${name}`}>
          {counted(counts.refused, 'refused dose')} and {counted(counts.missed, 'missed dose')}.
          Refused doses are marked with their code on red, missed doses with “!”.
        </Notice>
      ) : (
        <Notice tone="success" title={`No refused or missed doses in ${name}`}>
          Every dose due so far this month is recorded, and none was refused.
        </Notice>
      )}
      <MarFlaggedDoses chart={chart} monthName={name} />
      {day ? (
        <MarDay day={day} rows={rows} cellOf={cellOf} onOpen={(row) => setTarget({ row, day })} />
      ) : (
        <MarGrid
          monthName={name}
          days={chart.days}
          rows={rows}
          cellOf={cellOf}
          today={today}
          onOpen={(row, on) => setTarget({ row, day: on })}
        />
      )}
      <MarKey />
      <MarDoseDialog
        clientId={clientId}
        target={target}
        entries={chart.entries}
        mayRecord={mayRecord}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}

const OTHER_MARKS = [
  { state: 'missed', text: '!', label: 'Missed: the round has passed and nothing is recorded' },
  { state: 'due', text: '', label: 'Due: not recorded yet, its round has not passed' },
  { state: 'not-due', text: '', label: 'Not due: not prescribed at this round or on this day' },
  { state: 'suspended', text: '–', label: 'Suspended: in hospital, or the service had ended' },
];

/** The codes of the chart and what each mark means (under the grid). */
function MarKey() {
  return (
    <section aria-labelledby="mar-key">
      <Title order={2} size="h4" id="mar-key" mb="xs">
        Key
      </Title>
      <ul className={classes.key}>
        {MAR_CODES.map((entry) => (
          <li key={entry.code}>
            <span className={classes.swatch} data-state={entry.outcome} aria-hidden="true">
              {entry.code}
            </span>
            <Text span size="sm">
              <strong>{entry.code}</strong> {entry.label}
            </Text>
          </li>
        ))}
        {OTHER_MARKS.map((mark) => (
          <li key={mark.state}>
            <span className={classes.swatch} data-state={mark.state} aria-hidden="true">
              {mark.text}
            </span>
            <Text span size="sm">
              {mark.label}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
