import {
  can,
  type Permission,
  type PersonTraining,
  STAFF_OWNERS,
  type StaffOwner,
  ukDate,
} from '@care360/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { fetchData } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { usePersonFileRoute } from '../../platform/person-files/use-person-file-route';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { expiryText, TrainingStateBadge } from './TrainingStateBadge';

/** What the counts say, in words: "1 expiring soon, 2 not completed". */
function summaryText(training: PersonTraining): string {
  const { current, expiring, expired, missing } = training.counts;
  const parts = [
    expiring && `${expiring} expiring within ${training.warningDays} days`,
    expired && `${expired} expired`,
    missing && `${missing} mandatory ${missing === 1 ? 'course' : 'courses'} not completed`,
  ].filter(Boolean);
  if (parts.length === 0)
    return current ? 'All training is current.' : 'No training is recorded or required.';
  return `${current} current; ${parts.join(', ')}.`;
}

/**
 * A carer's (or office employee's) Training page (spec §2.5 "Carer Training",
 * /app/carers/:id/edit/training): each course that concerns them with its completion, expiry and
 * state in words and colour, and the way to record training.
 */
export function TrainingPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const file = usePersonFileRoute();
  const owner = file.owner as StaffOwner;
  const user = useCurrentUser();
  const recordsKind = `${STAFF_OWNERS[owner].prefix}-training-records`;
  const query = useQuery({
    queryKey: ['/api/v1', owner, id, 'training'],
    queryFn: ({ signal }) =>
      fetchData<PersonTraining>(`/api/v1/${owner}/${encodeURIComponent(id)}/training`, signal),
  });
  const recordsPath = `/app/${owner}/${id}/edit/training-records`;
  if (query.error) {
    return (
      <LoadFailure
        error={query.error}
        what="The training"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            This person's file no longer exists.
          </Notice>
        }
      />
    );
  }
  const training = query.data;
  if (!training) return <LineLoader label="Loading the training" />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Training</Title>
        {can(user, `${recordsKind}.create` as Permission) && (
          <Button component={Link} to={`${recordsPath}/add`}>
            Add training
          </Button>
        )}
      </Group>
      <Text>{summaryText(training)}</Text>
      {training.courses.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Caption>Courses, with the latest completion of each</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Course</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Completed</Table.Th>
                <Table.Th scope="col">Expires</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {training.courses.map((course) => (
                <Table.Tr key={course.courseId} data-state={course.state}>
                  <Table.Th scope="row" fw="normal">
                    {course.courseName}
                    {course.mandatory ? '' : ' (optional)'}
                  </Table.Th>
                  <Table.Td>
                    <TrainingStateBadge state={course.state} />
                  </Table.Td>
                  <Table.Td>{course.completedOn ? ukDate(course.completedOn) : 'Never'}</Table.Td>
                  <Table.Td>
                    {course.completedOn
                      ? expiryText(course.expiresOn, course.daysLeft, ukDate)
                      : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="lg">
        <Anchor component={Link} to={recordsPath}>
          Every training record
        </Anchor>
        <Anchor component={Link} to="/app/training-matrix">
          Training matrix
        </Anchor>
      </Group>
    </Stack>
  );
}
