import {
  type ChoiceStyle,
  type HARM_LEVELS,
  QUALITY_LINKS_PER_REGISTER,
  type QualityLinks,
  ukDate,
} from '@care360/domain';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { fetchData } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { usePersonFileRoute } from '../../platform/person-files/use-person-file-route';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';
import { QUALITY_RECORDS_KEY } from './quality-records-key';

/** The tone of each harm level, as the registers' lists show it. */
const HARM_TONES = {
  None: 'success',
  Low: 'info',
  Moderate: 'warning',
  Severe: 'danger',
  Death: 'danger',
} as const satisfies Record<(typeof HARM_LEVELS)[number], string>;

const isHarm = (value: string): value is keyof typeof HARM_TONES => value in HARM_TONES;

/** The tone of each register status, as the registers' lists show it (a draft is unchecked). */
const STATUS_TONES: Record<string, ChoiceStyle> = {
  Draft: 'info',
  Open: 'warning',
  Closed: 'success',
};

/**
 * The Quality Records page of a client's or a carer's file: every incident, safeguarding
 * concern, complaint, medication error, compliment and death notification that names them, by
 * register, newest first, each opening the entry in its register. Registers the reader may not
 * read are left out by the server.
 */
export function QualityRecordsPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const file = usePersonFileRoute();
  const owner = file.owner;
  const query = useQuery({
    queryKey: [QUALITY_RECORDS_KEY, owner, id],
    queryFn: ({ signal }) =>
      fetchData<QualityLinks>(`/api/v1/${owner}/${encodeURIComponent(id)}/quality-records`, signal),
  });
  if (query.error) {
    return (
      <LoadFailure
        error={query.error}
        what="The quality records"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            This person's file no longer exists.
          </Notice>
        }
      />
    );
  }
  const links = query.data;
  if (!links) return <LineLoader label="Loading the quality records" />;
  const shown = links.registers.filter((register) => register.total > 0);
  return (
    <Stack gap="lg">
      <Title order={1}>Quality Records</Title>
      {shown.length === 0 && (
        <Text>
          No incident, concern, complaint, error, compliment or death notification names them.
        </Text>
      )}
      {shown.map((register) => (
        <section key={register.kind} aria-labelledby={`quality-${register.kind}`}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id={`quality-${register.kind}`}>
              {register.title} ({register.total})
            </Title>
            <Anchor component={Link} to={`/app/${register.path}`}>
              Open the register
            </Anchor>
          </Group>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Entry</Table.Th>
                  <Table.Th>Named as</Table.Th>
                  <Table.Th>Harm</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {register.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.on ? ukDate(item.on) : ''}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/app/${register.path}/${item.id}/edit`}>
                        {item.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{item.as}</Table.Td>
                    <Table.Td>
                      {item.harm && isHarm(item.harm) ? (
                        <StatusBadge tone={HARM_TONES[item.harm]}>{item.harm}</StatusBadge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {item.status ? (
                        <StatusBadge tone={STATUS_TONES[item.status] ?? 'neutral'}>
                          {item.status}
                        </StatusBadge>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {register.total > register.items.length && (
            <Text size="sm" mt="xs">
              The newest {QUALITY_LINKS_PER_REGISTER} are shown; the register lists them all.
            </Text>
          )}
        </section>
      ))}
    </Stack>
  );
}
