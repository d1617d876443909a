import {
  MATRIX_CHECKS,
  MATRIX_STATUS_LABELS,
  type MatrixStatus,
  type TrackerMatrix,
} from '@care360/domain';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable } from '../../platform/list/ResponsiveTable';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { TrackerNav } from './TrackerNav';
import { applicantProfilePath, matrixQuery } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

/**
 * The compliance matrix (spec §2.5): applicants past interview against the checks they need.
 * Green is valid, amber ends within 30 days, red is missing or expired; each cell also says so
 * in words (and its detail is its title), so colour is never the only sign.
 */

const COLOURS: Record<MatrixStatus, string> = {
  valid: 'teal.9',
  expiring: 'yellow.4',
  missing: 'red.9',
};
const SHORT: Record<MatrixStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  missing: 'Missing',
};

function Cell({ status, detail }: { status: MatrixStatus; detail: string }) {
  return (
    <Badge
      color={COLOURS[status]}
      autoContrast
      title={detail}
      aria-label={`${SHORT[status]}: ${detail}`}
    >
      {SHORT[status]}
    </Badge>
  );
}

export function Matrix({ data }: { data: TrackerMatrix }) {
  type Row = TrackerMatrix['items'][number];
  return (
    <Stack gap="md">
      <Group gap="md" aria-label="Legend">
        {(Object.keys(MATRIX_STATUS_LABELS) as MatrixStatus[]).map((status) => (
          <Group key={status} gap={6}>
            <Badge color={COLOURS[status]} autoContrast>
              {SHORT[status]}
            </Badge>
            <Text size="sm">{MATRIX_STATUS_LABELS[status]}</Text>
          </Group>
        ))}
      </Group>
      {data.items.length === 0 ? (
        <Text>No applicant is past interview yet.</Text>
      ) : (
        <ResponsiveTable<Row>
          label="Compliance matrix"
          rows={data.items}
          rowKey={(row) => row.id}
          minWidth={900}
          columns={[
            {
              key: 'name',
              label: 'Applicant',
              rowHeader: true,
              render: (row) => (
                <Stack gap={0}>
                  <Anchor component={Link} to={applicantProfilePath(row.id)}>
                    {row.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[row.stage, row.branchName].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              ),
            },
            ...MATRIX_CHECKS.map((check) => ({
              key: check.key,
              label: check.label,
              render: (row: Row) => {
                const cell = row.checks[check.key];
                return cell ? <Cell status={cell.status} detail={cell.detail} /> : null;
              },
            })),
          ]}
        />
      )}
    </Stack>
  );
}

export function MatrixPage() {
  const { filters, setFilters } = useTrackerFilters();
  const matrix = useQuery(matrixQuery(filters));
  return (
    <Stack gap="md">
      <Title order={1}>Compliance Matrix</Title>
      <TrackerNav />
      <TrackerFilterBar filters={filters} onChange={setFilters} withSource={false} />
      {matrix.isPending ? (
        <LineLoader label="Loading the matrix" />
      ) : matrix.isError ? (
        <LoadFailure
          error={matrix.error}
          what="The matrix"
          retry={() => void matrix.refetch()}
          notFound={null}
        />
      ) : (
        <Matrix data={matrix.data} />
      )}
    </Stack>
  );
}
