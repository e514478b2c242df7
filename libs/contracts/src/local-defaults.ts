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
 * The API's machine-to-machine client at the local identity service, for its Auth0-compatible Management API
 * (creating users on convert, password-set tickets for invited owners). Development only: the identity service
 * refuses to start in production.
 */
export const LOCAL_IDENTITY_ADMIN_DEFAULTS = {
  clientId: 'fieldwise-api',
  clientSecret: 'local-development-management-secret',
  connection: 'Username-Password-Authentication',
} as const;

/**
 * Where, inside its data directory, the local identity service keeps the management client's secret (a JSON
 * string), generated on its first start; the API reads it from there. The published `clientSecret` above is refused.
 */
export const LOCAL_IDENTITY_ADMIN_SECRET_FILE = 'keys/management-client-secret.json';

/**
 * Namespaced claims the API reads from access tokens. Auth0 adds them with a post-login Action
 * (see README); the local identity service adds them itself.
 */
export const TOKEN_CLAIMS = {
  email: 'https://fieldwise.app/email',
  name: 'https://fieldwise.app/name',
  /** true only when the identity provider has verified the e-mail; the API binds a sign-in to a row by e-mail only then. */
  emailVerified: 'https://fieldwise.app/email_verified',
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

export interface DemoService {
  organization: keyof typeof DEMO_ORGANIZATIONS;
  key: string;
  name: string;
  price_cents: number;
  estimated_minutes: number;
}

/** Services the demo organizations offer, so invited customers have something to pick. */
export const DEMO_SERVICES: readonly DemoService[] = [
  { organization: 'greenAcres', key: 'lawn-mowing', name: 'Lawn Mowing', price_cents: 4500, estimated_minutes: 45 },
  { organization: 'greenAcres', key: 'hedge-trimming', name: 'Hedge Trimming', price_cents: 6000, estimated_minutes: 60 },
  { organization: 'greenAcres', key: 'leaf-removal', name: 'Leaf Removal', price_cents: 8550, estimated_minutes: 90 },
  { organization: 'sparkle', key: 'standard-clean', name: 'Standard Clean', price_cents: 12000, estimated_minutes: 120 },
  { organization: 'sparkle', key: 'deep-clean', name: 'Deep Clean', price_cents: 22000, estimated_minutes: 240 },
];

/** The demo organization's crew team; the demo crew member is on it. */
export const DEMO_TEAM = { organization: 'greenAcres', name: 'North Crew', members: ['crew@demo.test'] } as const;

export interface DemoScheduledJob {
  service: string;
  pattern: 'once' | 'weekly' | 'every_x_weeks';
  interval: number;
  /** Days after the seed date the job starts. */
  startInDays: number;
  startTime: string;
}

export interface DemoCustomer {
  name: string;
  email: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  jobs: readonly DemoScheduledJob[];
}

/** Active customers of Green Acres with jobs for the North Crew, so a new install's dashboard has a day to show. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    phone_number: '(919) 555-0111',
    street: '12 Maple St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    jobs: [{ service: 'lawn-mowing', pattern: 'weekly', interval: 1, startInDays: 0, startTime: '09:00' }],
  },
  {
    name: 'Luis Ortega',
    email: 'luis.ortega@example.com',
    phone_number: '(919) 555-0122',
    street: '88 Birch Rd',
    city: 'Cary',
    state: 'NC',
    zip: '27511',
    jobs: [{ service: 'hedge-trimming', pattern: 'every_x_weeks', interval: 2, startInDays: 1, startTime: '11:00' }],
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    phone_number: '(919) 555-0133',
    street: '5 Cedar Ct',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    jobs: [
      { service: 'leaf-removal', pattern: 'once', interval: 1, startInDays: 0, startTime: '13:00' },
      { service: 'lawn-mowing', pattern: 'weekly', interval: 1, startInDays: 3, startTime: '10:00' },
    ],
  },
];
