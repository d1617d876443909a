import { type HolidayRequest, type StaffOwner, ukDate } from '@care360/domain';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { type ApiResult, apiRequest } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { holidayRequestsQuery } from './oversight-api';

/**
 * The holiday requests a manager decides (beside the holiday calendars of spec §2.2): each
 * requested holiday of the people they may approve for, soonest first, with Approve and Decline.
 * Both save the holiday through its own record route with the version read here, so a holiday
 * changed meanwhile is refused (409) rather than overwritten, an approval beyond the allowance is
 * refused as on its edit page, and the person is emailed the decision.
 */

type Decision = 'Approved' | 'Declined';

/** The holiday as its record route saves it, with the decision. */
function decide(request: HolidayRequest, status: Decision, declineReason: string | null) {
  return apiRequest<unknown>('PUT', request.apiPath, {
    body: {
      fromDate: request.fromDate,
      toDate: request.toDate,
      reason: request.reason,
      hours: request.hours,
      notes: request.notes,
      status,
      declineReason,
      version: request.version,
    },
  });
}

/** What a refusal says: the rule's own words at its field, else the answer's message. */
function refusalOf(result: ApiResult<unknown>): string {
  if (!result.error) return '';
  const first = Object.values(result.errors).flat()[0];
  return first ?? result.message;
}

const period = (request: HolidayRequest) =>
  `${ukDate(request.fromDate)} to ${ukDate(request.toDate)}`;

function RequestCard({
  request,
  onDecided,
  onDecline,
}: {
  request: HolidayRequest;
  onDecided: (message: string) => Promise<void>;
  onDecline: () => void;
}) {
  const [approving, setApproving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function approve() {
    setApproving(true);
    setFailure(null);
    const result = await decide(request, 'Approved', null);
    setApproving(false);
    if (result.error) {
      setFailure(refusalOf(result));
      return;
    }
    await onDecided(`Holiday approved: ${request.name} is emailed.`);
  }
  return (
    <Paper withBorder p="md" component="article" aria-label={`${request.name}, ${period(request)}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Anchor component={Link} to={request.editPath} fw={600}>
            {request.name}
          </Anchor>
          {request.branch && (
            <Text size="sm" c="dimmed">
              {request.branch}
            </Text>
          )}
        </Group>
        <Text>
          {period(request)}, {request.hours} hours
          {request.reasonName ? ` (${request.reasonName})` : ''}
        </Text>
        {request.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {request.notes}
          </Text>
        )}
        {failure && (
          <Notice tone="danger" title="Not decided">
            {failure}
          </Notice>
        )}
        <Group gap="sm">
          <ButtonLoader
            loading={approving}
            onClick={() => void approve()}
            aria-label={`Approve ${request.name}'s holiday, ${period(request)}`}
          >
            Approve
          </ButtonLoader>
          <Button
            variant="default"
            color="red"
            onClick={onDecline}
            disabled={approving}
            aria-label={`Decline ${request.name}'s holiday, ${period(request)}`}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DeclineForm({
  request,
  onClose,
  onDecided,
}: {
  request: HolidayRequest;
  onClose: () => void;
  onDecided: (message: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  async function decline() {
    if (!reason.trim()) {
      setError('Say why the holiday is declined: the person is told.');
      return;
    }
    setSending(true);
    const result = await decide(request, 'Declined', reason.trim());
    setSending(false);
    if (result.error) {
      setError(refusalOf(result));
      return;
    }
    await onDecided(`Holiday declined: ${request.name} is emailed the reason.`);
  }
  return (
    <Stack gap="md">
      <Text>
        {request.name}: {period(request)}, {request.hours} hours.
      </Text>
      <Textarea
        label="Reason for declining"
        description="The person is emailed it."
        required
        autosize
        minRows={3}
        maxLength={1000}
        value={reason}
        error={error}
        data-autofocus
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group gap="sm">
        <ButtonLoader color="red" loading={sending} onClick={() => void decline()}>
          Decline
        </ButtonLoader>
        <Button variant="default" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function HolidayRequestsPage({ owner, title }: { owner: StaffOwner; title: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(holidayRequestsQuery(owner));
  const [declining, setDeclining] = useState<HolidayRequest | null>(null);
  async function decided(message: string) {
    setDeclining(null);
    showAlert({ type: 'success', message });
    // The calendars, balances and the worklist read the holidays too.
    await queryClient.invalidateQueries();
  }
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {query.isPending ? (
        <LineLoader label="Loading the holiday requests" />
      ) : query.isError ? (
        <LoadFailure
          error={query.error}
          what="The holiday requests"
          retry={() => void query.refetch()}
          notFound={null}
        />
      ) : query.data.requests.length === 0 ? (
        <Text>No holiday request is waiting for a decision.</Text>
      ) : (
        <>
          <Text>
            {query.data.requests.length}
            {query.data.more ? '+' : ''} {query.data.requests.length === 1 ? 'request' : 'requests'}{' '}
            to decide, soonest first.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {query.data.requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                onDecided={decided}
                onDecline={() => setDeclining(request)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <Modal
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        title="Decline the holiday"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {declining && (
          <DeclineForm request={declining} onClose={() => setDeclining(null)} onDecided={decided} />
        )}
      </Modal>
    </Stack>
  );
}

export const CarerHolidayRequestsPage = () => (
  <HolidayRequestsPage owner="carers" title="Carer Holiday Requests" />
);
export const EmployeeHolidayRequestsPage = () => (
  <HolidayRequestsPage owner="employees" title="Office Employee Holiday Requests" />
);
