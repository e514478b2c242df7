import { API_ERRORS } from '@fsp/contracts';
import { Controller, Get, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { IdentityAdminError } from './modules/identity-admin/identity-admin-error.js';
import { Auth0IdentityAdmin } from './modules/identity-admin/auth0-identity-admin.js';
import { SmsApiTransport } from './modules/messaging/transports/sms-api-transport.js';
import { SmtpTransport } from './modules/messaging/transports/smtp-transport.js';
import { StripePaymentsProvider } from './modules/payments/stripe/stripe-payments-provider.js';
import { ProviderFailureException } from './common/errors/provider-failure.exception.js';
import { Public } from './common/auth/public.decorator.js';
import { testDatabases } from './testing/test-databases.js';
import { startTestApi, type TestApi } from './testing/start-test-api.js';

const TIMEOUT_MS = 150;

/** A server that accepts connections and never says a word: the worst kind of provider outage. */
async function startSilentServer(): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('provider clients give up on a provider that accepts and never answers', () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>>;

  beforeAll(async () => {
    silent = await startSilentServer();
  }, 10_000);

  afterAll(async () => {
    await silent?.close();
  });

  it('identity admin (Management API)', async () => {
    const admin = new Auth0IdentityAdmin({
      baseUrl: silent.url,
      clientId: 'client',
      clientSecret: 'secret',
      connection: 'Username-Password-Authentication',
      timeoutMs: TIMEOUT_MS,
    });
    await expect(admin.ensureUser({ email: 'crew@example.test', name: null })).rejects.toBeInstanceOf(IdentityAdminError);
  });

  it('Stripe', async () => {
    const stripe = new StripePaymentsProvider({
      stripeSecretKey: 'sk_test_silent',
      stripePublishableKey: 'pk_test_silent',
      stripeApi: { host: '127.0.0.1', port: silent.port, protocol: 'http' },
      allowSandboxInProduction: false,
      timeoutMs: TIMEOUT_MS,
    });
    await expect(stripe.retrieveAccountStatus('acct_1Silent')).rejects.toBeInstanceOf(ProviderFailureException);
  });

  it('SMTP', async () => {
    const smtp = new SmtpTransport(`smtp://127.0.0.1:${silent.port}`, 'Fieldwise <no-reply@fieldwise.local>', TIMEOUT_MS);
    await expect(smtp.deliver({ channel: 'email', to: 'crew@example.test', subject: 'Hi', body: 'Hello' })).rejects.toThrow(/greeting|timeout/i);
  });

  it('SMS', async () => {
    const sms = new SmsApiTransport({ accountSid: 'AC1', authToken: 'token', from: '+15550100', apiBaseUrl: silent.url, timeoutMs: TIMEOUT_MS });
    await expect(sms.deliver({ channel: 'sms', to: '+15550101', subject: null, body: 'Hello' })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

/** An advisory lock the test holds from its own connection, so the probe's statement waits on it until cancelled. */
const HELD_LOCK = randomInt(1, 2 ** 31 - 1);

@Controller('probe/slow')
@Public()
class SlowQueryController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  async slow(): Promise<{ ok: true }> {
    await this.dataSource.query('SELECT pg_advisory_xact_lock($1)', [HELD_LOCK]);
    return { ok: true };
  }
}

@Module({ controllers: [SlowQueryController] })
class SlowQueryModule {}

/** PostgreSQL only (the PostgreSQL target): embedded PGlite cannot cancel a running statement. */
const postgresDescribe = testDatabases().includes('postgresql') ? describe : null;

postgresDescribe?.('statement timeout on PostgreSQL', () => {
  let t: TestApi;
  let holder: pg.Client;

  beforeAll(async () => {
    holder = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [HELD_LOCK]);
    t = await startTestApi('postgresql', { extraModules: [SlowQueryModule], config: { databaseStatementTimeoutMs: TIMEOUT_MS * 2 } });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await holder?.end();
  });

  it('cancels a statement that runs past it and answers 503 { error }', async () => {
    const response = await t.request('GET', '/api/probe/slow', { token: await t.tokenFor('owner@demo.test') });
    expect(response).toMatchObject({ status: 503, body: { error: API_ERRORS.databaseTimeout } });
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
