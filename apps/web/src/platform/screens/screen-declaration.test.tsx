import { type NavItem, navForRoute, navLeaves } from '@care360/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ANY_SIGNED_IN,
  type FrameScreen,
  lazyScreen,
  type PageScreen,
  type ScreenDeclaration,
} from './screen-declaration';
import { screensNav } from './screen-nav';
import { checkScreens } from './screen-paths';
import { screenRoutes } from './screen-routes';

/** A new area's screen, declared as a manifest would: nothing else names it. */
const rotaBoard: PageScreen = {
  name: 'rota-board',
  path: '/rota-board',
  title: 'Rota Board',
  permission: 'users.read',
  nav: { section: 'People', label: 'Rota board', order: 50 },
  component: lazyScreen(
    async () => ({ RotaBoardPage: () => <h1>The rota, week by week</h1> }),
    'RotaBoardPage',
  ),
};

/** The record kinds' navigation as the domain gives it: one section with one kind. */
const KIND_NAV: readonly NavItem[] = [
  {
    name: 'people',
    title: 'People',
    target: '#',
    children: [{ name: 'users', title: 'Users', target: '/app/users', permission: ['users.read'] }],
  },
];

function routerFor(screens: readonly ScreenDeclaration[], path: string) {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, path: '/app', component: Outlet });
  return createRouter({
    routeTree: root.addChildren([app.addChildren(screenRoutes(app, screens))]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

const holder = { userRole: 'office_manager', userPermissions: ['users.read'] };
const other = { userRole: 'carer', userPermissions: ['branches.read'] };
const leafTitles = (items: readonly NavItem[]) => navLeaves(items).map((item) => item.title);

describe('a screen declaration', () => {
  it('alone makes a route with its title that loads and draws its component', async () => {
    const router = routerFor([rotaBoard], '/app/rota-board');
    const [, , found] = router.getMatchedRoutes('/app/rota-board');
    expect(found?.fullPath).toBe('/app/rota-board');
    expect(found?.options.staticData?.title).toBe('Rota Board');

    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'The rota, week by week' })).toBeTruthy();
  });

  it('alone adds its navigation entry, for a holder of its permission and no one else', () => {
    const nav = screensNav(KIND_NAV, [rotaBoard]);
    const shown = navForRoute(nav, holder, '/app/rota-board');
    expect(shown).toEqual([
      expect.objectContaining({
        title: 'People',
        open: true,
        children: [
          expect.objectContaining({ title: 'Users', open: false }),
          expect.objectContaining({ title: 'Rota board', target: '/app/rota-board', open: true }),
        ],
      }),
    ]);
    expect(leafTitles(navForRoute(nav, other, '/app'))).toEqual([]);
    expect(
      leafTitles(navForRoute(nav, { userRole: 'super_admin', userPermissions: [] }, '/app')),
    ).toEqual(['Users', 'Rota board']);
  });

  it('places entries by order: top-level ones and sections by their first, kinds-only sections last', () => {
    const page = (name: string, nav: PageScreen['nav'], path = `/${name}`): PageScreen => ({
      ...rotaBoard,
      name,
      path,
      permission: ANY_SIGNED_IN,
      nav,
    });
    const nav = screensNav(
      [...KIND_NAV, { name: 'reference-data', title: 'Reference data', target: '#', children: [] }],
      [
        page('audit', { section: 'Administration', label: 'Audit', order: 310 }),
        page('home', { label: 'Home', order: 0 }, '/'),
        page('email-logs', { section: 'Administration', label: 'Email Logs', order: 300 }),
        page('user-permissions', { section: 'People', label: 'User Permissions', order: 200 }),
      ],
    );
    expect(nav.map((item) => [item.title, item.children?.map((child) => child.title)])).toEqual([
      ['Home', undefined],
      ['People', ['Users', 'User Permissions']],
      ['Administration', ['Email Logs', 'Audit']],
      ['Reference data', []],
    ]);
    // A screen open to every signed-in person carries no permission list.
    expect(nav[0]).toEqual({ name: 'home', title: 'Home', target: '/app' });
  });

  it('draws a frame’s children inside it, and links to them with the id placeholder', async () => {
    const file: FrameScreen = {
      name: 'rota-file',
      path: '/rotas/$id',
      permission: 'users.read',
      frame: { recordScreens: false },
      component: lazyScreen(
        async () => ({
          RotaFrame: () => (
            <section aria-label="One rota">
              <Outlet />
            </section>
          ),
        }),
        'RotaFrame',
      ),
    };
    const week: PageScreen = {
      ...rotaBoard,
      name: 'rota-week',
      parent: 'rota-file',
      path: '/week',
      nav: { label: 'This week', order: 1 },
    };
    render(<RouterProvider router={routerFor([file, week], '/app/rotas/r1/week')} />);
    const frame = await screen.findByRole('region', { name: 'One rota' });
    expect(frame.textContent).toBe('The rota, week by week');
    expect(screensNav([], [file, week])).toEqual([
      {
        name: 'rota-week',
        title: 'This week',
        target: '/app/rotas/:id/week',
        permission: ['users.read'],
      },
    ]);
  });

  it('refuses two screens of one name, and a parent that is missing or no frame', () => {
    expect(() => checkScreens([rotaBoard, rotaBoard])).toThrow('Two screens are named rota-board.');
    expect(() => checkScreens([{ ...rotaBoard, parent: 'nowhere' }])).toThrow(
      'rota-board: its parent nowhere is not declared.',
    );
    expect(() =>
      checkScreens([rotaBoard, { ...rotaBoard, name: 'inner', parent: 'rota-board' }]),
    ).toThrow('inner: its parent rota-board is no frame.');
  });
});
