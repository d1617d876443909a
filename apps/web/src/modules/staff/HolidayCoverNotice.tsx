import { type CoverVisitAnswer, counted, ukDate } from '@care360/domain';
import { Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fetchData } from '../../platform/api';
import { Notice } from '../../platform/Notice';
import type { RecordFormNoticeProps } from '../../platform/records/record-form-notices';

/**
 * On a carer's approved holiday or sickness: the visits they were taken off for it that nobody
 * fills yet, for the office to cover (GET /api/v1/carer-holidays/:id/visits-for-cover).
 */
export function HolidayCoverNotice({ recordId }: RecordFormNoticeProps) {
  const cover = useQuery({
    queryKey: ['visits-for-cover', recordId],
    queryFn: ({ signal }) =>
      fetchData<{ items: CoverVisitAnswer[] }>(
        `/api/v1/carer-holidays/${recordId}/visits-for-cover`,
        signal,
      ),
    enabled: Boolean(recordId),
    retry: false,
  });
  const items = cover.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Notice tone="warning" title="Visits to cover">
      <Text size="sm">
        The carer was taken off {counted(items.length, 'visit')} for this leave and nobody covers{' '}
        {items.length === 1 ? 'it' : 'them'} yet:
      </Text>
      <List size="sm" aria-label="Visits to cover">
        {items.map((visit) => (
          <List.Item key={visit.id}>
            {ukDate(visit.visitDate)} {visit.startTime}–{visit.endTime},{' '}
            <Anchor
              component={Link}
              to={`/app/clients/${encodeURIComponent(visit.client)}`}
              c="inherit"
              underline="always"
            >
              {visit.clientName}
            </Anchor>
            {visit.openPlaces > 1 ? ` (${visit.openPlaces} places open)` : ''}
          </List.Item>
        ))}
      </List>
    </Notice>
  );
}
