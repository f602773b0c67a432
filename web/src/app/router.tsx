import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { Session } from '../features/session/session-query';
import { parseQueryListSearch } from '../features/query-list/query-list-search';
import { parseEditorSearch } from '../features/queries/editor-search';
import { parseMonitorListSearch } from '../features/monitors/monitor-list-search';
import { Shell } from './shell/shell';
import { NotFoundPage } from './not-found-page';

export interface RouterContext {
  session: Session;
}

/**
 * The app's pages at their stable deep links. Each page is its own chunk (lazyRouteComponent),
 * loaded when first opened; the shell around them is in the entry chunk. Search params are typed
 * by each route's validateSearch, so the state a page keeps in the URL is checked once, here.
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/home/home-page'), 'HomePage'),
});

export const queryListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/queries',
  validateSearch: parseQueryListSearch,
  component: lazyRouteComponent(() => import('../features/query-list/query-list-page'), 'QueryListPage'),
});

export const newQueryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/queries/new',
  validateSearch: parseEditorSearch,
  component: lazyRouteComponent(() => import('../features/queries/new-query-page'), 'NewQueryPage'),
});

export const queryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/queries/$id',
  validateSearch: parseEditorSearch,
  component: lazyRouteComponent(() => import('../features/queries/query-page'), 'QueryPage'),
});

const dashboardListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboards',
  component: lazyRouteComponent(() => import('../features/dashboards/dashboard-list-page'), 'DashboardListPage'),
});

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboards/$slug',
  component: lazyRouteComponent(() => import('../features/dashboards/dashboard-page'), 'DashboardPage'),
});

const monitorListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/monitors',
  validateSearch: parseMonitorListSearch,
  component: lazyRouteComponent(() => import('../features/monitors/monitor-list-page'), 'MonitorListPage'),
});

const newMonitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/monitors/new',
  component: lazyRouteComponent(() => import('../features/monitors/monitor-page'), 'NewMonitorPage'),
});

// The page notifications link to (`/monitors/{id}`, REST's integer id).
const monitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/monitors/$id',
  component: lazyRouteComponent(() => import('../features/monitors/monitor-page'), 'MonitorPage'),
});

const destinationListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/destinations',
  component: lazyRouteComponent(() => import('../features/destinations/destination-list-page'), 'DestinationListPage'),
});

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: lazyRouteComponent(() => import('../features/admin/admin-page'), 'AdminPage'),
});

const adminUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/users',
  component: lazyRouteComponent(() => import('../features/admin/users-page'), 'UsersPage'),
});

const adminGroupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/groups',
  component: lazyRouteComponent(() => import('../features/admin/groups/groups-page'), 'GroupsPage'),
});

const adminRolesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/roles',
  component: lazyRouteComponent(() => import('../features/admin/roles/roles-page'), 'RolesPage'),
});

const adminDataSourcesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/data-sources',
  component: lazyRouteComponent(() => import('../features/admin/data-sources/data-sources-page'), 'DataSourcesPage'),
});

// `/admin/data-sources/{id}`: REST's integer id, as in /api/data_sources/{id}.
const adminDataSourceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/data-sources/$id',
  component: lazyRouteComponent(() => import('../features/admin/data-sources/data-source-page'), 'DataSourcePage'),
});

const adminSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/settings',
  component: lazyRouteComponent(() => import('../features/admin/settings/settings-page'), 'SettingsPage'),
});

// People in several organizations choose where to work (each needs proof of its account).
const organizationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organizations',
  component: lazyRouteComponent(() => import('../features/people/choose-organization-page'), 'ChooseOrganizationPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  queryListRoute,
  newQueryRoute,
  queryRoute,
  dashboardListRoute,
  dashboardRoute,
  monitorListRoute,
  newMonitorRoute,
  monitorRoute,
  destinationListRoute,
  adminRoute,
  adminUsersRoute,
  adminGroupsRoute,
  adminRolesRoute,
  adminDataSourcesRoute,
  adminDataSourceRoute,
  adminSettingsRoute,
  organizationsRoute,
]);

export const router = createRouter({
  routeTree,
  // Filled by <RouterProvider context> once the session is known.
  context: { session: undefined! },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
