import type { EndpointResult } from './measure-endpoint.js';

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function printResults(
  title: string,
  results: EndpointResult[],
  concurrency: number,
  memory: { idleMb: number | null; loadedMb: number | null },
): void {
  console.log(`\n${title} — ${concurrency} concurrent keep-alive connections, embedded PGlite\n`);
  console.table(
    results.map((result) => ({
      endpoint: result.name,
      requests: result.requests,
      errors: result.errors,
      'p50 ms': fixed(result.p50Ms, 2),
      'p99 ms': fixed(result.p99Ms, 2),
      'req/s': fixed(result.requestsPerSecond, 0),
      'KB sent': `${fixed(result.bytes / 1000, 1)}${result.encoding === 'identity' ? '' : ` ${result.encoding}`}`,
      ...result.columns,
    })),
  );
  const mb = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);
  console.log(`API resident memory: ${mb(memory.idleMb)} after start, ${mb(memory.loadedMb)} after the run\n`);
}
