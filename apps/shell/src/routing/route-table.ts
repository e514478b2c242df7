import type { RemoteName, Role } from '@fsp/contracts';

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

/** Which remote owns which path (issue 2 §2). */
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
