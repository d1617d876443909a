import { can, GRANT_DOCUMENTS, type GrantAnswer } from '@care360/domain';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { ReferenceSelect } from '../../platform/records/fields/ReferenceSelect';
import { FORMAT_HELP } from '../../platform/records/fields/UkDateTimeInputs';
import { loadKindAreas } from '../../platform/records/loaded-kinds';
import { londonLocalToIso, tidyDateTime } from '../../platform/records/london-time';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import type { RecordEditSectionProps } from '../../platform/records/record-edit-sections';
import { GrantsTable } from './GrantsTable';
import {
  consentedDocuments,
  GRANTS_KEY,
  grantAccess,
  professionalGrants,
  revokeGrant,
} from './grants-api';

type Errors = Partial<Record<'client' | 'documents' | 'expiresAt' | 'reason', string>>;

/**
 * The grant form: a client, the documents their consent allows (the others are shown disabled,
 * saying why), and until when. The server checks all of it again and emails the link.
 */
function GrantForm({ professionalId }: { professionalId: string }) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState('');
  const [documents, setDocuments] = useState<string[]>([]);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const consent = useQuery({
    queryKey: [GRANTS_KEY, 'consent', client],
    queryFn: ({ signal }) => consentedDocuments(client, signal),
    enabled: client !== '',
  });
  const consented = consent.data?.consented ?? [];
  // The client picker names clients by their declaration, which this page does not load itself.
  const clientKind = useQuery({
    queryKey: ['kind-areas', 'clients'],
    queryFn: () => loadKindAreas('clients').then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const expiresAt = londonLocalToIso(until);
    const found: Errors = {
      ...(client ? {} : { client: 'Choose the client.' }),
      ...(documents.length ? {} : { documents: 'Choose at least one document.' }),
      ...(expiresAt ? {} : { expiresAt: 'Enter when the access ends, e.g. 27/03/2025 17:00.' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !expiresAt) return;
    setSending(true);
    const result = await grantAccess(professionalId, {
      client,
      documents,
      expiresAt,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setSending(false);
    if (result.error) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, messages]) => [field, messages[0]]),
        ) as Errors,
      );
      showAlert({ title: 'Not granted', message: result.message, type: 'danger' });
      return;
    }
    showAlert({ title: 'Access granted', message: result.notice, type: 'success' });
    setDocuments([]);
    setUntil('');
    setReason('');
    await queryClient.invalidateQueries({ queryKey: [GRANTS_KEY] });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="grant-heading">
      <Stack maw={560}>
        <Title order={2} size="h4" id="grant-heading">
          Grant access to a client’s documents
        </Title>
        {!clientKind.data ? (
          <LineLoader label="Loading the clients" />
        ) : (
          <ReferenceSelect
            to="clients"
            owner="health-professional-grants"
            field="client"
            label="Client"
            required
            value={client}
            error={errors.client}
            onChange={(id) => {
              setClient(id);
              setDocuments([]);
            }}
          />
        )}
        {client && consent.isPending && <LineLoader label="Checking the client’s consent" />}
        {consent.data?.reason && (
          <Notice tone="warning" title="No consent to share">
            {consent.data.reason}
          </Notice>
        )}
        <Checkbox.Group
          label="Documents"
          description="Only what the client consented to share can be chosen."
          value={documents}
          onChange={setDocuments}
          error={errors.documents}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {GRANT_DOCUMENTS.map((doc) => (
              <Checkbox
                key={doc.value}
                value={doc.value}
                label={doc.label}
                disabled={!consented.includes(doc.value)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label="Until"
          description={FORMAT_HELP.dateTime}
          required
          value={until}
          error={errors.expiresAt}
          onChange={(event) => setUntil(event.currentTarget.value)}
          onBlur={() => setUntil(tidyDateTime(until))}
        />
        <TextInput
          label="Reason"
          description="e.g. District nurse reviewing pressure care"
          maxLength={300}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={sending}>
            Grant and email the link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Access tab of a health professional: their grants, revoking, and a new grant. */
export function GrantsPanel({ record }: RecordEditSectionProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<string | null>(null);
  const professionalId = String(record.id);
  const grants = useQuery({
    queryKey: [GRANTS_KEY, 'professional', professionalId],
    queryFn: ({ signal }) => professionalGrants(professionalId, signal),
  });
  const mayGrant = can(user, 'health-professional-grants.create');
  const mayRevoke = can(user, 'health-professional-grants.update');

  async function revoke(grant: GrantAnswer) {
    setRevoking(grant.id);
    const result = await revokeGrant(grant.id);
    setRevoking(null);
    showAlert(
      result.error
        ? { title: 'Not revoked', message: result.message, type: 'danger' }
        : { title: 'Access revoked', message: result.notice, type: 'success' },
    );
    await queryClient.invalidateQueries({ queryKey: [GRANTS_KEY] });
  }

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Access granted
        </Title>
        {grants.error ? (
          <LoadFailure
            error={grants.error}
            what="The grants"
            retry={() => grants.refetch()}
            notFound={
              <Notice tone="danger" title="Not found">
                This health professional no longer exists.
              </Notice>
            }
          />
        ) : grants.data ? (
          <GrantsTable
            grants={grants.data.grants}
            show="client"
            {...(mayRevoke ? { onRevoke: revoke, revoking } : {})}
          />
        ) : (
          <LineLoader label="Loading the grants" />
        )}
        <Text size="sm" c="dimmed">
          Each link works only until its time or until it is revoked; every view is recorded on the
          client’s file.
        </Text>
      </Stack>
      {mayGrant && <GrantForm professionalId={professionalId} />}
    </Stack>
  );
}
