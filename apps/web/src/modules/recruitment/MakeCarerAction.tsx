import {
  type ApplicantCarerAnswer,
  can,
  HOURS_TYPES,
  type MakeCarerAnswer,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { apiPost, fetchData } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';
import { Notice } from '../../platform/Notice';
import { UkDateInput } from '../../platform/records/fields/UkDateTimeInputs';
import { isoDateOf } from '../../platform/records/form-values';

/**
 * On a cleared applicant's profile: Make carer (start date, hours, weekly hours), which opens
 * the new carer's file; once made, "Now a carer: view file" instead.
 */
export function MakeCarerAction({
  applicantId,
  cleared,
}: {
  applicantId: string;
  cleared: boolean;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const mayRead = can(user, 'carers.read');
  const mayMake = can(user, 'carers.create') && can(user, 'applicants.update');
  const [open, setOpen] = useState(false);
  const [startDate, setStartDate] = useState(ukDate(ukCalendarDate()));
  const [hoursType, setHoursType] = useState<(typeof HOURS_TYPES)[number]>('Variable hours');
  const [weeklyHours, setWeeklyHours] = useState<number | string>('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const existing = useQuery({
    queryKey: ['applicant-carer', applicantId],
    queryFn: ({ signal }) =>
      fetchData<ApplicantCarerAnswer>(`/api/v1/applicants/${applicantId}/carer`, signal),
    enabled: cleared && mayRead,
  });
  if (!cleared) return null;
  if (existing.data) {
    return (
      <Text size="sm">
        Now a carer:{' '}
        <Anchor component={Link} to={`/app/carers/${existing.data.carerId}`}>
          view file
        </Anchor>
      </Text>
    );
  }
  if (!mayMake || (mayRead && existing.isPending)) return null;

  async function make() {
    setSaving(true);
    setFailure(null);
    const result = await apiPost<MakeCarerAnswer>(`/api/v1/applicants/${applicantId}/make-carer`, {
      // Typed as DD/MM/YYYY; a date typed as YYYY-MM-DD is taken as it is.
      startDate: isoDateOf(startDate) ?? startDate.trim(),
      hoursType,
      weeklyHours: typeof weeklyHours === 'number' ? weeklyHours : null,
    });
    setSaving(false);
    if (result.error) {
      setFailure(result.message);
      return;
    }
    setOpen(false);
    await navigate({ to: `/app/carers/${result.data.carerId}` });
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>Make carer</Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Make carer"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Their histories, references, DBS, right to work, interviews and signed forms are copied
            to the new carer's file.
          </Text>
          <UkDateInput label="Start date" required value={startDate} onChange={setStartDate} />
          <NativeSelect
            label="Hours"
            data={[...HOURS_TYPES]}
            value={hoursType}
            onChange={(event) =>
              setHoursType(event.currentTarget.value as (typeof HOURS_TYPES)[number])
            }
          />
          <NumberInput
            label="Contracted or average weekly hours"
            min={0}
            max={60}
            decimalScale={2}
            value={weeklyHours}
            onChange={setWeeklyHours}
          />
          {failure && (
            <Notice tone="danger" title="Not made a carer">
              {failure}
            </Notice>
          )}
          <Group gap="sm">
            <ButtonLoader loading={saving} disabled={!startDate} onClick={() => void make()}>
              Make carer
            </ButtonLoader>
            <Button variant="default" onClick={() => setOpen(false)} disabled={saving}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
