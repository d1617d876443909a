import {
  type AlertResponseTimes,
  addCalendarDays,
  alertResponseTimesAnswer,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData, withQuery } from '../../platform/api';
import {
  BarChart,
  periodText,
  ReportAnswer,
  ReportFilterBar,
  ReportSection,
  useReportFilters,
} from '../../platform/charts';

/**
 * How fast the office answers alerts: for each branch, week by week, the minutes from an alert
 * being raised to someone acknowledging it and to its resolution. Evidence for an inspection
 * that alerts are seen and acted on; eight weeks to today unless a period is chosen.
 */

const RESPONSE_TIMES_PATH = '/api/v1/alerts/response-times';

const responseTimesQuery = (period: { from: string; to: string; branch?: string | undefined }) =>
  queryOptions({
    queryKey: [RESPONSE_TIMES_PATH, period],
    queryFn: async ({ signal }) =>
      alertResponseTimesAnswer.parse(
        await fetchData(withQuery(RESPONSE_TIMES_PATH, period), signal),
      ),
  });

type Row = AlertResponseTimes['rows'][number];

const minutesText = (value: number | null) =>
  value === null ? 'none yet' : `${Math.round(value)} min`;

function BranchResponseTimes({ name, rows }: { name: string; rows: Row[] }) {
  const data = rows.map((row) => ({
    week: `w/c ${ukDate(row.weekStarting)}`,
    raised: row.raised,
    acknowledge: row.averageMinutesToAcknowledge ?? 0,
    resolve: row.averageMinutesToResolve ?? 0,
    acknowledgeText: `${minutesText(row.averageMinutesToAcknowledge)} (95% within ${minutesText(row.p95MinutesToAcknowledge)}; ${row.acknowledged} of ${row.raised})`,
    resolveText: `${minutesText(row.averageMinutesToResolve)} (95% within ${minutesText(row.p95MinutesToResolve)}; ${row.resolved} of ${row.raised})`,
  }));
  return (
    <ReportSection title={name}>
      <BarChart
        title={`Average minutes to acknowledge and to resolve an alert, ${name}, week by week`}
        data={data}
        category={{ key: 'week', label: 'Week' }}
        series={[
          {
            key: 'acknowledge',
            label: 'To acknowledge',
            text: (row) => row.acknowledgeText,
          },
          { key: 'resolve', label: 'To resolve', text: (row) => row.resolveText },
        ]}
        moreFigures={[{ key: 'raised', label: 'Alerts raised' }]}
        withTable
      />
    </ReportSection>
  );
}

export function ResponseTimesReport({ data }: { data: AlertResponseTimes }) {
  const branches = new Map<string, { name: string; rows: Row[] }>();
  for (const row of data.rows) {
    const entry = branches.get(row.branch) ?? { name: row.branchName, rows: [] };
    entry.rows.push(row);
    branches.set(row.branch, entry);
  }
  return (
    <Stack gap="lg">
      <Text size="sm">Alerts raised from {periodText(data)}.</Text>
      {branches.size === 0 && <Text>No alert was raised in this period.</Text>}
      {[...branches.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((branch) => (
          <BranchResponseTimes key={branch.name} name={branch.name} rows={branch.rows} />
        ))}
    </Stack>
  );
}

export function ResponseTimesPage() {
  const { texts, filters, change } = useReportFilters();
  const to = filters.to ?? ukCalendarDate();
  const from = filters.from ?? addCalendarDays(to, -55);
  const answer = useQuery(responseTimesQuery({ from, to, branch: filters.branch }));
  return (
    <Stack gap="md">
      <Title order={1}>Alert Response Times</Title>
      <ReportFilterBar
        texts={texts}
        change={change}
        owner="alerts"
        period="range"
        label="Filter the response times"
      />
      <ReportAnswer answer={answer} loading="Loading the response times" what="The response times">
        {(data) => <ResponseTimesReport data={data} />}
      </ReportAnswer>
    </Stack>
  );
}
