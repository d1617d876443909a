import { counted, ukDate } from '@care360/domain';
import { Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { apiPost, fetchData } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { Notice } from '../../platform/Notice';
import type { RecordFormNoticeProps } from '../../platform/records/record-form-notices';

interface Restorable {
  count: number;
  visits: { id: string; visitDate: string }[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * On a client's hospital stay: the visits cancelled for a stay (or an ended service) that may go
 * ahead again now the client is home, with the offer to put them back on the rota.
 */
export function RestoreVisitsNotice(_props: RecordFormNoticeProps) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const client = new RegExp(`/clients/(${UUID})`).exec(path)?.[1] ?? null;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = ['restorable-visits', client];
  const restorable = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      fetchData<Restorable>(`/api/v1/clients/${client}/restorable-visits`, signal),
    enabled: Boolean(client),
    retry: false,
  });
  const data = restorable.data;
  if (!data || data.count === 0) return null;
  const first = data.visits[0]?.visitDate;
  async function restore() {
    setBusy(true);
    const result = await apiPost<{ restored: number; created: number }>(
      `/api/v1/clients/${client}/restore-visits`,
    );
    setBusy(false);
    showAlert(
      result.error
        ? { type: 'danger', title: 'Not restored', message: result.message }
        : { type: 'success', title: 'Visits restored', message: result.notice },
    );
    await queryClient.invalidateQueries({ queryKey: key });
  }
  return (
    <Notice tone="info" title="Cancelled visits can go ahead again">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {counted(data.count, 'visit')} cancelled while the client was away
          {first ? `, from ${ukDate(first)},` : ''} {data.count === 1 ? 'is' : 'are'} not inside a
          hospital stay now.
        </Text>
        <ButtonLoader type="button" size="xs" loading={busy} onClick={() => void restore()}>
          Restore visits
        </ButtonLoader>
      </Group>
    </Notice>
  );
}
