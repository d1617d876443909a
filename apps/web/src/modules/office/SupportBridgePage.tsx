import {
  can,
  type DbsDetails,
  type PersonTraining,
  TRAINING_STATE_LABELS,
  ukDate,
} from '@care360/domain';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { fetchData, withQuery } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';
import { OFFICE_LIST_KEY_ROOT } from './office-list-key';

/**
 * The support bridge (/app/support-bridge/:id): what the office must sort out to keep one carer
 * supported and able to work, in one place: the training they must (re)take and their DBS
 * check, each linking to where it is recorded in their file. Both are read from the endpoints
 * the file itself uses (scoped and audited there).
 */

const NOT_FOUND = (
  <Notice tone="danger" title="Not found">
    There is no such carer.
  </Notice>
);

export function SupportBridgePage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const user = useCurrentUser();
  const mayReadDbs = can(user, 'carer-dbs-checks.read');
  const training = useQuery({
    queryKey: [`/api/v1/carers/${id}/training`],
    queryFn: ({ signal }) =>
      fetchData<PersonTraining>(`/api/v1/carers/${encodeURIComponent(id)}/training`, signal),
  });
  const dbs = useQuery({
    queryKey: [OFFICE_LIST_KEY_ROOT, 'dbs', 'person', id],
    queryFn: ({ signal }) =>
      fetchData<DbsDetails>(withQuery('/api/v1/office/dbs-details', { person: id }), signal),
    enabled: mayReadDbs,
  });
  if (training.error)
    return (
      <LoadFailure
        error={training.error}
        what="The carer’s support"
        retry={() => training.refetch()}
        notFound={NOT_FOUND}
      />
    );
  if (!training.data) return <LineLoader label="Loading the carer’s support" />;
  const needs = training.data.courses.filter((course) => course.state !== 'current');
  const check = dbs.data?.items[0];
  const file = `/app/carers/${id}`;
  return (
    <Stack gap="md">
      <Title order={1}>Support Bridge</Title>
      <Text>
        What this carer needs from the office.{' '}
        <Anchor component={Link} to={file}>
          Open their file
        </Anchor>
      </Text>
      <Title order={2}>Training</Title>
      {needs.length === 0 ? (
        <Text>All their training is current.</Text>
      ) : (
        <List>
          {needs.map((course) => (
            <List.Item key={course.courseId}>
              {course.courseName}{' '}
              <StatusBadge tone={TRAINING_STATE_LABELS[course.state].tone}>
                {TRAINING_STATE_LABELS[course.state].label}
              </StatusBadge>
              {course.expiresOn ? ` (expires ${ukDate(course.expiresOn)})` : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to={`${file}/edit/training`}>
        Record training
      </Anchor>
      {mayReadDbs && (
        <>
          <Title order={2}>DBS check</Title>
          {dbs.isPending ? (
            <LineLoader label="Loading the DBS check" />
          ) : !check ? (
            <Text>No DBS check is recorded.</Text>
          ) : (
            <Text>
              Certificate {check.certificateNumber}
              {check.issuedOn ? `, issued ${ukDate(check.issuedOn)}` : ''}
              {check.dueOn ? `; next check due ${ukDate(check.dueOn)}` : ''}{' '}
              {check.overdue && <StatusBadge tone="danger">Overdue</StatusBadge>}
            </Text>
          )}
          <Anchor component={Link} to={`${file}/edit/dbs-form`}>
            DBS form
          </Anchor>
        </>
      )}
    </Stack>
  );
}
