import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CredentialStore } from './accounts/credential-store.js';
import { PasswordTicketStore } from './accounts/password-tickets.js';
import { seedDemoAccounts } from './accounts/seed-demo-accounts.js';
import { SignInThrottle } from './accounts/sign-in-throttle.js';
import { systemClock, type Clock } from './clock.js';
import {
  assertNotProduction,
  assertNotPublishedSecret,
  loadIdentityConfig,
  type Env,
  type IdentityConfig,
  type ManagementClientConfig,
} from './config.js';
import { migrate } from './database/migrations.js';
import { openPglite, openPostgres, type SqlClient } from './database/sql-client.js';
import { FormTooLargeError } from './http/form-body.js';
import { InteractionRoutes, matchInteractionRoute } from './http/interaction-routes.js';
import { handleLogout } from './http/logout-route.js';
import { MANAGEMENT_PREFIX, ManagementRoutes } from './http/management-routes.js';
import { PASSWORD_TICKET_PATH, PasswordTicketRoutes } from './http/password-ticket-routes.js';
import { adaptTokenRequest } from './http/token-request-compat.js';
import { renderErrorPage } from './http/pages.js';
import { sendHtml, sendJson } from './http/responses.js';
import { createProvider } from './oidc/create-provider.js';
import { managementTokenVerifier } from './oidc/management-token-verifier.js';
import { loadOrCreateCookieKeys, loadOrCreateManagementSecret, loadOrCreateSigningKey } from './oidc/persisted-keys.js';
import { deleteExpiredModels, revokeAccountRefreshTokens } from './oidc/sql-adapter.js';
import * as path from 'node:path';

export interface StartIdentityOptions {
  /** Overrides on top of the configuration read from `env`. Port 0 picks a free port (the issuer then follows it). */
  config?: Partial<IdentityConfig>;
  env?: Env;
  /** PostgreSQL schema to use instead of the server's default (tests). */
  databaseSchema?: string;
  log?: (message: string) => void;
  /** The time password tickets and sign-in cool-downs are measured against (tests move it forward). */
  clock?: Clock;
}

export interface RunningIdentityServer {
  url: string;
  issuer: string;
  /** The interface the server listens on (127.0.0.1 unless HOST says otherwise). */
  address: string;
  config: IdentityConfig;
  /** Credentials of the Management API client, with the secret generated in (or read from) the data directory. */
  managementClient: ManagementClientConfig;
  close(): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

async function openDatabase(config: IdentityConfig, schema: string | undefined): Promise<SqlClient> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl, schema });
  return openPglite(path.join(config.dataDir, 'pgdata'));
}

export async function startIdentityServer(options: StartIdentityOptions = {}): Promise<RunningIdentityServer> {
  const env = options.env ?? process.env;
  assertNotProduction(env);
  const log = options.log ?? ((message: string) => console.log(`[identity] ${message}`));
  const base = { ...loadIdentityConfig(env), ...options.config };
  const issuerFromEnv = Boolean(env['IDENTITY_ISSUER']) || Boolean(options.config?.issuer);
  assertNotPublishedSecret(base.management.clientSecret);
  const clock = options.clock ?? systemClock;

  const db = await openDatabase(base, options.databaseSchema);
  const httpServer = createServer();
  try {
    await migrate(db);
    await deleteExpiredModels(db);
    const accounts = new CredentialStore(db, base.passwordHashCost);
    const tickets = new PasswordTicketStore(db, base.passwordHashCost, clock);
    const throttle = new SignInThrottle(db, base.signInLimits, clock);
    await tickets.deleteExpired();
    await throttle.deleteStale();
    if (base.seedDemo) {
      const created = await seedDemoAccounts(accounts);
      if (created.length) log(`created demo accounts: ${created.join(', ')}`);
    }

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(base.port, base.host, () => resolve());
    });
    const { port, address } = httpServer.address() as AddressInfo;
    const managementClient: ManagementClientConfig = {
      ...base.management,
      clientSecret: base.management.clientSecret ?? (await loadOrCreateManagementSecret(base.dataDir)),
    };
    const config: IdentityConfig = {
      ...base,
      port,
      issuer: issuerFromEnv ? base.issuer : `http://localhost:${port}/`,
      management: managementClient,
    };

    const signingKey = await loadOrCreateSigningKey(config.dataDir);
    const provider = createProvider(config, {
      db,
      accounts,
      signingKey,
      cookieKeys: await loadOrCreateCookieKeys(config.dataDir),
      managementClient,
    });
    const interactions = new InteractionRoutes(provider, accounts, throttle);
    const management = new ManagementRoutes(config, accounts, tickets, managementTokenVerifier(config, signingKey), (accountId) =>
      revokeAccountRefreshTokens(db, accountId),
    );
    const passwordTickets = new PasswordTicketRoutes(tickets);
    const oidc = provider.callback();

    httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
      void dispatch(req, res).catch((error: unknown) => {
        if (error instanceof FormTooLargeError) return sendHtml(res, 413, renderErrorPage(error.message));
        console.error('[identity] request failed:', req.method, req.url, error);
        if (!res.headersSent) sendHtml(res, 500, renderErrorPage('The sign-in service failed. Please try again.'));
        else res.destroy();
      });
    });

    async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const url = new URL(req.url ?? '/', config.issuer);
      const method = req.method ?? 'GET';
      if (url.pathname === '/health' && (method === 'GET' || method === 'HEAD')) return sendJson(res, 200, { status: 'ok' });
      if (url.pathname === '/v2/logout' && method === 'GET') {
        return handleLogout(req, res, url, provider, config.allowedOrigins);
      }
      if (url.pathname.startsWith(MANAGEMENT_PREFIX)) return management.handle(req, res, url);
      if (url.pathname === PASSWORD_TICKET_PATH && (method === 'GET' || method === 'HEAD' || method === 'POST')) {
        return passwordTickets.handle(req, res, url);
      }
      const interaction = matchInteractionRoute(method, url.pathname);
      if (interaction) return interactions.handle(req, res, interaction, url);
      if (url.pathname === '/oauth/token' && method === 'POST') return oidc(await adaptTokenRequest(req), res);
      await oidc(req, res);
    }

    const cleanup = setInterval(() => {
      Promise.all([deleteExpiredModels(db), tickets.deleteExpired(), throttle.deleteStale()]).catch((error: unknown) =>
        console.error('[identity] expired model clean-up failed:', error),
      );
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();

    const url = `http://localhost:${port}`;
    log(`issuer ${config.issuer} (client ${config.clientId}, audience ${config.audience}, origins ${config.allowedOrigins.join(' ')})`);
    log(`listening on ${address}:${port} (${url}) with ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);

    let closing: Promise<void> | undefined;
    return {
      url,
      issuer: config.issuer,
      address,
      config,
      managementClient,
      close() {
        closing ??= (async () => {
          clearInterval(cleanup);
          await new Promise<void>((resolve, reject) => {
            httpServer.close((error) => (error ? reject(error) : resolve()));
            httpServer.closeAllConnections();
          });
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    if (httpServer.listening) httpServer.close();
    await db.close();
    throw error;
  }
}
