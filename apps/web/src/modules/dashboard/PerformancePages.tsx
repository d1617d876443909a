import type { CarerPerformance, ClientPerformance, PerformanceFigures } from '@care360/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BarChart,
  GroupedBarChart,
  HeadlineFigure,
  LineChart,
  periodText,
  ReportSection,
} from '../../platform/charts';
import { performanceTableFigures, rulesText } from './performance-figures';
import { ReportFrame } from './ReportFrame';

/** The headline of a performance report: due, on time, missed and hours. */
function Headline({ totals }: { totals: PerformanceFigures }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <HeadlineFigure label="Due" value={String(totals.due)} />
      <HeadlineFigure
        label="On time"
        value={`${totals.onTimeShare}% (${totals.onTime} of ${totals.onTime + totals.late})`}
      />
      <HeadlineFigure label="Missed" value={String(totals.missed)} />
      <HeadlineFigure
        label="Hours delivered of planned"
        value={`${totals.hoursDelivered} of ${totals.hoursPlanned} (${totals.hoursShare}%)`}
      />
    </SimpleGrid>
  );
}

export function ClientPerformanceReport({ data }: { data: ClientPerformance }) {
  return (
    <Stack gap="lg">
      <Text size="sm">Visits from {periodText(data)}.</Text>
      <Headline totals={data.totals} />
      <ReportSection title="By branch">
        <GroupedBarChart
          title="Hours planned and delivered by branch"
          data={data.byBranch}
          category={{ key: 'branchName', label: 'Branch' }}
          series={[
            { key: 'hoursPlanned', label: 'Hours planned' },
            { key: 'hoursDelivered', label: 'Hours delivered' },
          ]}
          moreFigures={performanceTableFigures().filter(
            (f) => f.key !== 'hoursPlanned' && f.key !== 'hoursDelivered',
          )}
          withTable
        />
      </ReportSection>
      <ReportSection title="Week by week">
        <LineChart
          title="Visits on time, late and missed, week by week"
          data={data.byWeek}
          category={{ key: 'label', label: 'Week' }}
          series={[
            { key: 'onTime', label: 'On time' },
            { key: 'late', label: 'Late' },
            { key: 'missed', label: 'Missed' },
          ]}
          moreFigures={[
            { key: 'due', label: 'Due' },
            {
              key: 'hoursDelivered',
              label: 'Hours delivered',
              text: (row) => `${row.hoursDelivered} of ${row.hoursPlanned}`,
            },
          ]}
          withTable
        />
      </ReportSection>
      <Text size="sm" c="dimmed">
        {rulesText(data.rules)}
      </Text>
    </Stack>
  );
}

export function CarerPerformanceReport({ data }: { data: CarerPerformance }) {
  return (
    <Stack gap="lg">
      <Text size="sm">Carers' places on visits from {periodText(data)}.</Text>
      <Headline totals={data.totals} />
      <ReportSection title="By branch">
        <BarChart
          title="Carers' check-ins on time by branch"
          data={data.byBranch}
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
      <ReportSection title="By carer">
        <BarChart
          title="Hours delivered by carer"
          data={data.carers}
          category={{ key: 'carerName', label: 'Carer' }}
          series={[
            {
              key: 'hoursDelivered',
              label: 'Hours delivered',
              text: (row) => `${row.hoursDelivered} of ${row.hoursPlanned}`,
            },
          ]}
          moreFigures={[
            { key: 'branchName', label: 'Branch' },
            ...performanceTableFigures().filter((f) => f.key !== 'hoursDelivered'),
          ]}
          withTable
        />
        {data.carerCount > data.carers.length && (
          <Text size="sm">
            {data.carers.length} of {data.carerCount} carers are listed; the branch figures count
            them all.
          </Text>
        )}
      </ReportSection>
      <Text size="sm" c="dimmed">
        {rulesText(data.rules)}
      </Text>
    </Stack>
  );
}

export const ClientPerformancePage = () => (
  <ReportFrame<ClientPerformance>
    title="Client Performance"
    report="clients/performance"
    owner="visits"
    period="range"
  >
    {(data) => <ClientPerformanceReport data={data} />}
  </ReportFrame>
);

export const CarerPerformancePage = () => (
  <ReportFrame<CarerPerformance>
    title="Carer Performance"
    report="carers/performance"
    owner="visits"
    period="range"
  >
    {(data) => <CarerPerformanceReport data={data} />}
  </ReportFrame>
);
