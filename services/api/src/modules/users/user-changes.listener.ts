import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { UserCache } from './user-cache.js';

/** The channel the users trigger NOTIFYs (migration 1764500000001-user-change-notify), with the table's schema. */
export const USER_CHANGES_CHANNEL = 'fsp_users_changed';
const CONNECT_TIMEOUT_MS = 5_000;
const RECONNECT_DELAY_MS = 1_000;

/**
 * PostgreSQL only: a connection of its own LISTENs for the users trigger's notifications, so that a write in any API
 * process empties every process's user cache. While that connection is down the cache is emptied and entries live
 * no longer than USER_CACHE_TTL_MS, which stays the bound. Embedded PGlite serves one process: its writes are all
 * seen by user-writes.subscriber.ts.
 */
@Injectable()
export class UserChangesListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UserChangesListener.name);
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly cache: UserCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl ?? undefined, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    const schema = this.config.databaseSchema;
    client.on('notification', (message) => {
      // Test suites share one database, each API in a schema of its own.
      if (message.channel === USER_CHANGES_CHANNEL && (!schema || message.payload === schema)) this.cache.invalidate('notification');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${USER_CHANGES_CHANNEL}`);
      // Anything written while no connection listened.
      if (this.client === client) this.cache.invalidate('listener-lost');
    } catch (error) {
      this.lost(client, error);
    }
  }

  /** Ignores connections already given up (their late 'end'), and everything once the application shuts down. */
  private lost(client: pg.Client, error: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.cache.invalidate('listener-lost');
    this.logger.warn(`Not listening for changes to users (${String(error)}); retrying. Meanwhile users are reused for at most USER_CACHE_TTL_MS.`);
    void client.end().catch(() => undefined);
    if (this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) void this.connect();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
