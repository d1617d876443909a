import {
  type ChoiceStyle,
  can,
  DUE_STATE_LABELS,
  formatUkDateTime,
  STAFF_OWNERS,
  STAFF_STATUS_STYLES,
  type StaffOwner,
  type StaffProfile,
  TRAINING_STATE_LABELS,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useMatch, useParams } from '@tanstack/react-router';
import { fetchData } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { ProfileCard } from '../../platform/ProfileCard';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { recordLocation } from '../../platform/records/record-location';
import { StatusBadge } from '../../platform/StatusBadge';
import { CareGivenCard } from './CareGivenCard';
import { OnboardingTodosCard } from './OnboardingTodosCard';
import { WorkingStatus } from './WorkingStatus';

/**
 * A carer's or an office employee's profile (/app/carers/$id, /app/employees/$id; spec §2.5,
 * §2.6): what a manager reads in a minute. Who they are, whether they may work today and what is
 * missing or expiring, their training, their next supervision, spot check and appraisal, their
 * holidays and the newest notes and calls, each card leading to its section of the file. One
 * page for both owners; one column on a phone.
 */

export const staffProfileQuery = (owner: StaffOwner, id: string) => {
  const url = `/api/v1/${owner}/${encodeURIComponent(id)}/profile`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => fetchData<StaffProfile>(url, signal),
    staleTime: 0,
  });
};

/** A page of the person's file: the file itself, or one of its sections. */
export const staffFilePath = (owner: StaffOwner, id: string, segment = '') =>
  `/app/${owner}/${encodeURIComponent(id)}/edit${segment ? `/${segment}` : ''}`;

const COMPLIANCE_TONES: Record<StaffProfile['compliance']['state'], ChoiceStyle> = {
  Compliant: 'success',
  'Expiring soon': 'warning',
  'Not compliant': 'danger',
};
const statusTone = (status: string): ChoiceStyle =>
  (STAFF_STATUS_STYLES as Record<string, ChoiceStyle>)[status] ?? 'neutral';
