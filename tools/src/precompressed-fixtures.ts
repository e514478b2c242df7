import { writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Writes the `.br` and `.gz` copies a production build emits beside each given file (relative path → content). */
export async function writePrecompressedCopies(dir: string, files: Record<string, string>): Promise<void> {
  for (const [relativePath, content] of Object.entries(files)) {
    await writeFile(join(dir, `${relativePath}.br`), brotliCompressSync(content));
    await writeFile(join(dir, `${relativePath}.gz`), gzipSync(content));
  }
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  body: Buffer;
}

/**
 * A request as a plain HTTP client sends it: no Accept-Encoding unless given, and the body left encoded (fetch adds
 * Accept-Encoding on its own and decodes what comes back).
 */
export function rawRequest(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
