import { type ApplicantStage, displayValue } from '@care360/domain';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import type { RecordRow } from '../../platform/records/record-api';
import { TrackerNav } from './TrackerNav';
import { APPLICANTS_API, applicantProfilePath } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

/**
 * The tracker's lists of applicants (spec §2.5): the applicants list of the record engine, read
 * page by page from the server with the stage set (Cleared, Rejected) or not (all).
 */

interface ListProps {
  title: string;
  stage?: ApplicantStage;
  columns: readonly string[];
  empty: string;
}

function ApplicantList({ title, stage, columns, empty }: ListProps) {
  const { filters, setFilters } = useTrackerFilters();
  const kind = loadedKind('applicants');
  const { query, items, total } = useCursorList<RecordRow>(APPLICANTS_API, {
    ...filters,
    ...(stage ? { stage } : {}),
    sort: 'appliedOn',
    dir: 'desc',
  });
  const show = (row: RecordRow, field: string) => {
    const def = kind.fields[field];
    return def ? displayValue(def, row[field], row._titles?.[field]) : '';
  };
  const tableColumns: TableColumn<RecordRow>[] = [
    {
      key: 'name',
      label: 'Name',
      rowHeader: true,
      render: (row) => (
        <Anchor component={Link} to={applicantProfilePath(String(row.id))}>
          {`${show(row, 'forename')} ${show(row, 'surname')}`}
        </Anchor>
      ),
    },
    ...columns.map((field) => ({
      key: field,
      label: kind.fields[field]?.label ?? field,
      render: (row: RecordRow) => show(row, field),
    })),
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <TrackerNav />
      <TrackerFilterBar filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <LineLoader label="Loading the applicants" />
      ) : query.isError ? (
        <LoadFailure
          error={query.error}
          what="The applicants"
          retry={() => void query.refetch()}
          notFound={null}
        />
      ) : items.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <>
          <Text size="sm">
            {total} {total === 1 ? 'applicant' : 'applicants'}
          </Text>
          <ResponsiveTable
            label={title}
            columns={tableColumns}
            rows={items}
            rowKey={(row) => String(row.id)}
            minWidth={640}
          />
          {query.hasNextPage && (
            <Button
              variant="default"
              w="fit-content"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Show more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

export function SuccessfulApplicantsPage() {
  return (
    <ApplicantList
      title="Successful Applicants"
      stage="Cleared"
      columns={['branch', 'source', 'appliedOn', 'clearedOn']}
      empty="No applicant has been cleared to start yet."
    />
  );
}

export function UnsuccessfulApplicantsPage() {
  return (
    <ApplicantList
      title="Unsuccessful Applicants"
      stage="Rejected"
      columns={['branch', 'appliedOn', 'rejectionReason']}
      empty="No applicant has been rejected."
    />
  );
}

export function AllApplicantsPage() {
  return (
    <ApplicantList
      title="All Applicants"
      columns={['branch', 'stage', 'source', 'appliedOn']}
      empty="No applicants yet."
    />
  );
}
