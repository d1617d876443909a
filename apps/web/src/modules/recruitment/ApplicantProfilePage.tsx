import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import {
  APPLICANT_EMAILS,
  APPLICANT_PRINTS,
  APPLICANT_STAGES,
  type ApplicantStage,
  type ClearanceAnswer,
  can,
  displayValue,
  type Fields,
  formatUkDateTime,
  sectionOfClearanceItem,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  List,
  Menu,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fetchData } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { ProfileCard } from '../../platform/ProfileCard';
import { PersonFileHistory } from '../../platform/person-files/PersonFileHistory';
import { personFileRoute } from '../../platform/person-files/use-person-file-route';
import { FieldInput } from '../../platform/records/fields/FieldInput';
import {
  type RecordFormValues,
  toApiValues,
  toFormValues,
} from '../../platform/records/form-values';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import {
  createRecord,
  newIdempotencyKey,
  type RecordRow,
  recordQuery,
} from '../../platform/records/record-api';
import { DeclaredConvictions } from './DeclaredConvictions';
import { MakeCarerAction } from './MakeCarerAction';
import {
  APPLICANTS_API,
  applicantApi,
  applicantFilePath,
  clearApplicant,
  clearanceQuery,
  moveApplicant,
  refreshRecruitment,
} from './tracker-api';

/**
 * An applicant's profile (/app/applicants/$id): who they are and where they are, what
 * still keeps them from starting with the way to put each right, Clear to start (or a manager's
 * override), their references and interviews, and the file's history. One column on a phone.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page of the file where a missing item is put right; the file itself when none is. */
export function fixPath(applicantId: string, item: string): string {
  const section = sectionOfClearanceItem(item);
  const kind = section ? RECORD_KIND_INDEX.find((candidate) => candidate.name === section) : null;
  if (kind) return `/app/applicants/${encodeURIComponent(applicantId)}/${kind.path}`;
  return applicantFilePath(applicantId, section ?? '');
}

/**
 * The applicant's letters and forms to print, and the emails to preview and send (spec §2.2):
 * a letter carries the letterhead of the applicant's own office.
 */
