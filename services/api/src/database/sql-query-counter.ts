import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

/** Response header carrying the number of SQL statements a request ran (only when COUNT_SQL_QUERIES=true). */
export const SQL_QUERIES_HEADER = 'x-sql-queries';

interface QueryTally {
  count: number;
}

const currentTally = new AsyncLocalStorage<QueryTally>();

/**
 * Gives each HTTP request a tally that every SQL statement issued within its async context increments, and
 * reports it in the x-sql-queries response header.
 */
export function countSqlQueriesPerRequest(fastify: FastifyInstance): void {
  const tallies = new WeakMap<FastifyRequest, QueryTally>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const tally: QueryTally = { count: 0 };
    tallies.set(request, tally);
    currentTally.run(tally, done);
  });
  fastify.addHook('onSend', async (request, reply) => {
    const tally = tallies.get(request);
    if (tally) void reply.header(SQL_QUERIES_HEADER, String(tally.count));
  });
}

/**
 * A TypeORM logger that prints nothing and counts each query against the request it belongs to, so the
 * benchmark can show that a read's query count does not grow with the data.
 */
export class SqlQueryCountingLogger extends AbstractLogger {
  protected writeLog(_level: LogLevel, _message: LogMessage | string | number | (LogMessage | string | number)[]): void {
    // Counting happens in logQuery; nothing is printed.
  }

  override logQuery(): void {
    const tally = currentTally.getStore();
    if (tally) tally.count += 1;
  }
}
