import type { MainDashboard } from '@care360/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart, HeadlineFigure, periodText, ReportSection } from '../../platform/charts';
import { ReportFrame } from './ReportFrame';

/**
 * The main dashboard: the figures a manager opens the day with, each linking to the list it
 * counts; a part the caller may not read is left out.
 */
export function MainDashboardReport({ data }: { data: MainDashboard }) {
  const { clients, carers, visits } = data;
  return (
    <Stack gap="lg">
      {clients && (
        <ReportSection title="Clients">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <HeadlineFigure
              label="Clients receiving care"
              value={String(clients.current)}
              to="/app/clients"
            />
            <HeadlineFigure
              label="Started this month"
              value={String(clients.startedThisMonth)}
              to="/app/dashboard/clients/start"
            />
            <HeadlineFigure
              label="Ended this month"
              value={String(clients.endedThisMonth)}
              to="/app/dashboard/clients/end"
            />
          </SimpleGrid>
          <BarChart
            title="Clients receiving care by branch"
            data={clients.byBranch}
            category={{ key: 'branchName', label: 'Branch' }}
            series={[{ key: 'current', label: 'Clients' }]}
            withTable
          />
        </ReportSection>
      )}
      {carers && (
        <ReportSection title="Carers">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <HeadlineFigure
              label="Working carers"
              value={String(carers.working)}
              to="/app/carers"
            />
            <HeadlineFigure
              label="Started this month"
              value={String(carers.startedThisMonth)}
              to="/app/dashboard/carers/start"
            />
            <HeadlineFigure
              label="Left this month"
              value={String(carers.leftThisMonth)}
              to="/app/dashboard/carers/end"
            />
          </SimpleGrid>
          <BarChart
            title="Working carers by branch"
            data={carers.byBranch}
            category={{ key: 'branchName', label: 'Branch' }}
            series={[{ key: 'working', label: 'Carers' }]}
            withTable
          />
        </ReportSection>
      )}
      {visits && (
        <ReportSection title="Visits">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <HeadlineFigure label="Visits today" value={String(visits.today)} to="/app/visits" />
            <HeadlineFigure
              label="On time this week"
              value={`${visits.week.onTimeShare}% (${visits.week.onTime} of ${visits.week.onTime + visits.week.late})`}
              to="/app/dashboard/clients/client-performance"
            />
            <HeadlineFigure
              label="Missed this week"
              value={String(visits.week.missed)}
              to="/app/visits/backoffice"
            />
            <HeadlineFigure
              label="Hours delivered this week"
              value={`${visits.week.hoursDelivered} of ${visits.week.hoursPlanned}`}
              to="/app/dashboard/clients/weekly-branch-comparison"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            This week: {periodText(data.week)}.
          </Text>
        </ReportSection>
      )}
      {!clients && !carers && !visits && <Text>There are no figures you may see.</Text>}
    </Stack>
  );
}

export const MainDashboardPage = () => (
  <ReportFrame<MainDashboard> title="Dashboard" report="main" owner="clients" period="none">
    {(data) => <MainDashboardReport data={data} />}
  </ReportFrame>
);