function LettersMenu({ applicantId, branchId }: { applicantId: string; branchId: string }) {
  const base = `/app/${encodeURIComponent(applicantId)}`;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs">
          Letters and emails
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {APPLICANT_PRINTS.map((print) => (
          <Menu.Item
            key={print.key}
            component={Link}
            to={`${base}/${print.segment}${print.letterhead ? `/${encodeURIComponent(branchId)}` : ''}`}
          >
            {print.title}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {APPLICANT_EMAILS.map((email) => (
          <Menu.Item key={email.key} component={Link} to={`${base}/${email.segment}`}>
            {email.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Move to… : every stage but the current one and Cleared (Clear to start sets that). Rejecting
 * asks why first: the unsuccessful applicants' list shows the reason.
 */
export function MoveToMenu({
  applicantId,
  stage,
  label = 'Move to…',
  onMoved,
}: {
  applicantId: string;
  stage: string;
  label?: string;
  onMoved?: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  async function move(to: ApplicantStage, extra: Record<string, unknown> = {}) {
    setMoving(true);
    const result = await moveApplicant(applicantId, to, extra);
    setMoving(false);
    onMoved?.(result.error ? result.message : null);
    if (!result.error) await refreshRecruitment(queryClient);
  }
  async function reject() {
    if (!reason.trim()) {
      setReasonError('Say why the applicant is not going ahead.');
      return;
    }
    setRejecting(false);
    await move('Rejected', { rejectionReason: reason.trim() });
  }
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" loading={moving}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {APPLICANT_STAGES.filter((to) => to !== stage && to !== 'Cleared').map((to) => (
            <Menu.Item
              key={to}
              onClick={() => (to === 'Rejected' ? setRejecting(true) : void move(to))}
            >
              {to === 'Rejected' ? 'Rejected…' : to}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject the applicant"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          <Group gap="sm">
            <Button color="red" onClick={() => void reject()}>
              Reject
            </Button>
            <Button variant="default" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The override's own fields: why, the risk assessment, whether it covers the interview and the
 * conditions of starting (who and when are the server's).
 */
function overrideFields(): Fields {
  const kind = loadedKind('applicant-clearance-overrides');
  const names = ['reason', 'riskAssessment', 'interviewWaived', 'conditions'] as const;
  return Object.fromEntries(names.map((name) => [name, kind.fields[name] as Fields[string]]));
}

function OverrideForm({
  applicantId,
  onClose,
  onDone,
}: {
  applicantId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const fields = overrideFields();
  const form = useForm<RecordFormValues>({ defaultValues: toFormValues(fields, null) });
  const [message, setMessage] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const { isSubmitting } = form.formState;
  async function save(values: RecordFormValues) {
    setMessage(null);
    const result = await createRecord(
      `${applicantApi(applicantId)}/applicant-clearance-overrides`,
      toApiValues(fields, values),
      key,
    );
    if (!result.error) return onDone();
    let first = true;
    for (const [field, messages] of Object.entries(result.errors)) {
      if (field in fields) {
        form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      }
    }
    setMessage(result.message);
  }
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate>
      <Stack gap="md">
        <Text>
          The applicant may then be cleared to start although checks are missing. Your name, the
          reason and the risk assessment are kept on their file.
        </Text>
        {message && (
          <Notice tone="danger" title="Not saved">
            {message}
          </Notice>
        )}
        {Object.entries(fields).map(([name, def]) => (
          <FieldInput
            key={name}
            name={name}
            owner="applicant-clearance-overrides"
            def={def}
            control={form.control}
            disabled={isSubmitting}
            onUploadError={(problem) => setMessage(problem)}
          />
        ))}
        <Group gap="sm">
          <ButtonLoader type="submit" loading={isSubmitting}>
            Record override
          </ButtonLoader>
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cleared to start: each missing or expiring check in words, linked to where it is fixed. */
export function ClearancePanel({
  applicantId,
  clearance,
}: {
  applicantId: string;
  clearance: ClearanceAnswer;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [overriding, setOverriding] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mayClear = can(user, loadedKind('applicants').permissions.update);
  const mayOverride = can(user, loadedKind('applicant-clearance-overrides').permissions.create);
  const isCleared = clearance.stage === 'Cleared';
  // The server's own refusals decide: an override that does not name a missing interview clears
  // nothing, so the button stays refused with that reason.
  const canClear = clearance.refusals.length === 0 && !isCleared;
  const why = isCleared
    ? `Cleared to start on ${clearance.clearedOn ? ukDate(clearance.clearedOn) : 'record'}.`
    : clearance.stage === 'Rejected'
      ? 'A rejected applicant must be moved back to a stage before they can be cleared.'
      : canClear
        ? null
        : clearance.override
          ? `Refused: ${clearance.refusals.join('; ')}.`
          : `${clearance.missing.length} ${clearance.missing.length === 1 ? 'check is' : 'checks are'} still missing.`;

  async function clear() {
    setClearing(true);
    setFailure(null);
    const result = await clearApplicant(applicantId);
    setClearing(false);
    if (result.error) setFailure(result.message);
    await refreshRecruitment(queryClient);
  }

  const items = (list: string[], tone: string) => (
    <List spacing={4} size="sm">
      {list.map((item) => (
        <List.Item key={item}>
          <Text span c={tone} fw={600} size="sm">
            {item}
          </Text>{' '}
          <Anchor component={Link} to={fixPath(applicantId, item)} size="sm">
            Fix
          </Anchor>
        </List.Item>
      ))}
    </List>
  );

  return (
    <ProfileCard title="Cleared to start">
      <Stack gap="sm">
        {clearance.cleared ? (
          <Text fw={600} c="teal.9">
            Every pre-employment check holds.
          </Text>
        ) : (
          <>
            <Text size="sm">Missing before they can start:</Text>
            {items(clearance.missing, 'red.9')}
          </>
        )}
        {clearance.expiring.length > 0 && (
          <>
            <Text size="sm">Falling due:</Text>
            {items(clearance.expiring, 'orange.9')}
          </>
        )}
        {clearance.notes.map((note) => (
          <Text key={note} size="sm" c="dimmed">
            {note} (not blocking: the Care Certificate is done during induction).
          </Text>
        ))}
        {clearance.override && (
          <Notice tone="info" title="Manager's override recorded">
            {clearance.override.approvedByName ?? 'A manager'}
            {clearance.override.at ? ` on ${formatUkDateTime(clearance.override.at)}` : ''}:{' '}
            {clearance.override.reason}
            {clearance.override.interviewWaived && (
              <Text size="sm">They may start before the interview is held.</Text>
            )}
            {clearance.override.conditions && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                Conditions: {clearance.override.conditions}
              </Text>
            )}
          </Notice>
        )}
        {failure && (
          <Notice tone="danger" title="Not cleared">
            {failure}
          </Notice>
        )}
        <Group gap="sm" align="center">
          {mayClear && !isCleared && (
            <ButtonLoader
              loading={clearing}
              disabled={!canClear}
              aria-describedby={why ? reasonId : undefined}
              onClick={() => void clear()}
            >
              Clear to start
            </ButtonLoader>
          )}
          <MakeCarerAction applicantId={applicantId} cleared={isCleared} />
          {mayOverride && !clearance.cleared && !isCleared && !clearance.override && (
            <Button variant="default" color="red" onClick={() => setOverriding(true)}>
              Override
            </Button>
          )}
          {why && (
            <Text size="sm" id={reasonId}>
              {why}
            </Text>
          )}
        </Group>
      </Stack>
      <Modal
        opened={overriding}
        onClose={() => setOverriding(false)}
        title="Override: clear before every check holds"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {overriding && (
          <OverrideForm
            applicantId={applicantId}
            onClose={() => setOverriding(false)}
            onDone={() => {
              setOverriding(false);
              void refreshRecruitment(queryClient);
            }}
          />
        )}
      </Modal>
    </ProfileCard>
  );
}

interface Page<T> {
  items: T[];
}

/** A nested list of the applicant's (references, interviews), first page only. */
function useNested(applicantId: string, kind: string) {
  const path = `${applicantApi(applicantId)}/${kind}?limit=20`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => fetchData<Page<RecordRow>>(path, signal),
  });
}

function NestedRows({
  applicantId,
  kind,
  empty,
  line,
}: {
  applicantId: string;
  kind: string;
  empty: string;
  line: (row: RecordRow, show: (field: string) => string) => ReactNode;
}) {
  const rows = useNested(applicantId, kind);
  const declaration = loadedKind(kind);
  if (rows.isPending) return <LineLoader label="Loading" />;
  if (rows.isError) return <Text size="sm">Could not be loaded.</Text>;
  if (rows.data.items.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <List spacing={6} size="sm">
      {rows.data.items.map((row) => {
        const show = (field: string) => {
          const def = declaration.fields[field];
          return def ? displayValue(def, row[field], row._titles?.[field]) : '';
        };
        return <List.Item key={String(row.id)}>{line(row, show)}</List.Item>;
      })}
    </List>
  );
}

function ApplicantProfile({ applicant }: { applicant: RecordRow }) {
  const id = String(applicant.id);
  const user = useCurrentUser();
  const clearance = useQuery(clearanceQuery(id));
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const applicants = loadedKind('applicants');
  const show = (field: string) => {
    const def = applicants.fields[field];
    return def ? displayValue(def, applicant[field], applicant._titles?.[field]) : '';
  };
  const name = `${text(applicant.forename)} ${text(applicant.surname)}`.trim();
  const stage = text(applicant.stage);
  const listLink = (kind: string) => {
    const declaration = RECORD_KIND_INDEX.find((candidate) => candidate.name === kind);
    return declaration ? (
      <Anchor
        component={Link}
        to={`/app/applicants/${encodeURIComponent(id)}/${declaration.path}`}
        size="sm"
      >
        All
      </Anchor>
    ) : null;
  };
  const details: [string, string][] = (
    [
      ['Branch', show('branch')],
      ['Applied on', show('appliedOn')],
      ['Position', show('positionAppliedFor')],
      ['Heard about us', show('source')],
      ['Hiring route', show('route')],
      ['Mobile', show('mobile')],
      ['Email', show('email')],
      ['Town', [show('town'), show('postcode')].filter(Boolean).join(', ')],
      ['Rejection reason', stage === 'Rejected' ? show('rejectionReason') : ''],
    ] as [string, string][]
  ).filter(([, value]) => value !== '');

  return (
    <Stack gap="lg">
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/app/recruitment-tracker" size="sm">
            Recruitment Tracker
          </Anchor>
          <Anchor component={Link} to="/app/applicants" size="sm">
            {applicants.plural}
          </Anchor>
        </Breadcrumbs>
      </nav>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          Applicant Profile
        </Text>
        <Title order={1}>{name}</Title>
        <Group gap="sm">
          <Badge
            size="lg"
            color={stage === 'Cleared' ? 'teal.9' : stage === 'Rejected' ? 'gray.7' : 'blue.8'}
          >
            {stage}
          </Badge>
          {can(user, applicants.permissions.update) && (
            <MoveToMenu applicantId={id} stage={stage} onMoved={setMoveFailure} />
          )}
          <Button component={Link} to={applicantFilePath(id)} size="xs" variant="default">
            {can(user, applicants.permissions.update) ? 'Edit file' : 'Open file'}
          </Button>
          <Button size="xs" variant="default" onClick={() => setShowHistory(true)}>
            History
          </Button>
          <LettersMenu applicantId={id} branchId={text(applicant.branch)} />
        </Group>
        {moveFailure && (
          <Notice tone="danger" title="Not moved">
            {moveFailure}
          </Notice>
        )}
      </Stack>
      <Paper withBorder p="md" component="section" aria-label="Details">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          {details.map(([label, value]) => (
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
      <DeclaredConvictions applicant={applicant} />
      {clearance.isPending ? (
        <LineLoader label="Checking what is missing" />
      ) : clearance.isError ? (
        <LoadFailure
          error={clearance.error}
          what="Cleared to start"
          retry={() => void clearance.refetch()}
          notFound={null}
        />
      ) : (
        <ClearancePanel applicantId={id} clearance={clearance.data} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard title="References" actions={listLink('applicant-references')}>
          <NestedRows
            applicantId={id}
            kind="applicant-references"
            empty="No referees named yet."
            line={(_, field) => (
              <>
                <Text span fw={600}>
                  {field('refereeName')}
                </Text>{' '}
                ({field('type')}
                {field('company') ? `, ${field('company')}` : ''}):{' '}
                {field('requestState') || 'Not requested'}
                {field('receivedOn') ? `, received ${field('receivedOn')}` : ''}
                {field('satisfactory') ? `, satisfactory: ${field('satisfactory')}` : ''}
              </>
            )}
          />
        </ProfileCard>
        <ProfileCard title="Interviews" actions={listLink('applicant-interviews')}>
          <NestedRows
            applicantId={id}
            kind="applicant-interviews"
            empty="No interview offered yet."
            line={(_, field) => (
              <>
                <Text span fw={600}>
                  {field('startsAt')}
                </Text>{' '}
                {field('place')}: {field('state')}
              </>
            )}
          />
        </ProfileCard>
      </SimpleGrid>
      {showHistory && (
        <ProfileCard title="History">
          <PersonFileHistory route={personFileRoute('applicants')} ownerId={id} />
        </ProfileCard>
      )}
    </Stack>
  );
}

export function ApplicantProfilePage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const applicant = useQuery(recordQuery(APPLICANTS_API, id));
  if (applicant.isPending) return <LineLoader label="Loading the applicant" />;
  if (applicant.isError) {
    return (
      <LoadFailure
        error={applicant.error}
        what="The applicant"
        retry={() => void applicant.refetch()}
        notFound={
          <Notice tone="info" title="Applicant not found">
            They may have been removed, or belong to a branch you do not work in.
          </Notice>
        }
      />
    );
  }
  return <ApplicantProfile applicant={applicant.data} />;
}
