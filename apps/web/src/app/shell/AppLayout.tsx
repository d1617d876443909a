import '../../platform/ui-kit-styles';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { LiveEventsProvider, LiveStatusNotice } from '../../platform/live/LiveEvents';
import { usePhone } from '../../platform/use-phone';
import { APP_NAV } from '../app-nav';
import { AREA_MANIFESTS } from '../area-manifests';
import { AccountMenu } from './AccountMenu';
import classes from './AppLayout.module.css';
import { SideNav } from './SideNav';
import { SignOutButton } from './SignOutButton';
import { TrackerCard } from './TrackerCard';
import { AppNavContext } from './use-app-nav';

/** What the areas draw once in the shell, by name. */
const SHELL_PARTS = AREA_MANIFESTS.flatMap((manifest) => Object.entries(manifest.shellParts ?? {}));

/** The signed-in frame: header with the person and their account actions, side navigation. */
export function AppLayout() {
  const user = useCurrentUser();
  const [navOpened, nav] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Phones: smaller account buttons so the header fits in one row.
  const compact = useMediaQuery('(max-width: 40em)') === true;

  // Below Mantine's sm breakpoint the navigation is a drawer behind the menu button.
  const phone = usePhone();
  const navId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  const navbar = useRef<HTMLDivElement>(null);

  // On small screens the navigation covers the page; close it once the person has moved.
  useEffect(() => {
    if (pathname) nav.close();
  }, [pathname, nav.close]);

  // The opened drawer takes the focus, so the keyboard continues where the eye goes.
  useEffect(() => {
    if (navOpened) navbar.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [navOpened]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !navOpened) return;
    nav.close();
    burger.current?.focus();
  }

  return (
    <LiveEventsProvider>
      <AppNavContext.Provider value={APP_NAV}>
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
                  ref={burger}
                  opened={navOpened}
                  aria-expanded={navOpened}
                  aria-controls={navId}
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
                <LiveStatusNotice />
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
          <AppShell.Navbar
            p="sm"
            aria-label="Main navigation"
            id={navId}
            ref={navbar}
            // A closed drawer is only moved off screen: keep its links out of the Tab order too.
            inert={phone && !navOpened}
            onKeyDown={closeOnEscape}
            // The navigation outgrows a laptop's height once several groups are open: it scrolls.
            style={{ overflowY: 'auto' }}
          >
            <SideNav />
          </AppShell.Navbar>
          <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
            <Outlet />
          </AppShell.Main>
          <TrackerCard />
          {SHELL_PARTS.map(([name, Part]) => (
            <Part key={name} />
          ))}
        </AppShell>
      </AppNavContext.Provider>
    </LiveEventsProvider>
  );
}
