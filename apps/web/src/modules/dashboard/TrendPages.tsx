import type { BranchLines, Growth } from '@care360/domain';
import { Stack, Text } from '@mantine/core';
import {
  GroupedBarChart,
  LineChart,
  periodText,
  pivotRows,
  ReportSection,
} from '../../platform/charts';
import { ReportFrame } from './ReportFrame';

const MONTH = { key: 'category', label: 'Month' } as const;

/** One line per branch across the months, of one figure of the answer's rows. */
function perBranch<Item extends { month: string; branch: string }>(
  data: { months: { key: string; label: string }[]; branches: { id: string; name: string }[] },
  rows: readonly Item[],
  value: (item: Item) => number,
) {
  return pivotRows(
    data.months,
    data.branches,
    rows,
    (row) => ({ category: row.month, group: row.branch }),
    value,
  );
}

export function BranchLinesReport({ data }: { data: BranchLines }) {
  const hours = perBranch(data, data.rows, (row) => row.hoursDelivered);
  const visits = perBranch(data, data.rows, (row) => row.delivered);
  return (
    <Stack gap="lg">
      <Text size="sm">Client visits from {periodText(data)}, month by month.</Text>
      <ReportSection title="Hours delivered">
        <LineChart
          title="Hours delivered per branch, month by month"
          data={hours.rows}
          category={MONTH}
          series={hours.series}
          withTable
        />
      </ReportSection>
      <ReportSection title="Visits delivered">
        <LineChart
          title="Visits delivered per branch, month by month"
          data={visits.rows}
          category={MONTH}
          series={visits.series}
          withTable
        />
      </ReportSection>
    </Stack>
  );
}

export function GrowthReport({ data, people }: { data: Growth; people: 'clients' | 'carers' }) {
  const active = perBranch(data, data.rows, (row) => row.active);
  const totals = pivotRows(
    data.months,
    [
      { id: 'started', name: 'Started' },
      { id: 'ended', name: people === 'clients' ? 'Ended' : 'Left' },
    ],
    data.rows.flatMap((row) => [
      { month: row.month, group: 'started', n: row.started },
      { month: row.month, group: 'ended', n: row.ended },
    ]),
    (item) => ({ category: item.month, group: item.group }),
    (item) => item.n,
  );
  return (
    <Stack gap="lg">
      <Text size="sm">From {periodText(data)}.</Text>
      <ReportSection title={`Active ${people} per branch`}>
        <LineChart
          title={`Active ${people} at each month's end, per branch`}
          data={active.rows}
          category={MONTH}
          series={active.series}
          withTable
        />
      </ReportSection>
      <ReportSection title="Starts and ends">
        <GroupedBarChart
          title={`${people === 'clients' ? 'Clients' : 'Carers'} started and ${people === 'clients' ? 'ended' : 'left'}, month by month`}
          data={totals.rows}
          category={MONTH}
          series={totals.series}
          withTable
        />
      </ReportSection>
      {data.undated > 0 && (
        <Text size="sm" c="dimmed">
          {data.undated} {people} have no start date recorded and are not counted.
        </Text>
      )}
    </Stack>
  );
}

export const BranchLinesPage = () => (
  <ReportFrame<BranchLines>
    title="Client Line Chart per Branch"
    report="clients/branch-lines"
    owner="visits"
    period="range"
  >
    {(data) => <BranchLinesReport data={data} />}
  </ReportFrame>
);

export const ClientGrowthPage = () => (
  <ReportFrame<Growth>
    title="Client Growth Chart per Branch"
    report="clients/growth"
    owner="clients"
    period="range"
  >
    {(data) => <GrowthReport data={data} people="clients" />}
  </ReportFrame>
);

export const CarerGrowthPage = () => (
  <ReportFrame<Growth>
    title="Carer Growth Chart per Branch"
    report="carers/growth"
    owner="carers"
    period="range"
  >
    {(data) => <GrowthReport data={data} people="carers" />}
  </ReportFrame>
);
