import 'reflect-metadata';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { ConsoleLogger, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { pathOf } from './common/auth/request-context.js';
import { addSecurityHeaders } from './common/http/security-headers.js';
import { REQUEST_ID_HEADER } from './common/logging/request-id.js';
import { fastifyOptions } from './common/logging/fastify-options.js';
import { limitBodyDepth } from './common/validation/body-depth.js';
import { createValidationPipe } from './common/validation/validation-pipe.js';
import { assertDatabaseAllowed, type ApiConfig } from './config/api-config.js';
import type { DatabaseConnection } from './database/data-source-options.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { countSqlQueriesPerRequest } from './database/sql-query-counter.js';
import { LEADS_API_PATH, leadsCorsOrigin } from './modules/leads/leads-route.js';

export interface CreateAppOptions {
  /** Mounted next to the feature modules (tests add probe routes this way). */
  extraModules?: Type[];
  /** Embedded PGlite only: start in memory from this data-directory dump (the API suites' snapshot). */
  embeddedSnapshot?: Blob;
}

export interface RunningApi {
  app: NestFastifyApplication;
  /** http://127.0.0.1:PORT once listening (the chosen port when config.port is 0). */
  url: string;
  /** Stops the HTTP server, the database pool and embedded PGlite, in that order. */
  close(): Promise<void>;
}

const SWAGGER_CSP = {
  directives: {
    defaultSrc: [`'self'`],
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:', 'validator.swagger.io'],
    scriptSrc: [`'self'`, `https: 'unsafe-inline'`],
    // The API is served over plain http locally; upgrading would break the docs page's assets.
    upgradeInsecureRequests: null,
  },
};

/**
 * Responses of 1 KiB and more, to clients that accept it: brotli, else gzip, both at fast levels (brotli's best
 * levels cost several times the CPU for a few percent). Request bodies are not decompressed: none of our clients
 * compress them, and the Stripe webhook is verified on the exact bytes sent. A route that sets Content-Encoding
 * itself (the schedule read's cached bytes) is passed through as is.
 */
const RESPONSE_COMPRESSION = {
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  globalDecompression: false,
} satisfies FastifyCompressOptions;

type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/**
 * Credentialed CORS for the configured origins (the shell); the leads route alone answers only the public
 * site's origin, whatever CORS_ORIGINS holds.
 */
function corsOptions(config: ApiConfig): CorsOptions {
  const shared = { credentials: true, exposedHeaders: [REQUEST_ID_HEADER] };
  const byDefault: CorsOptions = { ...shared, origin: config.corsOrigins };
  const forLeads: CorsOptions = { ...shared, origin: leadsCorsOrigin(config.publicSiteOrigin) };
  return { delegator: async (request: FastifyRequest) => (pathOf(request.url) === LEADS_API_PATH ? forLeads : byDefault) };
}

/** Builds the Nest application (not listening yet); pairs with the database it was given. */
export async function createNestApp(
  config: ApiConfig,
  database: DatabaseConnection,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, database, extraModules: options.extraModules }),
    new FastifyAdapter(fastifyOptions(config)),
    {
      logger: config.logLevel === 'silent' ? false : new ConsoleLogger({ json: true, logLevels: ['fatal', 'error', 'warn', 'log'] }),
      abortOnError: false,
      // Kept beside the parsed JSON (same 1 MiB limit and depth check): Stripe signs the exact bytes it sent.
      rawBody: true,
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableCors(corsOptions(config));
  addSecurityHeaders(app.getHttpAdapter().getInstance(), { contentSecurityPolicy: SWAGGER_CSP });
  // Before the routes exist: the plugin adds its hook to each route as it is registered.
  await app.register(compress, RESPONSE_COMPRESSION);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
  limitBodyDepth(app.getHttpAdapter().getInstance());
  if (config.countSqlQueries) countSqlQueriesPerRequest(app.getHttpAdapter().getInstance());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fieldwise API')
      .setDescription('Every error body is { "error": string }.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

/**
 * Starts the API: embedded PGlite when no DATABASE_URL is configured, migrations, demo seed, then HTTP
 * on config.host:config.port. Used by main.ts, the tests and the dev tools.
 */
export async function createApp(config: ApiConfig, options: CreateAppOptions = {}): Promise<RunningApi> {
  assertDatabaseAllowed(config);
  let embedded: EmbeddedPostgres | null = null;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, { snapshot: options.embeddedSnapshot });
  const database: DatabaseConnection = embedded
    ? // PGlite runs statements on the event loop's thread and cannot cancel one: no statement timeout there.
      { url: embedded.url, schema: null, embedded: true }
    : { url: config.databaseUrl as string, schema: config.databaseSchema, embedded: false, statementTimeoutMs: config.databaseStatementTimeoutMs };

  let app: NestFastifyApplication | null = null;
  try {
    app = await createNestApp(config, database, options);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (app) await app.close();
    if (embedded) await embedded.close();
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const running = app;
  let closing: Promise<void> | null = null;
  return {
    app: running,
    url: `http://127.0.0.1:${port}`,
    close() {
      closing ??= (async () => {
        await running.close();
        if (embedded) await embedded.close();
      })();
      return closing;
    },
  };
}
