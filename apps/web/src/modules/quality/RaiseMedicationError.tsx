import {
  can,
  isMarCode,
  type MarEntry,
  type MarSlot,
  marCode,
  ukCalendarDate,
} from '@care360/domain';
import { Button, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { apiPost } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';

/**
 * A dose refused, or a round passed with no dose recorded, raised as a medication error in one
 * step: the server makes the entry from the dose, and its page opens for the manager to finish.
 */
export function RaiseMedicationError({
  clientId,
  medicationId,
  day,
  slot,
  recorded,
}: {
  clientId: string;
  medicationId: string;
  day: string;
  slot: MarSlot;
  /** The dose recorded at this round, if any. */
  recorded: MarEntry | undefined;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refused =
    recorded && isMarCode(recorded.code) && marCode(recorded.code).outcome === 'refused';
  const missed = !recorded && day <= ukCalendarDate();
  if (!can(user, 'medication-errors.create') || !(refused || missed)) return null;

  async function raise() {
    setBusy(true);
    setFailure(null);
    const result = await apiPost<{ id: string }>(
      `/api/v1/clients/${clientId}/mar/medication-error`,
      { medication: medicationId, day, slot },
    );
    setBusy(false);
    if (result.error) {
      setFailure(result.message);
      return;
    }
    showAlert({ type: 'success', message: 'Medication error raised: check and complete it.' });
    await navigate({ to: `/app/quality-assurance/medication-errors/${result.data.id}/edit` });
  }

  return (
    <>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
      <Button variant="light" color="red" onClick={() => void raise()} loading={busy}>
        Raise a medication error
      </Button>
    </>
  );
}
