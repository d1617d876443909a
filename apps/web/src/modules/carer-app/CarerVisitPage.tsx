import { MAR_CODES, type MyVisitDetail, normaliseCheckInCode } from '@care360/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { apiPost, fetchData } from '../../platform/api';
import { SyncStatus, useCarerQueue } from './carer-queue';
import { HomeQrCode, qrCodeProblem } from './HomeQrCode';
import { enqueue } from './offline-queue';
import { taskPath, VisitTasks } from './VisitTasks';

/** Where the phone is, with its accuracy; nothing when it cannot tell within a few seconds. */
function here(): Promise<{ latitude?: number; longitude?: number; accuracy?: number }> {
  if (!('geolocation' in navigator)) return Promise.resolve({});
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      () => resolve({}),
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 60_000 },
    );
  });
}

const CODE_OPTIONS = MAR_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.label} (${entry.code})`,
}));

/** One visit on the carer's phone: key facts, the door, check in/out, medicines, note, report. */
export function CarerVisitPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const detail = useQuery({
    queryKey: ['carer-app', 'visit', id],
    queryFn: ({ signal }) => fetchData<MyVisitDetail>(`/api/v1/my/visits/${id}`, signal),
    networkMode: 'offlineFirst',
  });
  const { writes } = useCarerQueue();
  const mine = writes.filter((write) => write.visitId === id);
  const queuedIn = mine.some((write) => !write.conflict && write.url.endsWith('/check-in'));
  const queuedOut = mine.some((write) => !write.conflict && write.url.endsWith('/check-out'));
  const [told, setTold] = useState('');
  // The home's check-in code, scanned or typed: sent with the next check-in or check-out.
  const [qrCode, setQrCode] = useState('');

  // Without signal the visit last read stays on screen; an error shows only with nothing to show.
  if (!detail.data)
    return detail.isError ? (
      <Alert color="red">{detail.error.message}</Alert>
    ) : (
      <Loader aria-label="Loading the visit" />
    );
  const { visit, keyFacts, tasks, taskOutcomes, medicines, lastNotes } = detail.data;
  const checkedIn = Boolean(visit.checkedInAt) || queuedIn;
  const checkedOut = Boolean(visit.checkedOutAt) || queuedOut;
  const url = (action: string) => `/api/v1/my/visits/${visit.id}/${action}`;
  const record = async (
    action: string,
    label: string,
    body: Record<string, unknown>,
    message: string,
  ) => {
    await enqueue({
      url: url(action),
      body: { ...body, recordedAt: new Date().toISOString() },
      label,
      visitId: visit.id,
    });
    setTold(message);
  };
  /** Where the phone is, and the home's code when one was scanned or typed (then used up). */
  const check = async (action: 'check-in' | 'check-out', label: string, message: string) => {
    if (qrCodeProblem(qrCode)) return;
    const code = normaliseCheckInCode(qrCode);
    await record(
      action,
      code ? `${label} (QR code)` : label,
      { ...(await here()), ...(code ? { qrCode: code } : {}) },
      message,
    );
    setQrCode('');
  };

  return (
    <Stack gap="md" maw={640} mx="auto" p="xs">
      <Anchor component={Link} to="/app/carer">
        ← My visits
      </Anchor>
      <Title order={1}>
        {visit.startTime}–{visit.endTime} {visit.clientName}
      </Title>
      <Text>
        {visit.address} {visit.postcode}
      </Text>
      <SyncStatus />
      {visit.status === 'Cancelled' && (
        <Alert color="red" title="The office cancelled this visit">
          {visit.cancellationReason}
        </Alert>
      )}
      {told && (
        <Text role="status" fw={700}>
          {told}
        </Text>
      )}

      <Card withBorder>
        <Title order={2} size="h4">
          Key facts
        </Title>
        <List spacing={4} mt="xs">
          {keyFacts.preferredName && <List.Item>Known as: {keyFacts.preferredName}</List.Item>}
          <List.Item>Getting in: {keyFacts.accessNotes || 'No access notes.'}</List.Item>
          <List.Item>Allergies: {keyFacts.allergies || 'Not recorded'}</List.Item>
          <List.Item>
            DNACPR: {keyFacts.dnacpr || 'Not recorded'} · ReSPECT:{' '}
            {keyFacts.respect || 'Not recorded'}
            {keyFacts.emergencyFormsKept ? ` (${keyFacts.emergencyFormsKept})` : ''}
          </List.Item>
          {keyFacts.communicationNeeds.length > 0 && (
            <List.Item>Communication: {keyFacts.communicationNeeds.join(', ')}</List.Item>
          )}
          {keyFacts.communication && <List.Item>{keyFacts.communication}</List.Item>}
          {keyFacts.risks.length > 0 && <List.Item>Risks: {keyFacts.risks.join('; ')}</List.Item>}
        </List>
        {keyFacts.hasKeySafe && <KeySafe visitId={visit.id} opensAt={detail.data.keySafeOpensAt} />}
      </Card>

      {!checkedOut && visit.status !== 'Cancelled' && (
        <HomeQrCode value={qrCode} onChange={setQrCode} disabled={false} />
      )}

      <Button
        size="lg"
        disabled={checkedIn || visit.status === 'Cancelled'}
        onClick={() => void check('check-in', 'Check in', 'Checked in.')}
      >
        {checkedIn ? 'Checked in' : 'Check in'}
      </Button>

      {tasks.length > 0 && (
        <VisitTasks
          tasks={tasks}
          outcomes={taskOutcomes}
          queued={mine}
          disabled={visit.status === 'Cancelled'}
          onRecord={(index, body, label) =>
            record(taskPath(index), label, body, `${label} recorded.`)
          }
        />
      )}

      <Card withBorder>
        <Title order={2} size="h4">
          Medicines
        </Title>
        {medicines.length === 0 && <Text>No medicines due at this visit.</Text>}
        <Stack gap="md" mt="xs">
          {medicines.map((medicine) => (
            <Dose
              key={medicine.id}
              medicine={medicine}
              recorded={
                medicine.recordedCode ??
                (mine.find((write) => write.body.clientMedicationId === medicine.id)?.body.code as
                  | string
                  | undefined) ??
                null
              }
              onRecord={(body, label) => record('doses', label, body, `${label} saved.`)}
            />
          ))}
        </Stack>
      </Card>

      <VisitNote onSave={(body) => record('notes', 'Visit note', body, 'Note saved.')} />
      <Report
        onSave={(body) =>
          record('reports', `${String(body.kind)}: ${String(body.title)}`, body, 'Report saved.')
        }
      />

      <Button
        size="lg"
        color="green"
        disabled={!checkedIn || checkedOut || visit.status === 'Cancelled'}
        onClick={() => void check('check-out', 'Check out', 'Checked out.')}
      >
        {checkedOut ? 'Checked out' : 'Check out'}
      </Button>

      {lastNotes.length > 0 && (
        <Card withBorder>
          <Title order={2} size="h4">
            Last notes
          </Title>
          {lastNotes.map((note) => (
            <Text key={`${note.loggedAt}${note.entry}`} size="sm" mt="xs">
              <b>
                {new Date(note.loggedAt).toLocaleString('en-GB', {
                  dateStyle: 'short',
                  timeStyle: 'short',
                  timeZone: 'Europe/London',
                })}{' '}
                {note.category} · {note.loggedBy}
              </b>
              <br />
              {note.entry}
            </Text>
          ))}
        </Card>
      )}
    </Stack>
  );
}

/** The key-safe code, asked for on purpose (each look is recorded) and only online. */
function KeySafe({ visitId, opensAt }: { visitId: string; opensAt: string }) {
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  return (
    <Stack gap={4} mt="sm">
      {code ? (
        <Text fw={700} data-testid="key-safe">
          Key safe: {code}
        </Text>
      ) : (
        <Button
          variant="light"
          size="md"
          onClick={async () => {
            const result = await apiPost<{ keySafe: string }>(
              `/api/v1/my/visits/${visitId}/key-safe`,
            );
            if (result.error) setProblem(result.message);
            else setCode(result.data.keySafe);
          }}
        >
          Show key-safe code
        </Button>
      )}
      {!code && (
        <Text size="xs" c="dimmed">
          Shown from{' '}
          {new Date(opensAt).toLocaleTimeString('en-GB', {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'Europe/London',
          })}{' '}
          until the visit ends; each look is recorded.
        </Text>
      )}
      {problem && <Text c="red">{problem}</Text>}
    </Stack>
  );
}

function Dose({
  medicine,
  recorded,
  onRecord,
}: {
  medicine: MyVisitDetail['medicines'][number];
  recorded: string | null;
  onRecord: (body: Record<string, unknown>, label: string) => Promise<void>;
}) {
  const [code, setCode] = useState<string | null>('G');
  const [note, setNote] = useState('');
  const [witnessEmail, setWitnessEmail] = useState('');
  const [witnessSecret, setWitnessSecret] = useState('');
  const label = CODE_OPTIONS.find((option) => option.value === code)?.label ?? '';
  return (
    <Stack gap={6} data-testid={`medicine-${medicine.title}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{medicine.title}</Text>
        {recorded && <Badge>{recorded}</Badge>}
        {medicine.prn && <Badge color="grape">PRN</Badge>}
      </Group>
      {!recorded && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onRecord(
              {
                clientMedicationId: medicine.id,
                slot: medicine.slot,
                code,
                note: note || null,
                ...(medicine.controlled ? { witnessEmail, witnessSecret } : {}),
              },
              `${label.replace(/ \(.*\)$/, '')}: ${medicine.title}`,
            );
          }}
        >
          <Stack gap={6}>
            <Select
              label={`What happened with ${medicine.title}`}
              data={CODE_OPTIONS}
              value={code}
              onChange={setCode}
              allowDeselect={false}
            />
            <Textarea
              label="Note"
              description="Needed when a medicine is refused, not given or other."
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            {medicine.controlled && (
              <>
                <TextInput
                  label="Witness email"
                  required
                  value={witnessEmail}
                  onChange={(e) => setWitnessEmail(e.currentTarget.value)}
                />
                <TextInput
                  label="Witness password or code"
                  type="password"
                  required
                  value={witnessSecret}
                  onChange={(e) => setWitnessSecret(e.currentTarget.value)}
                />
              </>
            )}
            <Button type="submit" size="md">
              Record {medicine.title}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function VisitNote({ onSave }: { onSave: (body: Record<string, unknown>) => Promise<void> }) {
  const [entry, setEntry] = useState('');
  const [followUp, setFollowUp] = useState(false);
  return (
    <Card withBorder>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave({ entry, followUpNeeded: followUp }).then(() => setEntry(''));
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="Visit note"
            description="Facts, in plain words: what was seen, said and done."
            required
            minRows={3}
            value={entry}
            onChange={(e) => setEntry(e.currentTarget.value)}
          />
          <Checkbox
            label="The office should follow this up"
            checked={followUp}
            onChange={(e) => setFollowUp(e.currentTarget.checked)}
          />
          <Button type="submit" size="md">
            Save note
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function Report({ onSave }: { onSave: (body: Record<string, unknown>) => Promise<void> }) {
  const [kind, setKind] = useState<string | null>('Concern');
  const [title, setTitle] = useState('');
  const [whatHappened, setWhatHappened] = useState('');
  return (
    <Card withBorder>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave({ kind, title, whatHappened }).then(() => {
            setTitle('');
            setWhatHappened('');
          });
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            Report a concern or incident
          </Title>
          <Select
            label="Report"
            data={['Concern', 'Incident']}
            value={kind}
            onChange={setKind}
            allowDeselect={false}
          />
          <TextInput
            label="Summary"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label="What happened"
            required
            value={whatHappened}
            onChange={(e) => setWhatHappened(e.currentTarget.value)}
          />
          <Button type="submit" size="md" color="orange">
            Send report
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
