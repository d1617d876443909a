import {
  STAFF_OWNERS,
  TRAINING_STATE_LABELS,
  TRAINING_STATES,
  type TrainingMatrix,
  type TrainingState,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiUrl, fetchData, withQuery } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { ReferenceSelect } from '../../platform/records/fields/ReferenceSelect';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { usePhone } from '../../platform/use-phone';
import classes from './TrainingMatrixPage.module.css';
import { TrainingStateBadge } from './TrainingStateBadge';

interface MatrixFilters {
  branch?: string | undefined;
  owner?: 'carers' | 'employees' | undefined;
  state?: TrainingState | undefined;
}

type Person = TrainingMatrix['people'][number];
type Cell = Person['cells'][string];

const OWNERS = [
  { value: 'carers', label: 'Carers' },
  { value: 'employees', label: 'Office employees' },
];
const STATES = TRAINING_STATES.map((state) => ({
  value: state,
  label: TRAINING_STATE_LABELS[state].label,
}));

const personPath = (person: Person) => `/app/${person.owner}/${person.id}/edit/training`;

/** A cell's dates in words, under its badge. */
function cellDates(cell: Cell): string {
  if (!cell.completedOn) return 'Never completed';
  return cell.expiresOn ? `Expires ${ukDate(cell.expiresOn)}` : 'Does not expire';
}

function MatrixCell({ cell }: { cell: Cell | undefined }) {
  if (!cell) return <Text c="dimmed">Not required</Text>;
  return (
    <Stack gap={2} className={classes.cell}>
      <TrainingStateBadge state={cell.state} />
      <Text size="xs">{cellDates(cell)}</Text>
    </Stack>
  );
}

function MatrixTable({ matrix }: { matrix: TrainingMatrix }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={classes.scroller} tabIndex={0} aria-label="Training matrix">
      <Table className={classes.table} striped>
        <Table.Caption>Each member of staff by course: state and expiry</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.person}>
              Person
            </Table.Th>
            {matrix.courses.map((course) => (
              <Table.Th scope="col" key={course.id}>
                {course.name}
                <Text size="xs" c="dimmed">
                  {course.validityMonths ? `Every ${course.validityMonths} months` : 'Once'}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Th scope="row" className={classes.person}>
                <Anchor component={Link} to={personPath(person)}>
                  {person.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {STAFF_OWNERS[person.owner].label}
                  {person.branch ? `, ${person.branch}` : ''}
                </Text>
              </Table.Th>
              {matrix.courses.map((course) => (
                <Table.Td key={course.id}>
                  <MatrixCell cell={person.cells[course.id]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** On a phone: a card per person listing the courses that concern them. */
function MatrixCards({ matrix }: { matrix: TrainingMatrix }) {
  return (
    <Stack gap="sm">
      {matrix.people.map((person) => (
        <Card key={person.id} withBorder padding="sm" component="section" aria-label={person.name}>
          <Anchor component={Link} to={personPath(person)} fw={600}>
            {person.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {STAFF_OWNERS[person.owner].label}
            {person.branch ? `, ${person.branch}` : ''}
          </Text>
          <List listStyleType="none" spacing={6} mt="xs">
            {matrix.courses
              .filter((course) => person.cells[course.id])
              .map((course) => {
                const cell = person.cells[course.id] as Cell;
                return (
                  <List.Item key={course.id}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <TrainingStateBadge state={cell.state} />
                      <Text size="sm">
                        {course.name}: {cellDates(cell).toLowerCase()}
                      </Text>
                    </Group>
                  </List.Item>
                );
              })}
          </List>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The training matrix (/app/training-matrix): current carers and office employees by course,
 * each cell its state in words and colour with the expiry, filtered by branch, kind of staff and
 * state; on a phone, a card per person. The CSV export takes the same filters.
 */
export function TrainingMatrixPage() {
  const [filters, setFilters] = useState<MatrixFilters>({});
  const phone = usePhone();
  const params = { branch: filters.branch, owner: filters.owner, state: filters.state };
  const query = useQuery({
    queryKey: ['/api/v1/training-matrix', params],
    queryFn: ({ signal }) =>
      fetchData<TrainingMatrix>(withQuery('/api/v1/training-matrix', params), signal),
  });
  const matrix = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Training Matrix</Title>
        <Button
          component="a"
          variant="default"
          href={apiUrl(withQuery('/api/v1/training-matrix.csv', params))}
        >
          Export CSV
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" role="search" aria-label="Filter the matrix">
        <ReferenceSelect
          to="branches"
          owner="carers"
          field="branch"
          purpose="filter"
          label="Branch"
          value={filters.branch ?? ''}
          onChange={(branch) => setFilters({ ...filters, branch: branch || undefined })}
        />
        <Select
          label="Staff"
          placeholder="Carers and office employees"
          clearable
          data={OWNERS}
          value={filters.owner ?? null}
          onChange={(owner) =>
            setFilters({ ...filters, owner: (owner as MatrixFilters['owner']) ?? undefined })
          }
        />
        <Select
          label="State"
          placeholder="Any state"
          clearable
          data={STATES}
          value={filters.state ?? null}
          onChange={(state) =>
            setFilters({ ...filters, state: (state as TrainingState | null) ?? undefined })
          }
        />
      </Group>
      {query.error ? (
        <LoadFailure
          error={query.error}
          what="The training matrix"
          retry={() => query.refetch()}
          notFound={<Text>The training matrix could not be found.</Text>}
        />
      ) : !matrix ? (
        <LineLoader label="Loading the training matrix" />
      ) : (
        <>
          <Text role="status">
            {matrix.people.length} {matrix.people.length === 1 ? 'person' : 'people'}:{' '}
            {matrix.totals.expiring} expiring within {matrix.warningDays} days,{' '}
            {matrix.totals.expired} expired, {matrix.totals.missing} not completed,{' '}
            {matrix.totals.current} current.
          </Text>
          {matrix.people.length === 0 ? (
            <Text>No one matches these filters.</Text>
          ) : phone ? (
            <MatrixCards matrix={matrix} />
          ) : (
            <MatrixTable matrix={matrix} />
          )}
        </>
      )}
    </Stack>
  );
}
