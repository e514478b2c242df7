/** Fixed default ports of `npm start` (issue 2 §6). */
export const DEFAULT_PORTS = {
  shell: 4200,
  public_site: 4201,
  backoffice: 4202,
  admin: 4203,
  customer_signup: 4204,
  api: 3000,
  identity: 3001,
} as const;

/** The local identity service's defaults; a real Auth0 tenant replaces all three by configuration. */
export const LOCAL_AUTH_DEFAULTS = {
  issuer: `http://localhost:${DEFAULT_PORTS.identity}/`,
  clientId: 'fieldwise-web',
  audience: 'https://api.fieldwise.local',
} as const;

/**
 * Namespaced claims the API reads from access tokens. Auth0 adds them with a post-login Action
 * (see README); the local identity service adds them itself.
 */
export const TOKEN_CLAIMS = {
  email: 'https://fieldwise.app/email',
  name: 'https://fieldwise.app/name',
} as const;

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ORGANIZATIONS = {
  greenAcres: 'Green Acres Lawn Care',
  sparkle: 'Sparkle Cleaning Co',
} as const;

export interface DemoUser {
  email: string;
  name: string;
  role: 'owner' | 'manager' | 'crew_member' | 'admin';
  organization: keyof typeof DEMO_ORGANIZATIONS | null;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@demo.test', name: 'Olivia Owner', role: 'owner', organization: 'greenAcres' },
  { email: 'manager@demo.test', name: 'Marcus Manager', role: 'manager', organization: 'greenAcres' },
  { email: 'crew@demo.test', name: 'Casey Crew', role: 'crew_member', organization: 'greenAcres' },
  { email: 'owner2@demo.test', name: 'Sam Sparkle', role: 'owner', organization: 'sparkle' },
  { email: 'admin@demo.test', name: 'Avery Admin', role: 'admin', organization: null },
];
