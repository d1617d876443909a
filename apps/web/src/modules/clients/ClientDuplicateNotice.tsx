import { type ClientDuplicate, ukDate } from '@care360/domain';
import { Anchor, List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { fetchData, withQuery } from '../../platform/api';
import { Notice } from '../../platform/Notice';
import { isoDateOf } from '../../platform/records/form-values';
import type { RecordFormNoticeProps } from '../../platform/records/record-form-notices';

const DUPLICATE_CHECK_DEBOUNCE_MS = 400;

const typed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * On the client add and edit pages: a warning, never a refusal, when a client the person may see
 * has the same name and date of birth, with a link to them (GET /api/v1/clients/possible-duplicates).
 */
export function ClientDuplicateNotice({ control, recordId }: RecordFormNoticeProps) {
  const [forename, surname, born] = useWatch({
    control,
    name: ['forename', 'surname', 'dateOfBirth'],
  });
  const dateOfBirth = isoDateOf(typed(born)) ?? '';
  // Debounced as text: a new object each render would restart the wait for ever.
  const [askedText] = useDebouncedValue(
    JSON.stringify([typed(forename), typed(surname), dateOfBirth]),
    DUPLICATE_CHECK_DEBOUNCE_MS,
  );
  const [askedForename = '', askedSurname = '', askedBorn = ''] = JSON.parse(askedText) as string[];
  const asked = { forename: askedForename, surname: askedSurname, dateOfBirth: askedBorn };
  const complete = asked.forename !== '' && asked.surname !== '' && asked.dateOfBirth !== '';
  const duplicates = useQuery({
    queryKey: ['client-duplicates', asked.forename, asked.surname, asked.dateOfBirth, recordId],
    queryFn: ({ signal }) =>
      fetchData<ClientDuplicate[]>(
        withQuery('/api/v1/clients/possible-duplicates', {
          ...asked,
          ...(recordId ? { exceptId: recordId } : {}),
        }),
        signal,
      ),
    enabled: complete,
    staleTime: 30_000,
    // A question the server refuses (a date not yet real) just shows no warning.
    retry: false,
  });
  const found = complete ? (duplicates.data ?? []) : [];
  if (found.length === 0) return null;
  const link = (client: ClientDuplicate) => (
    // The notice's text colour, underlined: the link colour on its blue tint is too faint (axe).
    <Anchor
      component={Link}
      to={`/app/clients/${encodeURIComponent(client.id)}`}
      target="_blank"
      c="inherit"
      fw={600}
      underline="always"
    >
      {client.name}, born {ukDate(client.dateOfBirth)} (opens in a new tab)
    </Anchor>
  );
  return (
    <Notice tone="info" title="Possible duplicate">
      {found.length === 1 && found[0] ? (
        <Text size="sm">
          A client with this name and date of birth already exists: {link(found[0])}. Check it is
          not the same person; you can still save.
        </Text>
      ) : (
        <>
          <Text size="sm">
            Clients with this name and date of birth already exist. Check none is the same person;
            you can still save.
          </Text>
          <List size="sm">
            {found.map((client) => (
              <List.Item key={client.id}>{link(client)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Notice>
  );
}
