import {
  CHANGEABLE_MEDICATION_FIELDS,
  type ClientSummary,
  can,
  type Fields,
  LIFECYCLE_FIELDS,
  RETENTION_YEARS,
  type SummaryRow,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPost } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { Notice } from '../../platform/Notice';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { ActionDialog } from './ActionDialog';
import { clientApiBase } from './client-file-api';

/**
 * Where a client's care stands and the actions that end or change it without deleting anything
 * (client-lifecycle.ts): End service and Reinstate on the profile, Stop and Change on each
 * current medicine. "In hospital since …" comes from the client's open hospital stay.
 */

const f = LIFECYCLE_FIELDS;

const END_SERVICE_FIELDS: Fields = { endedOn: f.endedOn, reason: f.endReason, note: f.endNote };
const STOP_FIELDS: Fields = { endDate: f.stopOn, reason: f.reason };
let changeFields: Fields | undefined;

/**
 * The Change dialog's fields, made once on first use: the medicines' declaration is loaded by then
 * (the route of a page showing these actions loads the clients area).
 */
function changeFieldsOf(): Fields {
  const medications = loadedKind('client-medications');
  changeFields ??= {
    from: f.changeFrom,
    ...Object.fromEntries(
      CHANGEABLE_MEDICATION_FIELDS.map((key) => [key, medications.fields[key] as Fields[string]]),
    ),
    reason: f.reason,
  };
  return changeFields;
}

/** Refreshes everything shown of the client after an action. */
function useRefresh() {
  const queryClient = useQueryClient();
  // The summary, the file's sections, the chart and the lists all start with the clients path.
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/v1/clients'),
    });
}

/** "In hospital since 03/11/2026 (St James's)", or nothing when the client is not. */
export function HospitalSince({ summary }: { summary: ClientSummary }) {
  const since = summary.lifecycle?.inHospitalSince;
  if (!since) return null;
  const where = summary.lifecycle?.hospital;
  return (
    <Text fw={600}>
      In hospital since {ukDate(since)}
      {where ? ` (${where})` : ''}
    </Text>
  );
}

/** The archived notice and Reinstate, or the End service action, as the caller may. */
export function ServiceActions({ summary }: { summary: ClientSummary }) {
  const user = useCurrentUser();
  const refresh = useRefresh();
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mayArchive = can(user, loadedKind('clients').permissions.delete);
  const lifecycle = summary.lifecycle;
  const base = clientApiBase(summary.client.id);

  async function reinstate() {
    setFailure(null);
    const result = await apiPost(`${base}/reinstate`);
    if (result.error) setFailure(result.message);
    else await refresh();
  }

  if (lifecycle?.serviceEndedOn) {
    return (
      <Notice tone="info" title="Archived: the service has ended">
        <Text>
          The service ended on {ukDate(lifecycle.serviceEndedOn)}
          {lifecycle.serviceEndReason ? `: ${lifecycle.serviceEndReason.toLowerCase()}` : ''}.
          {lifecycle.serviceEndNote ? ` ${lifecycle.serviceEndNote}` : ''} The file is kept, and
          found under Archived in the clients list, for {RETENTION_YEARS} years after the service
          ended.
        </Text>
        {failure && <Text c="red.9">{failure}</Text>}
        {mayArchive && (
          <Button variant="default" mt="xs" onClick={() => void reinstate()}>
            Reinstate client
          </Button>
        )}
      </Notice>
    );
  }
  if (!mayArchive) return null;
  return (
    <>
      <Button variant="default" color="red" onClick={() => setEnding(true)}>
        End service
      </Button>
      <ActionDialog
        opened={ending}
        title="End service"
        intro="The client is archived, not deleted: they leave the lists and rounds, and their file is kept and can be found under Archived."
        fields={END_SERVICE_FIELDS}
        owner="clients"
        initial={{ endedOn: ukCalendarDate() }}
        submitLabel="End service"
        submit={(body) => apiPost(`${base}/end-service`, body)}
        onClose={() => setEnding(false)}
        onDone={() => {
          setEnding(false);
          void refresh();
        }}
      />
    </>
  );
}

/** Stop and Change of one current medicine. */
export function MedicationActions({ clientId, row }: { clientId: string; row: SummaryRow }) {
  const refresh = useRefresh();
  const [open, setOpen] = useState<'stop' | 'change' | null>(null);
  const base = `${clientApiBase(clientId)}/medications/${encodeURIComponent(row.id)}`;
  const name = row._titles?.medication ?? 'this medicine';
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    void refresh();
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpen('change')}
        aria-label={`Change ${name}`}
      >
        Change
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpen('stop')}
        aria-label={`Stop ${name}`}
      >
        Stop
      </Button>
      <ActionDialog
        opened={open === 'stop'}
        title={`Stop ${name}`}
        intro="The medicine stays on the MAR chart until the last day taken, with the reason."
        fields={STOP_FIELDS}
        owner="client-medications"
        initial={{ endDate: ukCalendarDate() }}
        submitLabel="Stop medicine"
        submit={(body) => apiPost(`${base}/stop`, body)}
        onClose={close}
        onDone={done}
      />
      <ActionDialog
        opened={open === 'change'}
        title={`Change ${name}`}
        intro="The current dose ends the day before the new one starts; the MAR chart keeps both lines."
        fields={changeFieldsOf()}
        owner="client-medications"
        initial={{ ...row, from: ukCalendarDate() }}
        submitLabel="Change medicine"
        submit={(body) => apiPost(`${base}/change`, body)}
        onClose={close}
        onDone={done}
      />
    </Group>
  );
}
