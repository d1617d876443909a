import type { TrackerDashboard } from '@care360/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BarChart, HeadlineFigure } from '../../platform/charts';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable } from '../../platform/list/ResponsiveTable';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { TrackerNav } from './TrackerNav';
import { dashboardQuery } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

/**
 * Recruitment in numbers (spec §2.5): how many applicants are at each stage and how many got that
 * far, cleared as a share by branch and by source, and the median days from application to
 * cleared. Every chart has its numbers written beside the bars and in a table.
 */

type Group = TrackerDashboard['byBranch'][number];

function GroupTable({ title, rows }: { title: string; rows: Group[] }) {
  return (
    <ResponsiveTable
      label={title}
      rows={rows}
      rowKey={(row) => row.key || row.label}
      minWidth={480}
      columns={[
        { key: 'label', label: title, rowHeader: true, render: (row) => row.label },
        { key: 'total', label: 'Applicants', render: (row) => String(row.total) },
        { key: 'cleared', label: 'Cleared', render: (row) => String(row.cleared) },
        { key: 'rejected', label: 'Rejected', render: (row) => String(row.rejected) },
        { key: 'conversion', label: 'Cleared %', render: (row) => `${row.conversion}%` },
      ]}
    />
  );
}

const shareOfCleared = {
  key: 'conversion',
  label: 'Cleared',
  text: (row: Group) => `${row.conversion}% (${row.cleared} of ${row.total})`,
} as const;

export function Dashboard({ data }: { data: TrackerDashboard }) {
  const median = data.medianDaysToClear;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <HeadlineFigure label="Applicants" value={String(data.total)} />
        <HeadlineFigure label="Cleared to start" value={String(data.clearedCount)} />
        <HeadlineFigure
          label="Median days from application to cleared"
          value={median === null ? 'None cleared yet' : `${median} days`}
        />
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-label="By stage">
        <Title order={2} size="h4" mb="sm">
          By stage
        </Title>
        <BarChart
          title="Applicants who reached each stage"
          data={data.stages}
          category={{ key: 'stage', label: 'Stage' }}
          series={[
            {
              key: 'reached',
              label: 'Reached this stage',
              text: (row) => `${row.reached} (${row.conversion}%)`,
            },
          ]}
          moreFigures={[{ key: 'count', label: 'At this stage now' }]}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" component="section" aria-label="By branch">
          <Title order={2} size="h4" mb="sm">
            By branch
          </Title>
          <BarChart
            title="Cleared as a share of applicants, by branch"
            data={data.byBranch}
            category={{ key: 'label', label: 'Branch' }}
            series={[shareOfCleared]}
            format={(value) => `${value}%`}
            max={100}
          />
          <GroupTable title="Branch" rows={data.byBranch} />
        </Paper>
        <Paper withBorder p="md" component="section" aria-label="By source">
          <Title order={2} size="h4" mb="sm">
            By source
          </Title>
          <BarChart
            title="Cleared as a share of applicants, by source"
            data={data.bySource}
            category={{ key: 'label', label: 'Source' }}
            series={[shareOfCleared]}
            format={(value) => `${value}%`}
            max={100}
          />
          <GroupTable title="Source" rows={data.bySource} />
        </Paper>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        A stage's share counts everyone in it or further on; a rejected applicant counts only as
        having applied.
      </Text>
    </Stack>
  );
}

export function DashboardPage() {
  const { filters, setFilters } = useTrackerFilters();
  const dashboard = useQuery(dashboardQuery(filters));
  return (
    <Stack gap="md">
      <Title order={1}>Recruitment Dashboard</Title>
      <TrackerNav />
      <TrackerFilterBar filters={filters} onChange={setFilters} />
      {dashboard.isPending ? (
        <LineLoader label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <LoadFailure
          error={dashboard.error}
          what="The dashboard"
          retry={() => void dashboard.refetch()}
          notFound={null}
        />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </Stack>
  );
}
