import type { BranchComparison, WeeklyVisits } from '@care360/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BarChart,
  GroupedBarChart,
  PieChart,
  periodText,
  ReportSection,
} from '../../platform/charts';
import { performanceTableFigures, rulesText } from './performance-figures';
import { ReportFrame } from './ReportFrame';

const slices = {
  category: { key: 'label', label: 'Visits' },
  value: { key: 'count', label: 'Visits' },
} as const;

export function WeeklyPieCharts({ data }: { data: WeeklyVisits }) {
  return (
    <Stack gap="lg">
      <Text size="sm">
        {data.total} client visits in the week from {periodText(data)}.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <ReportSection title="By status">
          <PieChart
            title="Visits by status"
            data={data.byStatus.filter((s) => s.count > 0)}
            {...slices}
            withTable
          />
        </ReportSection>
        <ReportSection title="By type">
          <PieChart title="Visits by type" data={data.byType} {...slices} withTable />
        </ReportSection>
        <ReportSection title="By punctuality">
          <PieChart
            title="Due visits by punctuality"
            data={data.byPunctuality}
            {...slices}
            withTable
          />
        </ReportSection>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {rulesText(data.rules)}
      </Text>
    </Stack>
  );
}

export function BranchComparisonReport({ data }: { data: BranchComparison }) {
  return (
    <Stack gap="lg">
      <Text size="sm">The week from {periodText(data)}.</Text>
      <ReportSection title="Visits">
        <GroupedBarChart
          title="Visits delivered and missed by branch"
          data={data.branches}
          category={{ key: 'branchName', label: 'Branch' }}
          series={[
            { key: 'delivered', label: 'Delivered' },
            { key: 'missed', label: 'Missed' },
          ]}
          moreFigures={[
            { key: 'visits', label: 'Visits' },
            { key: 'cancelled', label: 'Cancelled' },
            { key: 'clientsVisited', label: 'Clients visited' },
          ]}
          withTable
        />
      </ReportSection>
      <ReportSection title="On time and hours">
        <BarChart
          title="Visits on time by branch"
          data={data.branches}
          category={{ key: 'branchName', label: 'Branch' }}
          series={[
            {
              key: 'onTimeShare',
              label: 'On time',
              text: (row) => `${row.onTimeShare}% (${row.onTime} of ${row.onTime + row.late})`,
            },
          ]}
          moreFigures={performanceTableFigures().filter((f) => f.key !== 'onTimeShare')}
          format={(value) => `${value}%`}
          max={100}
          withTable
        />
      </ReportSection>
      <Text size="sm" c="dimmed">
        {rulesText(data.rules)}
      </Text>
    </Stack>
  );
}

export const WeeklyPieChartsPage = () => (
  <ReportFrame<WeeklyVisits>
    title="Client Weekly Pie Charts"
    report="clients/weekly"
    owner="visits"
    period="week"
  >
    {(data) => <WeeklyPieCharts data={data} />}
  </ReportFrame>
);

export const BranchComparisonPage = () => (
  <ReportFrame<BranchComparison>
    title="Client Weekly Branch Comparison"
    report="clients/branch-comparison"
    owner="visits"
    period="week"
  >
    {(data) => <BranchComparisonReport data={data} />}
  </ReportFrame>
);
