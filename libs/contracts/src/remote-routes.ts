import type { RemoteName } from './runtime-config.js';
import type { Role } from './roles.js';

export interface RemoteRoute {
  /** Absolute path pattern; the remote's nested <Routes> use paths relative to it. */
  path: string;
  remote: RemoteName;
  expose: string;
  /** `app` routes sit behind sign-in inside the app layout; `public` ones render alone. */
  layout: 'public' | 'app';
  /** Everyone else is sent to /unauthorized. */
  roles?: readonly Role[];
}

export const APP_ROOT = '/app';

/**
 * Which remote owns which path (issue 2 §2). The shell mounts them; the shell's main script and its edge read it too,
 * to start fetching the page's remote before the router has loaded.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/*', remote: 'public_site', expose: './Routes', layout: 'public' },
  { path: '/signup/*', remote: 'customer_signup', expose: './SignupRoutes', layout: 'public' },
  { path: '/public-signup/:code', remote: 'customer_signup', expose: './PublicSignup', layout: 'public' },
  { path: '/invite/:token', remote: 'customer_signup', expose: './InviteRedirect', layout: 'public' },
  { path: '/invoice/:token', remote: 'customer_signup', expose: './InvoicePage', layout: 'public' },
  { path: '/admin/owner-onboard/:code/*', remote: 'admin', expose: './OwnerOnboard', layout: 'public' },
  { path: '/app/*', remote: 'backoffice', expose: './Routes', layout: 'app' },
  { path: '/app/admin/*', remote: 'admin', expose: './AdminPanel', layout: 'app', roles: ['admin'] },
  { path: '/app/impersonate/*', remote: 'admin', expose: './Impersonate', layout: 'app', roles: ['admin'] },
];

/** How many of the pattern's segments a path must match exactly: a trailing `*` matches the rest, `:name` one segment. */
function matchedSegments(pattern: string, pathname: string): number | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const splat = wanted.at(-1) === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? given.length < fixed.length : given.length !== fixed.length) return null;
  for (const [index, segment] of fixed.entries()) {
    if (!segment.startsWith(':') && segment !== given[index]) return null;
  }
  return fixed.length;
}

/**
 * The route that opening `pathname` mounts: the most specific match (the most segments matched before a splat), as
 * React Router ranks this table.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | null {
  let best: RemoteRoute | null = null;
  let bestScore = -1;
  for (const route of REMOTE_ROUTES) {
    const score = matchedSegments(route.path, pathname);
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}
