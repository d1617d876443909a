import { can, formatUkDate } from '@care360/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { useCurrentUser } from '../../platform/current-user';
import { loadedKind } from '../../platform/records/loaded-kinds';
import type { RecordRowActionsProps } from '../../platform/records/record-row-actions';
import { requestReference, useApplicantRefresh } from './reference-api';

/**
 * Send request and Chase now on a row of the applicant's References, with
 * where the request is: sent on, chased how often. The server decides what may be done; the
 * buttons offer only what it would allow (no chase before a request, nothing once received).
 */
export function ReferenceRowActions({ row }: RecordRowActionsProps) {
  const user = useCurrentUser();
  const refresh = useApplicantRefresh();
  const [pending, setPending] = useState<'send-request' | 'chase' | null>(null);
  if (!can(user, loadedKind('applicant-references').permissions.update)) return null;
  const state = String(row.requestState ?? 'Not requested');
  const name = String(row.refereeName ?? 'the referee');
  const requestedOn = typeof row.requestedOn === 'string' ? row.requestedOn : null;
  const chased = Number(row.timesChased ?? 0);
  if (state === 'Received') return null;

  async function run(action: 'send-request' | 'chase') {
    setPending(action);
    const result = await requestReference(row.id, action);
    setPending(null);
    if (result.error) {
      showAlert({ type: 'error', title: 'Not sent', message: result.message });
      return;
    }
    showAlert({ type: 'success', message: result.notice || 'Sent.' });
    void refresh();
  }

  return (
    <Group gap={4} wrap="nowrap">
      {requestedOn && state === 'Requested' && (
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Sent {formatUkDate(requestedOn)}
          {chased > 0 ? `, chased ${chased}×` : ''}
        </Text>
      )}
      {state === 'Requested' ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={pending === 'chase'}
          onClick={() => void run('chase')}
          aria-label={`Chase ${name} now`}
        >
          Chase now
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          loading={pending === 'send-request'}
          onClick={() => void run('send-request')}
          aria-label={`${state === 'Not requested' ? 'Send request to' : 'Send request again to'} ${name}`}
        >
          {state === 'Not requested' ? 'Send request' : 'Send again'}
        </Button>
      )}
    </Group>
  );
}
