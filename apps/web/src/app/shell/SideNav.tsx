import { isGroup, navForRoute, type OpenNavItem } from '@care360/domain';
import { NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import classes from './SideNav.module.css';
import { useAppNav } from './use-app-nav';

/** The id of the record on screen, substituted into targets that hold ':id' (spec §2.7). */
function useRouteId(): string | undefined {
  return useRouterState({
    select: (state) => {
      const params: Record<string, unknown> = state.matches.at(-1)?.params ?? {};
      return typeof params.id === 'string' ? params.id : undefined;
    },
  });
}

function Chevron({ opened }: { opened: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      className={classes.chevron}
      data-opened={opened || undefined}
    >
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function ItemIcon({ item }: { item: OpenNavItem }) {
  return item.iconUrl ? <img src={item.iconUrl} alt="" width={18} height={18} /> : undefined;
}

function NavGroup({ item }: { item: OpenNavItem }) {
  // The person's own open/close choice holds until the group's computed state changes (they
  // move into or out of it); then the spec's rule takes over again.
  const [choice, setChoice] = useState<{ opened: boolean; whenOpen: boolean } | null>(null);
  const opened = choice && choice.whenOpen === item.open ? choice.opened : item.open;
  const listId = useId();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={item.title}
        leftSection={<ItemIcon item={item} />}
        rightSection={<Chevron opened={opened} />}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setChoice({ opened: !opened, whenOpen: item.open })}
        className={classes.group}
      />
      <div id={listId} hidden={!opened}>
        {opened && <NavList items={item.children ?? []} nested />}
      </div>
    </>
  );
}

function NavList({ items, nested = false }: { items: readonly OpenNavItem[]; nested?: boolean }) {
  return (
    <ul className={nested ? classes.nested : classes.list}>
      {items.map((item) => (
        <li key={item.name}>
          {isGroup(item) ? (
            <NavGroup item={item} />
          ) : (
            <NavLink
              component={Link}
              to={item.target}
              // Same rule as the spec's "open": the target equals the current path.
              activeOptions={{ exact: true, includeSearch: false }}
              active={item.open}
              label={item.title}
              leftSection={<ItemIcon item={item} />}
              className={classes.link}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The side navigation: the declared tree, filtered for this user, with the open item marked. */
export function SideNav() {
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const routeId = useRouteId();
  const nav = useAppNav();
  return <NavList items={navForRoute(nav, user, pathname, routeId)} />;
}
