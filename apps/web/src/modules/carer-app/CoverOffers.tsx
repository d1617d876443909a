import { type MyCoverOffer, myCoverOffersAnswer, ukDate } from '@care360/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { apiRequest, fetchData } from '../../platform/api';

export const COVER_OFFERS_PATH = '/api/v1/my/cover-offers';

/**
 * Visits the office has offered the carer for cover. Accepting needs signal: the first carer to
 * accept gets the visit, so the answer cannot wait in the offline queue.
 */
export function CoverOffers({ onAccepted }: { onAccepted: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: [COVER_OFFERS_PATH],
    queryFn: async ({ signal }) =>
      myCoverOffersAnswer.parse(await fetchData(COVER_OFFERS_PATH, signal)),
  });
  const [busy, setBusy] = useState<string | null>(null);

  async function answer(offer: MyCoverOffer, choice: 'accept' | 'decline') {
    setBusy(offer.id);
    const result = await apiRequest('POST', `${COVER_OFFERS_PATH}/${offer.id}/${choice}`);
    setBusy(null);
    await queryClient.invalidateQueries({ queryKey: [COVER_OFFERS_PATH] });
    if (result.error) return alertFailure(result);
    if (choice === 'accept') await onAccepted();
    showAlert({
      type: 'success',
      title: choice === 'accept' ? 'Visit accepted' : 'Offer declined',
      message: result.notice,
    });
  }

  const open = offers.data ?? [];
  if (open.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="cover-offers-title">
      <Title order={2} size="h4" id="cover-offers-title">
        Visits offered to you
      </Title>
      {!navigator.onLine && (
        <Alert color="yellow">
          You need signal to accept a visit: the first carer to accept gets it.
        </Alert>
      )}
      {open.map((offer) => (
        <Card key={offer.id} withBorder>
          <Text fw={700}>
            {ukDate(offer.visitDate)} {offer.startTime}–{offer.endTime}
          </Text>
          <Text size="sm">
            {offer.clientName}
            {offer.postcode ? `, ${offer.postcode}` : ''}
          </Text>
          <Group mt="xs" grow>
            <Button
              loading={busy === offer.id}
              disabled={!navigator.onLine}
              onClick={() => void answer(offer, 'accept')}
            >
              Accept
            </Button>
            <Button
              variant="default"
              disabled={busy === offer.id || !navigator.onLine}
              onClick={() => void answer(offer, 'decline')}
            >
              Decline
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
