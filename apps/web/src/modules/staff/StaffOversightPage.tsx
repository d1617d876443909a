import {
  DUE_STATE_LABELS,
  OVERSIGHT_SECTIONS,
  type OversightListKind,
  type StaffOwner,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LineLoader } from '../../platform/LineLoader';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';
import { staffOversightQuery } from './oversight-api';

/**
 * The lists a manager works through (spec §2.2, /app/audits/carers/supervisions, spot-checks,
 * annual-appraisals): each current carer with the last one held, when the next is due and its
 * state in words and colour, most overdue first, and a link to record the next one.
 */
function StaffOversightPage({
  owner,
  kind,
  title,
}: {
  owner: StaffOwner;
  kind: OversightListKind;
  title: string;
}) {
  const [state, setState] = useState('');
  const query = useQuery(staffOversightQuery(owner, kind, state));
  const what = OVERSIGHT_SECTIONS[kind].title.toLowerCase();
  const list = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Show"
          value={state}
          onChange={setState}
          data={[
            { value: '', label: 'Everyone' },
            { value: 'overdue', label: 'Overdue' },
            { value: 'due-soon', label: 'Due soon' },
          ]}
        />
        {list && (
          <Text size="sm">
            {list.counts.overdue} overdue, {list.counts['due-soon']} due within 14 days; one every{' '}
            {list.months} {list.months === 1 ? 'month' : 'months'}.
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <LineLoader label={`Loading the ${what} dates`} />
      ) : query.isError ? (
        <LoadFailure
          error={query.error}
          what={`The ${what} dates`}
          retry={() => void query.refetch()}
          notFound={null}
        />
      ) : list && list.rows.length === 0 ? (
        <Text>
          {state
            ? `No one is ${DUE_STATE_LABELS[state as 'overdue'].label.toLowerCase()}.`
            : 'No current staff.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>{`Current staff by when their next ${what} is due`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Branch</Table.Th>
                <Table.Th>Last held</Table.Th>
                <Table.Th>Next due</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Record the next one</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list?.rows.map((row) => {
                const { label, tone } = DUE_STATE_LABELS[row.state];
                return (
                  <Table.Tr key={row.personId}>
                    <Table.Td>
                      <Anchor component={Link} to={row.profilePath}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.branch ?? ''}</Table.Td>
                    <Table.Td>{row.lastHeldOn ? ukDate(row.lastHeldOn) : 'None yet'}</Table.Td>
                    <Table.Td>{ukDate(row.nextDue)}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={tone}>{label}</StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={row.addPath}
                        size="xs"
                        variant="default"
                        aria-label={`Add a ${what} for ${row.name}`}
                      >
                        Add {what}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export const CarerSupervisionsAuditPage = () => (
  <StaffOversightPage owner="carers" kind="supervision" title="Audits - Carer Supervisions" />
);
export const CarerSpotChecksAuditPage = () => (
  <StaffOversightPage owner="carers" kind="spot-check" title="Audits - Carer Spot Checks" />
);
export const CarerAppraisalsAuditPage = () => (
  <StaffOversightPage owner="carers" kind="appraisal" title="Audits - Carer Annual Appraisals" />
);
