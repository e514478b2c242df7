import { matchRoutes } from 'react-router-dom';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table.js';

const MATCHABLE_ROUTES = REMOTE_ROUTES.map((route, index) => ({ id: String(index), path: route.path }));

/** The remote route that opening `pathname` mounts: the route table's most specific match, as <Routes> picks it. */
export function remoteRouteFor(pathname: string): RemoteRoute | null {
  const match = matchRoutes(MATCHABLE_ROUTES, pathname)?.at(-1);
  return match ? (REMOTE_ROUTES[Number(match.route.id)] ?? null) : null;
}
