import { can } from '@care360/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { useCurrentUser } from '../../platform/current-user';
import { loadedKind } from '../../platform/records/loaded-kinds';
import type { RecordRowActionsProps } from '../../platform/records/record-row-actions';
import { sendInterviewSlots } from './interview-calendar-api';
import { useApplicantRefresh } from './reference-api';

/**
 * "Send interview slots" on an offered slot of the applicant's Interview section: emails the
 * applicant every slot still offered, with the link to book one.
 */
export function InterviewRowActions({ location, row }: RecordRowActionsProps) {
  const user = useCurrentUser();
  const refresh = useApplicantRefresh();
  const [sending, setSending] = useState(false);
  const applicantId = location.parents[0]?.id ?? '';
  if (!can(user, loadedKind('applicant-interviews').permissions.update)) return null;
  if (row.state !== 'Offered' || applicantId === '') return null;

  async function send() {
    setSending(true);
    const result = await sendInterviewSlots(applicantId);
    setSending(false);
    if (result.error) {
      showAlert({ type: 'error', title: 'Not sent', message: result.message });
      return;
    }
    showAlert({ type: 'success', message: result.notice || 'Interview slots sent.' });
    void refresh();
  }

  return (
    <Button size="compact-sm" variant="default" loading={sending} onClick={() => void send()}>
      Send interview slots
    </Button>
  );
}
