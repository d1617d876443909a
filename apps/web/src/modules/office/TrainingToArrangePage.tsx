import {
  TRAINING_STATE_LABELS,
  type TrainingMatrix,
  type TrainingState,
  ukDate,
} from '@care360/domain';
import { Anchor, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchData, withQuery } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';

/**
 * The training to arrange (/app/training-modal): every course a carer or office employee must
 * (re)take, expired, expiring or never done, one row each, the expired first, read from the
 * training matrix's answer (scoped and audited there). Each row links to the person's training
 * page, where the completion is recorded.
 */

type Need = Exclude<TrainingState, 'current'>;
const NEEDS: readonly Need[] = ['expired', 'missing', 'expiring'];
const FILTERS = ['all', ...NEEDS] as const;
type Filter = (typeof FILTERS)[number];

interface Row {
  key: string;
  owner: 'carers' | 'employees';
  personId: string;
  person: string;
  branch: string | null;
  course: string;
  state: Need;
  expiresOn: string | null;
}

/** The matrix's cells that need arranging, the most pressing first. */
export function trainingToArrange(matrix: TrainingMatrix): Row[] {
  const names = new Map(matrix.courses.map((course) => [course.id, course.name]));
  const rows: Row[] = [];
  for (const person of matrix.people)
    for (const [courseId, cell] of Object.entries(person.cells)) {
      if (cell.state === 'current') continue;
      rows.push({
        key: `${person.id}:${courseId}`,
        owner: person.owner,
        personId: person.id,
        person: person.name,
        branch: person.branch,
        course: names.get(courseId) ?? 'Course',
        state: cell.state,
        expiresOn: cell.expiresOn,
      });
    }
  return rows.sort(
    (a, b) =>
      NEEDS.indexOf(a.state) - NEEDS.indexOf(b.state) ||
      (a.expiresOn ?? '').localeCompare(b.expiresOn ?? '') ||
      a.person.localeCompare(b.person),
  );
}

export function TrainingToArrangePage() {
  const [filter, setFilter] = useState<Filter>('all');
  const query = useQuery({
    queryKey: ['/api/v1/training-matrix', {}],
    queryFn: ({ signal }) =>
      fetchData<TrainingMatrix>(withQuery('/api/v1/training-matrix', {}), signal),
  });
  if (query.error)
    return (
      <LoadFailure
        error={query.error}
        what="The training to arrange"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            There is no such list.
          </Notice>
        }
      />
    );
  if (!query.data) return <LineLoader label="Loading the training to arrange" />;
  const all = trainingToArrange(query.data);
  const rows = filter === 'all' ? all : all.filter((row) => row.state === filter);
  const columns: TableColumn<Row>[] = [
    {
      key: 'person',
      label: 'Name',
      rowHeader: true,
      render: (row) => (
        <Anchor component={Link} to={`/app/${row.owner}/${row.personId}/edit/training`}>
          {row.person}
        </Anchor>
      ),
    },
    { key: 'branch', label: 'Branch', render: (row) => row.branch ?? '' },
    { key: 'course', label: 'Course', render: (row) => row.course },
    {
      key: 'state',
      label: 'State',
      render: (row) => (
        <StatusBadge tone={TRAINING_STATE_LABELS[row.state].tone}>
          {TRAINING_STATE_LABELS[row.state].label}
        </StatusBadge>
      ),
    },
    {
      key: 'expiresOn',
      label: 'Expires',
      render: (row) => (row.expiresOn ? ukDate(row.expiresOn) : ''),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>Training to arrange</Title>
      <Text>
        {all.length === 0
          ? 'Everyone’s training is current.'
          : `${all.length} ${all.length === 1 ? 'course needs' : 'courses need'} arranging.`}
      </Text>
      <SegmentedControl
        aria-label="Show"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={FILTERS.map((value) => ({
          value,
          label: value === 'all' ? 'All' : TRAINING_STATE_LABELS[value].label,
        }))}
      />
      {rows.length === 0 ? (
        <Text>Nothing to show.</Text>
      ) : (
        <ResponsiveTable
          label="Training to arrange"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          minWidth={700}
        />
      )}
    </Stack>
  );
}
