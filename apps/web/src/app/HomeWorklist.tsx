import { WORKLIST_GROUPS, type Worklist } from '@care360/domain';
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage, fetchData } from '../platform/api';
import { LineLoader } from '../platform/LineLoader';
import { WORKLIST_PATH } from '../platform/live/live-query-keys';
import { Notice } from '../platform/Notice';
import classes from './HomePage.module.css';

export const worklistQuery = queryOptions({
  queryKey: [WORKLIST_PATH],
  queryFn: ({ signal }) => fetchData<Worklist>(WORKLIST_PATH, signal),
});

/** Home's worklist: what the person should act on today, each line a link to where it is done. */
export function HomeWorklist() {
  const { data, error, isPending } = useQuery(worklistQuery);
  if (isPending) return <LineLoader label="Loading your worklist" />;
  if (error)
    return (
      <Notice tone="danger" title="Your worklist could not be loaded">
        {errorMessage(error)}
      </Notice>
    );
  // Without client files, only the staff groups that hold something (their own training).
  const groups = data.clientsVisible
    ? WORKLIST_GROUPS
    : WORKLIST_GROUPS.filter((group) => data.counts[group.key] > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="home-worklist">
      <Title order={2} size="h3" id="home-worklist" mb="sm">
        Your worklist
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {groups.map((group) => {
          const lines = data.groups[group.key];
          const count = data.counts[group.key];
          const headingId = `worklist-${group.key}`;
          return (
            <Card
              key={group.key}
              withBorder
              padding="md"
              component="section"
              aria-labelledby={headingId}
            >
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Title order={3} size="h4" id={headingId}>
                  {group.title}
                </Title>
                <Badge color={count > 0 ? 'red.9' : 'gray.7'} aria-label={`${count} in all`}>
                  {count}
                </Badge>
              </Group>
              {lines.length === 0 ? (
                <Text size="sm">{group.empty}</Text>
              ) : (
                <ul className={classes.worklist}>
                  {lines.map((line) => (
                    <li key={`${line.href}|${line.detail}`}>
                      <Link to={line.href}>{line.clientName}</Link>
                      <Text size="sm" component="span" className={classes.worklistDetail}>
                        {line.detail}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
              {count > lines.length && (
                <Text size="sm" mt="xs">
                  Showing {lines.length} of {count}.
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
