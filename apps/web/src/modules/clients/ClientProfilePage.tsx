import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import {
  allergyStatus,
  type ClientSummary,
  can,
  displayValue,
  MAR_CHART_PAGE,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { ProfileCard } from '../../platform/ProfileCard';
import { PersonFileHistory } from '../../platform/person-files/PersonFileHistory';
import { personFileRoute } from '../../platform/person-files/use-person-file-route';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { recordLocation } from '../../platform/records/record-location';
import { ClientAlertsStrip } from './ClientAlertsStrip';
import { ClientContacts } from './ClientContacts';
import { HospitalSince, MedicationActions, ServiceActions } from './ClientLifecycle';
import { ClientMedicationList } from './ClientMedicationList';
import { ClientPhoto, initialsOf } from './ClientPhoto';
import { ClientRecentLogs } from './ClientRecentLogs';
import { ClientReviews, ClientRisks } from './ClientRisks';
import {
  carePlanUrl,
  clientFilePath,
  clientSummaryQuery,
  hospitalPackUrl,
} from './client-file-api';
import { marHistoryDetails } from './mar-history-details';

/** Status colours (the status is always written too); autoContrast picks black or white text. */
const STATUS_COLOURS: Record<string, string> = {
  Active: 'teal.9',
  'Pending assessment': 'yellow.4',
  'On hold': 'orange.3',
  'In hospital': 'red.9',
  Ended: 'gray.7',
  Deceased: 'dark.6',
};

/** A nested kind's list in this client's file, when the kind is declared. */
function kindListPath(clientId: string, kindName: string): string | undefined {
  const kind = RECORD_KIND_INDEX.find((candidate) => candidate.name === kindName);
  return kind ? `/app/clients/${encodeURIComponent(clientId)}/${kind.path}` : undefined;
}

/** The client's fields a coordinator looks up most, as label → text, empty ones left out. */
function keyDetails(summary: ClientSummary): [string, string][] {
  const client = summary.client;
  const clients = loadedKind('clients');
  const field = (name: string) => {
    const def = clients.fields[name];
    return def ? displayValue(def, client[name], client._titles?.[name]) : '';
  };
  const address = [field('address1'), field('address2'), field('town'), field('postcode')];
  const rows: [string, string][] = [
    // Always said, never blank: "none known" is as much a fact as a list of allergies.
    ['Allergies', allergyStatus(client)],
    ['DNACPR', field('dnacpr') || 'Not recorded'],
    ['ReSPECT form', field('respect') || 'Not recorded'],
    ['DNACPR and ReSPECT forms kept', field('emergencyFormsKept')],
    ['Communication needs', field('communicationNeeds')],
    ['How to communicate', field('communication')],
    ['Branch', field('branch')],
    ['Funder', field('funder')],
    ['Area', field('area')],
    ['Address', address.filter(Boolean).join(', ')],
    ['Phone', field('phone')],
    ['Mobile', field('mobile')],
    ['NHS number', field('nhsNumber')],
    ['GP', [field('gpPractice'), field('gpPhone')].filter(Boolean).join(', ')],
    ['Care started', field('startDate')],
  ];
  return rows.filter(([, value]) => value !== '');
}

function KeyDetails({ summary }: { summary: ClientSummary }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Key details">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        {keyDetails(summary).map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Header({ summary, onHistory }: { summary: ClientSummary; onHistory: () => void }) {
  const user = useCurrentUser();
  const { client } = summary;
  const id = client.id;
  const status = typeof client.status === 'string' ? client.status : '';
  const born = typeof client.dateOfBirth === 'string' ? ukDate(client.dateOfBirth) : '';
  const clients = loadedKind('clients');
  const medications = loadedKind('client-medications');
  return (
    <Stack gap="sm">
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/app/clients" size="sm">
            {clients.plural}
          </Anchor>
        </Breadcrumbs>
      </nav>
      <Group align="flex-start" gap="lg">
        <ClientPhoto
          fileId={summary.photoFileId}
          name={summary.name}
          initials={initialsOf(client.forename, client.surname)}
        />
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Client Profile
          </Text>
          <Title order={1}>{summary.name}</Title>
          <Group gap="sm">
            {status && (
              <Badge color={STATUS_COLOURS[status] ?? 'gray.7'} autoContrast size="lg">
                {status}
              </Badge>
            )}
            <Text>
              {summary.age === null ? `Born ${born}` : `Aged ${summary.age}, born ${born}`}
            </Text>
            <HospitalSince summary={summary} />
          </Group>
        </Stack>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={clientFilePath(id)}>
          {can(user, clients.permissions.update) ? 'Edit file' : 'Open file'}
        </Button>
        {can(user, medications.permissions.read) && (
          <Button component={Link} to={clientFilePath(id, MAR_CHART_PAGE.path)} variant="default">
            MAR chart
          </Button>
        )}
        <Button component="a" href={carePlanUrl(id)} download variant="default">
          Download care plan (PDF)
        </Button>
        <Button component="a" href={hospitalPackUrl(id)} download variant="default">
          Hospital pack (PDF)
        </Button>
        {can(user, clients.permissions.update) && (
          <Button component={Link} to={`/app/clients/${id}/check-in-qr`} variant="default">
            Check-in QR code
          </Button>
        )}
        <Button variant="default" onClick={onHistory}>
          History
        </Button>
        {!summary.lifecycle?.serviceEndedOn && <ServiceActions summary={summary} />}
      </Group>
      {summary.lifecycle?.serviceEndedOn && <ServiceActions summary={summary} />}
    </Stack>
  );
}

function HistoryCard({ summary }: { summary: ClientSummary }) {
  return (
    <ProfileCard title="History">
      <PersonFileHistory
        route={personFileRoute('clients')}
        ownerId={summary.client.id}
        moreDetails={marHistoryDetails}
      />
    </ProfileCard>
  );
}

function ClientProfile({ summary }: { summary: ClientSummary }) {
  const user = useCurrentUser();
  const id = summary.client.id;
  const [showHistory, setShowHistory] = useState(false);
  const historyRef = useRef<HTMLDivElement>(null);
  const marChart = clientFilePath(id, MAR_CHART_PAGE.path);
  const formPath = (formKey: string) => clientFilePath(id, formKey);
  const medications = loadedKind('client-medications');
  const mayReadMedication = can(user, medications.permissions.read);
  const mayPrescribe = can(user, medications.permissions.update);
  const link = (label: string, to: string | undefined) => (to ? { label, to } : undefined);

  function openHistory() {
    setShowHistory(true);
    // Once rendered, bring the history into view for the person who asked for it.
    requestAnimationFrame(() => historyRef.current?.scrollIntoView({ block: 'start' }));
  }

  return (
    <Stack gap="lg">
      <Header summary={summary} onHistory={openHistory} />
      <ClientAlertsStrip
        alerts={summary.alerts}
        links={{
          allergies: { label: 'Edit the details', to: clientFilePath(id) },
          ...(mayReadMedication
            ? {
                'refused-doses': { label: 'Open the MAR chart', to: marChart },
                'missed-doses': { label: 'Open the MAR chart', to: marChart },
              }
            : {}),
        }}
      />
      <KeyDetails summary={summary} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard
          title="Next of kin and support network"
          more={link('All contacts', kindListPath(id, 'client-support-network'))}
        >
          <ClientContacts contacts={summary.supportNetwork} />
        </ProfileCard>
        <ProfileCard
          title="Current medication"
          more={mayReadMedication ? link('MAR chart', marChart) : undefined}
        >
          <ClientMedicationList
            rows={summary.medications}
            actions={
              mayPrescribe && !summary.lifecycle?.serviceEndedOn
                ? (row) => <MedicationActions clientId={id} row={row} />
                : undefined
            }
          />
        </ProfileCard>
        <ProfileCard title="Risk levels">
          <ClientRisks risks={summary.risks} formPath={formPath} />
        </ProfileCard>
        <ProfileCard title="Reviews due">
          <ClientReviews reviews={summary.reviews} formPath={formPath} />
        </ProfileCard>
        {summary.recentLogs && (
          <ProfileCard title="Recent logs" more={link('All logs', kindListPath(id, 'client-logs'))}>
            <ClientRecentLogs rows={summary.recentLogs} />
          </ProfileCard>
        )}
      </SimpleGrid>
      <div ref={historyRef}>
        {showHistory ? (
          <HistoryCard summary={summary} />
        ) : (
          <Button variant="subtle" onClick={openHistory} w="fit-content">
            Show the history of this client's file
          </Button>
        )}
      </div>
    </Stack>
  );
}

/** /app/clients/:id: a client's profile, readable in a minute (spec §2.4). */
export function ClientProfilePage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const summary = useQuery(clientSummaryQuery(id));
  const location = recordLocation(loadedKind('clients'), { id });
  if (summary.isPending) return <LineLoader label="Loading the client" />;
  if (summary.isError) {
    return (
      <LoadFailure
        location={location}
        error={summary.error}
        what="The client"
        retry={() => void summary.refetch()}
      />
    );
  }
  return <ClientProfile key={id} summary={summary.data} />;
}
