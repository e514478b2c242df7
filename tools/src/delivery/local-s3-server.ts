import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { RunningServer } from '../running-server.js';

export interface LocalS3Options {
  /** Where objects are kept: a folder per bucket. */
  directory: string;
  port: number;
  host?: string;
  /** Created at start if missing, each readable by any origin (CORS), as a CDN bucket is. */
  buckets: string[];
}

/** Browsers on any origin may read the objects, as the shell does from its own origin. */
const CORS_CONFIGURATION = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>86400</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

interface S3rverStore {
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
}

function preconditionFailed(response: ServerResponse, status: 412 | 404, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>`);
}

/** `/bucket/some/key` (path-style) → bucket and key. */
function bucketAndKey(url: string): { bucket: string; key: string } | null {
  const path = url.split('?')[0] ?? '';
  const match = /^\/([^/]+)\/(.+)$/.exec(path);
  return match?.[1] && match[2] ? { bucket: decodeURIComponent(match[1]), key: decodeURIComponent(match[2]) } : null;
}

/**
 * s3rver serves the S3 protocol from a folder but ignores If-Match and If-None-Match on PutObject, which S3, R2 and
 * MinIO honour. This layer answers those conditions the way S3 does (412 PreconditionFailed) and runs conditional
 * writes to one key one at a time, so the local server loses no update where the real ones would not either.
 */
function withConditionalWrites(store: S3rverStore, handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const writing = new Map<string, Promise<void>>();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const ifMatch = request.headers['if-match'];
    const ifNoneMatch = request.headers['if-none-match'];
    const target = request.method === 'PUT' && (ifMatch || ifNoneMatch) ? bucketAndKey(request.url ?? '') : null;
    if (!target) return handle(request, response);

    const lockKey = `${target.bucket}/${target.key}`;
    const previous = writing.get(lockKey) ?? Promise.resolve();
    const done = new Promise<void>((resolve) => response.once('close', resolve));
    const current = previous.then(() => done);
    writing.set(lockKey, current);
    void current.then(() => {
      if (writing.get(lockKey) === current) writing.delete(lockKey);
    });

    void previous.then(async () => {
      const etag = await store.getMetadata(target.bucket, target.key).then(
        (metadata) => metadata.etag,
        () => null,
      );
      if (ifNoneMatch === '*' && etag !== null) return preconditionFailed(response, 412, 'PreconditionFailed');
      if (ifMatch && etag === null) return preconditionFailed(response, 404, 'NoSuchKey');
      if (ifMatch && ifMatch !== etag) return preconditionFailed(response, 412, 'PreconditionFailed');
      handle(request, response);
    });
  };
}

/**
 * An S3-compatible server on a local folder (s3rver), addressed path-style. It knows one access key, `S3RVER`
 * (secret `S3RVER`); it does not check SigV4 signatures.
 */
export async function startLocalS3Server({ directory, port, host = 'localhost', buckets }: LocalS3Options): Promise<RunningServer> {
  const s3rver = new S3rver({
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS_CONFIGURATION] })),
  });
  await s3rver.configureBuckets();
  const store = (s3rver as unknown as { store: S3rverStore }).store;
  const server = createServer(withConditionalWrites(store, s3rver.callback()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
