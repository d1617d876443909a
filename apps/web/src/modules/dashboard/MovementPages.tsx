import { type Movement, ukDate } from '@care360/domain';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BarChart, HeadlineFigure, periodText, ReportSection } from '../../platform/charts';
import { ResponsiveTable } from '../../platform/list/ResponsiveTable';
import { ReportFrame } from './ReportFrame';

type People = 'clients' | 'carers';
type Which = 'starts' | 'ends';

const words = (people: People, which: Which) => ({
  done: which === 'starts' ? 'Started' : people === 'clients' ? 'Ended' : 'Left',
  detail: people === 'clients' ? 'Reason' : 'Status',
  plural: people === 'clients' ? 'Clients' : 'Carers',
});

/** Who started or ended in the period: by month, by branch, and each of them by date. */
export function MovementReport({
  data,
  people,
  which,
}: {
  data: Movement;
  people: People;
  which: Which;
}) {
  const w = words(people, which);
  return (
    <Stack gap="lg">
      <Text size="sm">From {periodText(data)}.</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <HeadlineFigure
          label={`${w.plural} ${w.done.toLowerCase()}`}
          value={String(data.total)}
          to={`/app/${people}`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReportSection title="By month">
          <BarChart
            title={`${w.plural} ${w.done.toLowerCase()} by month`}
            data={data.byMonth}
            category={{ key: 'label', label: 'Month' }}
            series={[{ key: 'count', label: w.done }]}
            withTable
          />
        </ReportSection>
        <ReportSection title="By branch">
          <BarChart
            title={`${w.plural} ${w.done.toLowerCase()} by branch`}
            data={data.byBranch}
            category={{ key: 'branchName', label: 'Branch' }}
            series={[{ key: 'count', label: w.done }]}
            withTable
          />
        </ReportSection>
      </SimpleGrid>
      <ReportSection title={`${w.plural} ${w.done.toLowerCase()}`}>
        <ResponsiveTable
          label={`${w.plural} ${w.done.toLowerCase()} in the period`}
          rows={data.people}
          rowKey={(row) => row.id}
          minWidth={520}
          columns={[
            {
              key: 'name',
              label: 'Name',
              rowHeader: true,
              render: (row) => (
                <Anchor component={Link} to={`/app/${people}/${row.id}`}>
                  {row.name}
                </Anchor>
              ),
            },
            { key: 'branch', label: 'Branch', render: (row) => row.branchName },
            { key: 'date', label: w.done, render: (row) => ukDate(row.date) },
            { key: 'detail', label: w.detail, render: (row) => row.detail ?? '' },
          ]}
        />
        {data.total > data.people.length && (
          <Text size="sm">
            The first {data.people.length} of {data.total} are listed; narrow the period or the
            branch to see the rest.
          </Text>
        )}
      </ReportSection>
    </Stack>
  );
}

const page = (people: People, which: Which, title: string) => () => (
  <ReportFrame<Movement> title={title} report={`${people}/${which}`} owner={people} period="range">
    {(data) => <MovementReport data={data} people={people} which={which} />}
  </ReportFrame>
);

export const ClientStartsPage = page('clients', 'starts', 'Client Start Report');
export const ClientEndsPage = page('clients', 'ends', 'Client End Report');
export const CarerStartsPage = page('carers', 'starts', 'Carer Start Report');
export const CarerEndsPage = page('carers', 'ends', 'Carer End Report');
