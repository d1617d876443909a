import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { AccountMenu } from './AccountMenu';
import classes from './AppLayout.module.css';
import { SideNav } from './SideNav';
import { SignOutButton } from './SignOutButton';

/** The signed-in frame: header with the person and their account actions, side navigation. */
export function AppLayout() {
  const user = useCurrentUser();
  const [navOpened, nav] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Phones: smaller account buttons so the header fits in one row.
  const compact = useMediaQuery('(max-width: 40em)') === true;

  // On small screens the navigation covers the page; close it once the person has moved.
  useEffect(() => {
    if (pathname) nav.close();
  }, [pathname, nav.close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px={compact ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
          <Group gap={compact ? 'xs' : 'sm'} wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Link to="/app" className={classes.brand}>
              care360
            </Link>
          </Group>
          <Group gap={compact ? 'xs' : 'md'} wrap="nowrap">
            <div className={classes.person}>
              <Text size="sm" fw={600} lh={1.2}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {user.userRoleName}
              </Text>
            </div>
            <AccountMenu compact={compact} />
            <SignOutButton compact={compact} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <SideNav />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
