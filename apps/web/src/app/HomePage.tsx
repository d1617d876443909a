import { hasUnresolvedPlaceholder, isGroup, type NavItem, visibleNav } from '@care360/domain';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../platform/current-user';
import { firstName, greeting } from './greeting';
import classes from './HomePage.module.css';
import { HomeWorklist } from './HomeWorklist';
import { useAppNav } from './shell/use-app-nav';

interface Shortcut {
  name: string;
  title: string;
  target: string;
  section: string;
}

/** One card per screen the person can reach from the navigation, labelled with its section. */
function shortcuts(tree: readonly NavItem[], section = ''): Shortcut[] {
  return tree.flatMap((item) => {
    if (isGroup(item)) return shortcuts(item.children ?? [], item.title);
    const own = item.target === '/app' ? [] : [{ ...item, section }];
    return [...own, ...shortcuts(item.children ?? [], section)];
  });
}

/** The landing page of the signed-in area. */
export function HomePage() {
  const user = useCurrentUser();
  const nav = useAppNav();
  // Targets that need a record id make no sense without one, so they get no card.
  const cards = shortcuts(visibleNav(nav, user)).filter(
    (card) => !hasUnresolvedPlaceholder(card.target),
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          {greeting(new Date())}, {firstName(user.name)}
        </Title>
        <dl className={classes.facts}>
          <dt>Organisation</dt>
          <dd>{user.organisation.name}</dd>
          <dt>Branch</dt>
          <dd>{user.branch?.name ?? 'All branches'}</dd>
          <dt>Role</dt>
          <dd>{user.userRoleName}</dd>
        </dl>
      </div>
      <HomeWorklist />
      <section aria-labelledby="home-shortcuts">
        <Title order={2} size="h3" id="home-shortcuts" mb="sm">
          Go to
        </Title>
        {cards.length === 0 ? (
          <Text>
            Your role does not include any of these screens. Ask your administrator if you need
            access.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {cards.map((card) => (
              <Card key={card.name} withBorder padding="lg" className={classes.card}>
                {card.section && (
                  <Text size="sm" c="dimmed">
                    {card.section}
                  </Text>
                )}
                <Link to={card.target} className={classes.cardLink}>
                  {card.title}
                </Link>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