const day = (iso: string | null) => (iso ? ukDate(iso) : '');
const hours = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} hours`;

function Header({ profile }: { profile: StaffProfile }) {
  const user = useCurrentUser();
  const { owner, id, person } = profile;
  const kind = loadedKind(owner);
  const { noun } = STAFF_OWNERS[owner];
  const facts = [
    person.jobTitle ?? person.role,
    person.branch,
    person.mobile,
    // A start date ahead is the working status's own ("Starting 07/12/2026").
    person.startDate && profile.working.state !== 'Starting'
      ? `Started ${day(person.startDate)}`
      : null,
    owner === 'carers' && person.isDriver ? 'Drives for work' : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Stack gap="sm">
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={`/app/${owner}`} size="sm">
            {kind.plural}
          </Anchor>
        </Breadcrumbs>
      </nav>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {noun} Profile
        </Text>
        <Title order={1}>
          {person.name}
          {person.preferredName ? ` (${person.preferredName})` : ''}
        </Title>
        <WorkingStatus working={profile.working} />
        <Group gap="sm">
          {/* "Active" says less than the working status above, and would contradict "Must not work". */}
          {person.status && !(person.status === 'Active' && profile.working.state) && (
            <StatusBadge tone={statusTone(person.status)} size="lg">
              {person.status}
            </StatusBadge>
          )}
          <StatusBadge tone={COMPLIANCE_TONES[profile.compliance.state]} size="lg">
            {profile.compliance.state}
          </StatusBadge>
          <Text>{facts.join(' · ')}</Text>
        </Group>
        {person.statusReason && person.status !== 'Active' && (
          <Text size="sm">
            <Text span fw={600}>
              Reason:{' '}
            </Text>
            {person.statusReason}
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        <Button component={Link} to={staffFilePath(owner, id)}>
          {can(user, kind.permissions.update) ? 'Edit file' : 'Open file'}
        </Button>
      </Group>
    </Stack>
  );
}

function ComplianceCard({ profile }: { profile: StaffProfile }) {
  const { owner, id, compliance } = profile;
  return (
    <ProfileCard
      title="Compliance"
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={staffFilePath(owner, id, 'right-to-work')} size="sm">
            Right to work
          </Anchor>
          <Anchor component={Link} to={staffFilePath(owner, id, 'dbs-form')} size="sm">
            DBS
          </Anchor>
        </Group>
      }
    >
      <StatusBadge tone={COMPLIANCE_TONES[compliance.state]} mb="xs">
        {compliance.state}
      </StatusBadge>
      {compliance.reasons.length === 0 ? (
        <Text>Right to work, DBS and mandatory training are all in date.</Text>
      ) : (
        <List spacing={4} aria-label="What is missing or expiring">
          {compliance.reasons.map((reason) => (
            <List.Item key={reason.text}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <StatusBadge tone={COMPLIANCE_TONES[reason.state]} size="sm">
                  {reason.state}
                </StatusBadge>
                <Anchor component={Link} to={reason.href}>
                  {reason.text}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </ProfileCard>
  );
}

function TrainingCard({ profile }: { profile: StaffProfile }) {
  const { owner, id, training } = profile;
  const needing = training.courses.filter((course) => course.state !== 'current');
  const { counts } = training;
  return (
    <ProfileCard
      title="Training"
      more={{ label: 'See all training', to: staffFilePath(owner, id, 'training-records') }}
    >
      <Text size="sm" mb="xs">
        {counts.current} current, {counts.expiring} expiring soon, {counts.expired} expired,{' '}
        {counts.missing} not completed
      </Text>
      {needing.length === 0 ? (
        <Text>Every course is in date.</Text>
      ) : (
        <List spacing={4}>
          {needing.map((course) => (
            <List.Item key={course.courseId}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <StatusBadge tone={course.state === 'expiring' ? 'warning' : 'danger'} size="sm">
                  {TRAINING_STATE_LABELS[course.state].label}
                </StatusBadge>
                <Text span>
                  {course.courseName}
                  {course.expiresOn
                    ? `: ${course.state === 'expired' ? 'expired' : 'expires'} ${day(course.expiresOn)}`
                    : ''}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </ProfileCard>
  );
}

function OversightCard({ profile }: { profile: StaffProfile }) {
  return (
    <ProfileCard title="Supervision, spot checks and appraisals">
      <Stack gap="xs">
        {profile.oversight.items.map((item) => (
          <Group key={item.kind} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0}>
              <Anchor component={Link} to={item.listPath} fw={600}>
                {item.title}
              </Anchor>
              <Text size="sm">
                {item.nextDue ? `Next due ${day(item.nextDue)}` : 'Nothing due'}
                {item.lastHeldOn ? ` · last ${day(item.lastHeldOn)}` : ' · none recorded yet'}
              </Text>
            </Stack>
            <StatusBadge tone={DUE_STATE_LABELS[item.state].tone} size="sm">
              {DUE_STATE_LABELS[item.state].label}
            </StatusBadge>
          </Group>
        ))}
      </Stack>
    </ProfileCard>
  );
}

function HolidaysCard({ profile }: { profile: StaffProfile }) {
  const { owner, id, holidays } = profile;
  const { balance, next } = holidays;
  return (
    <ProfileCard
      title="Holidays"
      more={{ label: 'See all holidays', to: staffFilePath(owner, id, 'holidays') }}
    >
      <Text>
        <Text span fw={600}>
          {hours(balance.remaining)}
        </Text>{' '}
        left of {hours(balance.allowance)} ({day(balance.leaveYear.from)} to{' '}
        {day(balance.leaveYear.to)}); {hours(balance.taken)} taken, {hours(balance.booked)} booked.
      </Text>
      <Text size="sm" mt="xs">
        {next
          ? `Next holiday: ${day(next.fromDate)} to ${day(next.toDate)} (${next.status.toLowerCase()})`
          : 'No holiday booked.'}
      </Text>
    </ProfileCard>
  );
}

function NotesCard({ profile }: { profile: StaffProfile }) {
  const { owner, id, discussionNotes } = profile;
  return (
    <ProfileCard
      title="Recent discussion notes"
      more={{ label: 'See all notes', to: staffFilePath(owner, id, 'discussion-notes') }}
    >
      {discussionNotes.length === 0 ? (
        <Text>No discussion notes yet.</Text>
      ) : (
        <List spacing={4}>
          {discussionNotes.map((note) => (
            <List.Item key={note.id}>
              {day(note.heldOn)}: {note.subject}
              {note.followUpOn ? ` (follow up ${day(note.followUpOn)})` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </ProfileCard>
  );
}

function CallsCard({ profile }: { profile: StaffProfile }) {
  const { owner, id, callLogs } = profile;
  return (
    <ProfileCard
      title="Recent calls"
      more={{ label: 'See all calls', to: staffFilePath(owner, id, 'call-logs') }}
    >
      {callLogs.length === 0 ? (
        <Text>No calls logged yet.</Text>
      ) : (
        <List spacing={4}>
          {callLogs.map((call) => (
            <List.Item key={call.id}>
              {formatUkDateTime(call.calledAt)} · {call.direction} · {call.otherParty}:{' '}
              {call.reason}
            </List.Item>
          ))}
        </List>
      )}
    </ProfileCard>
  );
}

export function StaffProfileView({ profile }: { profile: StaffProfile }) {
  return (
    <Stack gap="lg">
      <Header profile={profile} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {profile.owner === 'carers' && <OnboardingTodosCard carerId={profile.id} />}
        <ComplianceCard profile={profile} />
        <TrainingCard profile={profile} />
        <OversightCard profile={profile} />
        <HolidaysCard profile={profile} />
        <NotesCard profile={profile} />
        <CallsCard profile={profile} />
        {profile.owner === 'carers' && <CareGivenCard carerId={profile.id} />}
      </SimpleGrid>
    </Stack>
  );
}

/** /app/carers/$id and /app/employees/$id. */
export function StaffProfilePage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const recordKind = useMatch({ strict: false, select: (match) => match.staticData.recordKind });
  const owner: StaffOwner = recordKind === 'employees' ? 'employees' : 'carers';
  const profile = useQuery(staffProfileQuery(owner, id));
  const location = recordLocation(loadedKind(owner), { id });
  if (profile.isPending)
    return <LineLoader label={`Loading the ${owner === 'carers' ? 'carer' : 'employee'}`} />;
  if (profile.isError) {
    return (
      <LoadFailure
        location={location}
        error={profile.error}
        what={`The ${STAFF_OWNERS[owner].noun.toLowerCase()}`}
        retry={() => void profile.refetch()}
      />
    );
  }
  return <StaffProfileView key={id} profile={profile.data} />;
}
