import { request } from 'node:http';
import { residentMemoryMb } from './resident-memory.js';

export interface CsvExportResult {
  seconds: number;
  rows: number;
  bytes: number;
  /** The API process's resident memory at its highest during the download, above what it held just before. */
  peakGrowthMb: number | null;
}

/** Downloads a CSV export once, counting its rows and sampling the API's resident memory every 20 ms meanwhile. */
export async function measureCsvExport(url: string, headers: Record<string, string>, apiPid: number): Promise<CsvExportResult> {
  const before = await residentMemoryMb(apiPid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await residentMemoryMb(apiPid);
      if (now !== null && (peak === null || now > peak)) peak = now;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  try {
    const { rows, bytes } = await new Promise<{ rows: number; bytes: number }>((resolve, reject) => {
      const req = request(url, { headers }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`CSV export answered ${response.statusCode}`));
          return;
        }
        let newlines = 0;
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          for (const byte of chunk) if (byte === 10) newlines += 1;
        });
        response.on('end', () => resolve({ rows: Math.max(0, newlines - 1), bytes: size }));
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    return { seconds: (performance.now() - started) / 1000, rows, bytes, peakGrowthMb: before !== null && peak !== null ? peak - before : null };
  } finally {
    sampling = false;
    await sampler;
  }
}
