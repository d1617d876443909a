import type { TrackerTests } from '@care360/domain';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable } from '../../platform/list/ResponsiveTable';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { TrackerNav } from './TrackerNav';
import { applicantProfilePath, testsQuery } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

/** The test list (spec §2.5): each applicant's support-worker test score and pass or fail. */

const COLOURS = { Pass: 'teal.9', Fail: 'red.9', 'Not taken': 'gray.6' } as const;

export function TrackerTestsPage() {
  const { filters, setFilters } = useTrackerFilters();
  const tests = useQuery(testsQuery(filters));
  type Row = TrackerTests['items'][number];
  return (
    <Stack gap="md">
      <Title order={1}>All Applicants: Support Worker Test</Title>
      <TrackerNav />
      <TrackerFilterBar filters={filters} onChange={setFilters} />
      {tests.isPending ? (
        <LineLoader label="Loading the test results" />
      ) : tests.isError ? (
        <LoadFailure
          error={tests.error}
          what="The test results"
          retry={() => void tests.refetch()}
          notFound={null}
        />
      ) : (
        <>
          <Text size="sm">Pass mark: {tests.data.passMark}</Text>
          <ResponsiveTable<Row>
            label="Support worker test results"
            rows={tests.data.items}
            rowKey={(row) => row.id}
            minWidth={640}
            columns={[
              {
                key: 'name',
                label: 'Applicant',
                rowHeader: true,
                render: (row) => (
                  <Anchor component={Link} to={applicantProfilePath(row.id)}>
                    {row.name}
                  </Anchor>
                ),
              },
              { key: 'branch', label: 'Branch', render: (row) => row.branchName ?? '' },
              { key: 'stage', label: 'Stage', render: (row) => row.stage },
              {
                key: 'score',
                label: 'Score',
                render: (row) => (row.score === null ? '' : String(row.score)),
              },
              {
                key: 'result',
                label: 'Result',
                render: (row) => (
                  <Badge color={COLOURS[row.result]} autoContrast>
                    {row.result}
                  </Badge>
                ),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
