import { DEFAULT_PORTS, REMOTE_NAMES, remoteUrlEnvName, type EnvRecord, type RemoteName } from '@fsp/contracts';

export type StackPorts = { -readonly [K in keyof typeof DEFAULT_PORTS]: number };

export interface StackUrls {
  /** The shell's edge: the address users open. */
  shell: string;
  api: string;
  /** Identity origin without a trailing slash (what AUTH0_DOMAIN names). */
  identity: string;
  /** The OIDC issuer: identity origin with the trailing slash the token check compares against. */
  issuer: string;
  /** Origin each remote's CDN server answers on. */
  remotes: Record<RemoteName, string>;
  /** mf-manifest.json URL of each remote, as the shell's runtime config names it. */
  manifests: Record<RemoteName, string>;
}

/** Nx project and build folder of each remote. */
export const REMOTE_PROJECTS: Record<RemoteName, string> = {
  public_site: 'public-site',
  backoffice: 'backoffice',
  admin: 'admin',
  customer_signup: 'customer-signup',
};

export const SERVICE_ENTRY_POINTS = {
  identity: 'services/identity/dist/main.js',
  api: 'services/api/dist/main.js',
} as const;

/**
 * Node flags of the API and identity processes. A young generation of 2 MB semi-spaces instead of 16 MB holds
 * 30–50 MB less per process; their work is short requests, whose garbage dies young either way.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=2'] as const;

export function appDistDir(workspaceRoot: string, project: string): string {
  return `${workspaceRoot}/apps/${project}/dist`;
}

export function stackPorts(overrides: Partial<StackPorts> = {}): StackPorts {
  return { ...DEFAULT_PORTS, ...overrides };
}

export function stackUrls(ports: StackPorts, host = 'localhost'): StackUrls {
  const origin = (port: number) => `http://${host}:${port}`;
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, origin(ports[name])])) as Record<RemoteName, string>;
  const manifests = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remotes[name]}/mf-manifest.json`])) as Record<RemoteName, string>;
  return {
    shell: origin(ports.shell),
    api: origin(ports.api),
    identity: origin(ports.identity),
    issuer: `${origin(ports.identity)}/`,
    remotes,
    manifests,
  };
}

/** `name=port,name=port` (any of the stack's port names) as given to `--ports`. */
export function parsePorts(spec: string | undefined): Partial<StackPorts> {
  if (!spec) return {};
  const known = Object.keys(stackPorts());
  const ports: Partial<StackPorts> = {};
  for (const pair of spec.split(',')) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    const port = Number(value);
    if (!known.includes(name) || !Number.isInteger(port) || port <= 0) {
      throw new Error(`Bad --ports entry "${pair}": use name=port with a name among ${known.join(', ')}`);
    }
    ports[name as keyof StackPorts] = port;
  }
  return ports;
}

export interface ServiceEnvOptions {
  ports: StackPorts;
  urls: StackUrls;
  dataDir: string;
  seedDemo: boolean;
}

/** Identity service settings derived from the stack's ports: its issuer and the shell origin it may redirect to. */
export function identityEnv({ ports, urls, dataDir, seedDemo }: ServiceEnvOptions): Record<string, string> {
  return {
    IDENTITY_PORT: String(ports.identity),
    IDENTITY_ISSUER: urls.issuer,
    IDENTITY_DATA_DIR: `${dataDir}/identity`,
    IDENTITY_ALLOWED_ORIGINS: urls.shell,
    IDENTITY_SEED_DEMO: String(seedDemo),
  };
}

/**
 * API settings derived from the stack's ports: tokens from the local identity service, CORS for the shell origin,
 * and the identity service's data directory, where the API finds the Management API secret that service generated.
 */
export function apiEnv({ ports, urls, dataDir, seedDemo }: ServiceEnvOptions): Record<string, string> {
  return {
    PORT: String(ports.api),
    DATA_DIR: dataDir,
    IDENTITY_DATA_DIR: `${dataDir}/identity`,
    AUTH_ISSUER: urls.issuer,
    CORS_ORIGINS: urls.shell,
    APP_BASE_URL: urls.shell,
    SEED_DEMO: String(seedDemo),
    // The local stack keeps e-mail and SMS in the outbox; `npm run outbox` and the e2e tests read it.
    DEV_OUTBOX: 'true',
  };
}

/** What the shell's `/config.json` is built from: each remote on its CDN server, sign-in at the identity service. */
export function shellConfigEnv(urls: StackUrls): Record<string, string> {
  return {
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlEnvName(name), urls.manifests[name]])),
    AUTH0_DOMAIN: urls.identity,
  };
}

/**
 * Variables a person may set to point `npm start` at real infrastructure (Auth0, PostgreSQL, a deployed remote);
 * they win over the values derived from the ports.
 */
export const OPERATOR_ENV_KEYS = [
  'AUTH_ISSUER',
  'AUTH_AUDIENCE',
  'AUTH_JWKS_URL',
  'AUTH0_DOMAIN',
  'AUTH0_CLIENT_ID',
  'AUTH0_AUDIENCE',
  'PUBLIC_API_BASE_URL',
  'SHELL_RUNTIME_CONFIG',
  'SHELL_RUNTIME_CONFIG_URL',
  'DATABASE_URL',
  'IDENTITY_DATABASE_URL',
  'CORS_ORIGINS',
  'IDENTITY_ALLOWED_ORIGINS',
  'APP_BASE_URL',
  'PUBLIC_SITE_ORIGIN',
  'IDENTITY_ADMIN_URL',
  'IDENTITY_ADMIN_CLIENT_ID',
  'IDENTITY_ADMIN_CLIENT_SECRET',
  'IDENTITY_ADMIN_CONNECTION',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_API_BASE',
  'SMTP_URL',
  'EMAIL_FROM',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_API_BASE',
  ...REMOTE_NAMES.map(remoteUrlEnvName),
] as const;

export function pickOperatorEnv(env: EnvRecord): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of OPERATOR_ENV_KEYS) {
    const value = env[key];
    if (value) picked[key] = value;
  }
  return picked;
}

/** Strips unset entries so the result can be spread over process.env for a child. */
export function definedEnv(env: EnvRecord): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
