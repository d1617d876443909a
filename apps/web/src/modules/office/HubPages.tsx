import { can, type DbsDetails, HR_PORTAL, type OfficeHub, officeCategory } from '@care360/domain';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { fetchData, withQuery } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { Notice } from '../../platform/Notice';
import { OFFICE_LIST_KEY_ROOT } from './office-list-key';

/**
 * The office's hubs: tiles linking to the screens of one category (the HR portal; a menu
 * category's sub-categories such as training). A tile shows only to those who may open its
 * screen, so a hub lists nothing its reader could not reach through the menu.
 */

function HubTiles({ title, hub, lead }: { title: string; hub: OfficeHub; lead?: string }) {
  const user = useCurrentUser();
  const links = hub.links.filter((link) => can(user, link.permission));
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {lead && <Text>{lead}</Text>}
      {links.length === 0 ? (
        <Text>You have no screens to open here.</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {links.map((link) => (
            <Card component="li" key={link.path} withBorder>
              <Anchor component={Link} to={link.path} fw={600}>
                {link.label}
              </Anchor>
              <Text size="sm">{link.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The HR portal: HR's screens, and how many DBS checks are overdue when the reader may know. */
export function HrPortalPage() {
  const user = useCurrentUser();
  const mayReadDbs = can(user, 'carer-dbs-checks.read') && can(user, 'carers.read');
  const overdue = useQuery({
    queryKey: [OFFICE_LIST_KEY_ROOT, 'dbs', 'overdue-count'],
    queryFn: ({ signal }) =>
      fetchData<DbsDetails>(
        withQuery('/api/v1/office/dbs-details', { state: 'overdue', limit: 1 }),
        signal,
      ),
    enabled: mayReadDbs,
  });
  const count = overdue.data?.total;
  return (
    <HubTiles
      title="HR Portal"
      hub={HR_PORTAL}
      {...(count === undefined
        ? {}
        : {
            lead:
              count === 0
                ? 'No DBS check is overdue.'
                : `${count} DBS ${count === 1 ? 'check is' : 'checks are'} overdue.`,
          })}
    />
  );
}

/** A menu category's screens: /app/sub-categories/training lists the training screens. */
export function SubCategoriesPage() {
  const { category = '' } = useParams({ strict: false }) as { category?: string };
  const hub = officeCategory(category);
  if (!hub)
    return (
      <Notice tone="danger" title="Not found">
        There is no such category.
      </Notice>
    );
  return <HubTiles title={`Sub-categories - ${hub.title}`} hub={hub} />;
}
