import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { ApiError } from '../platform/api';
import { currentUserQuery } from '../platform/current-user';
import { screenRoutes } from '../platform/screens/screen-routes';
import { PUBLIC_SCREENS } from '../public/public-screens';
import { ALL_SCREENS } from './app-screens';
import { registerAreaManifests } from './area-manifests';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RoutePending } from './RoutePending';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Shown in the browser title as 'care360 - {title}'. */
    title?: string;
  }
}

// Every screen is its own chunk, loaded when first visited (spec §2).
const NotFoundPage = lazyRouteComponent(() => import('../public/NotFoundPage'), 'NotFoundPage');
const NotFoundContent = lazyRouteComponent(
  () => import('../public/NotFoundPage'),
  'NotFoundContent',
);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

export interface SignInSearch {
  next?: string;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { title: 'Login' },
  validateSearch: (search: Record<string, unknown>): SignInSearch =>
    typeof search.next === 'string' ? { next: search.next } : {},
  component: lazyRouteComponent(() => import('../public/LoginPage'), 'LoginPage'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  staticData: { title: 'Forgot Password' },
  component: lazyRouteComponent(() => import('../public/ForgotPasswordPage'), 'ForgotPasswordPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  staticData: { title: 'Reset Password' },
  component: lazyRouteComponent(() => import('../public/ResetPasswordPage'), 'ResetPasswordPage'),
});

const switchAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/switch-account/$parent_user/$target_user',
  staticData: { title: 'Switch Account' },
  component: lazyRouteComponent(() => import('../public/SwitchAccountPage'), 'SwitchAccountPage'),
});

/** The applicant's, referee's and other link pages (public/public-screens.ts). */
const publicScreenRoutes = PUBLIC_SCREENS.map((screen) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: screen.path,
    staticData: { title: screen.title },
    component: screen.component,
  }),
);

/** The signed-in area: loads the current user first, or sends the person to sign in. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app',
  beforeLoad: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(currentUserQuery);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw redirect({ to: '/', search: { next: location.href } });
      }
      throw error;
    }
  },
  component: lazyRouteComponent(() => import('./shell/AppLayout'), 'AppLayout'),
  notFoundComponent: NotFoundContent,
  errorComponent: RouteError,
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  switchAccountRoute,
  ...publicScreenRoutes,
  // The screens the areas declare, and every record kind's generated list, add and edit screens.
  appRoute.addChildren(screenRoutes(appRoute, ALL_SCREENS)),
]);

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  // The areas' additions to the generic pages (tabs, notices, widgets) before any page renders.
  registerAreaManifests();
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
