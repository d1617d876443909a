import {
  DUE_STATE_LABELS,
  OVERSIGHT_LIST_KINDS,
  OVERSIGHT_SECTIONS,
  type OversightKind,
  type StaffOwner,
  ukDate,
} from '@care360/domain';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LineLoader } from '../../platform/LineLoader';
import type { RecordListHeaderProps } from '../../platform/records/record-list-headers';
import { StatusBadge } from '../../platform/StatusBadge';
import { holidayBalanceQuery, oversightQuery } from './oversight-api';

/**
 * What a staff file's generated lists show above their rows (record-list-headers.ts): when the
 * next supervision, spot check, appraisal or probation review is due above that list, and the
 * leave year's holiday balance above the holidays.
 */

/** The person whose file the list is in: the outermost parent (a carer or an office employee). */
function ownerOf(location: RecordListHeaderProps['location']) {
  const top = location.parents[0];
  return { owner: (top?.kind.name ?? 'carers') as StaffOwner, id: top?.id ?? '' };
}

/** Which due date a section's list shows: its kind among the oversight sections. */
export function oversightKindOfList(kindName: string): OversightKind | null {
  if (kindName === 'employee-probation-reviews') return 'probation';
  return (
    OVERSIGHT_LIST_KINDS.find((kind) =>
      Object.values(OVERSIGHT_SECTIONS[kind].kinds).some((names) => names?.includes(kindName)),
    ) ?? null
  );
}

/** "Next due: 15/04/2026" with its state in words and colour. */
export function NextDueHeader({ location }: RecordListHeaderProps) {
  const { owner, id } = ownerOf(location);
  const kind = oversightKindOfList(location.kind.name);
  const query = useQuery(oversightQuery(owner, id));
  if (query.isPending) return <LineLoader label="Loading when the next one is due" />;
  const item = query.data?.items.find((i) => i.kind === kind);
  if (query.isError || !item) return null;
  const { label, tone } = DUE_STATE_LABELS[item.state];
  return (
    <Paper component="section" withBorder p="sm" aria-label={`Next ${item.title.toLowerCase()}`}>
      <Group gap="sm" wrap="wrap">
        {item.nextDue ? (
          <>
            <Text fw={600}>
              Next due: {ukDate(item.nextDue)}
              {item.stage ? ` (${item.stage})` : ''}
            </Text>
            <StatusBadge tone={tone}>{label}</StatusBadge>
          </>
        ) : (
          <Text fw={600}>Nothing more is due: the probation has ended.</Text>
        )}
        <Text size="sm" c="dimmed">
          {item.lastHeldOn ? `Last held ${ukDate(item.lastHeldOn)}` : 'None held yet'}
        </Text>
      </Group>
    </Paper>
  );
}

const hours = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, '')} hours`;

/** The leave year's allowance, taken, booked and remaining, in hours. */
export function HolidayBalanceHeader({ location }: RecordListHeaderProps) {
  const { owner, id } = ownerOf(location);
  const query = useQuery(holidayBalanceQuery(owner, id));
  if (query.isPending) return <LineLoader label="Loading the holiday balance" />;
  const balance = query.data;
  if (query.isError || !balance) return null;
  const figures = [
    ['Allowance', balance.allowance],
    ['Taken', balance.taken],
    ['Booked', balance.booked],
    ['Remaining', balance.remaining],
  ] as const;
  return (
    <Paper component="section" withBorder p="sm" aria-label="Holiday balance">
      <Stack gap="xs">
        <Text fw={600}>
          Holiday balance, leave year {ukDate(balance.leaveYear.from)} to{' '}
          {ukDate(balance.leaveYear.to)}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {figures.map(([name, value]) => (
            <Stack key={name} gap={0}>
              <Text size="sm" c="dimmed">
                {name}
              </Text>
              <Text fw={700} c={name === 'Remaining' && value < 0 ? 'red.9' : undefined}>
                {hours(value)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {balance.holidayWeeks} weeks of{' '}
          {balance.weeklyHours === null ? 'no weekly hours set' : hours(balance.weeklyHours)} a week
          {balance.proRata ? ', pro-rata for the part of the year employed' : ''}. Requested
          holidays are booked; approved ones are taken.
        </Text>
      </Stack>
    </Paper>
  );
}
