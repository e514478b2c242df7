import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import type { RunningServer } from '../running-server.js';
import { ObjectLocks } from './object-locks.js';

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

interface S3rverObject {
  bucket: string;
  key: string;
  content: Readable | Buffer;
  metadata: Record<string, string>;
}

interface S3rverStore {
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver answers a PUT once the bytes have passed its hash, before its file stream has written them: a GET sent
 * right after the answer can read a short file (a busy machine shows it). This writes the object to a temporary
 * file, waits until it is on disk, and moves it into place, as S3 makes an object visible only whole.
 */
function storeObjectsWhole(store: S3rverStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${randomUUID()}.partial`;
    const md5 = createHash('md5');
    let size = 0;
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(
        content,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            md5.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
      await rename(partial, objectPath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
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
 * S3 shows each object whole: a read gets the version before a write or the one after. s3rver keeps an object's
 * bytes and its metadata (ETag) in separate files, so a read during a write could mix them; here every request
 * on an object holds its key's lock until its answer is sent (reads together, a write alone).
 *
 * s3rver also ignores If-Match and If-None-Match on PutObject, which S3, R2 and MinIO honour. Inside its write
 * lock a conditional PUT is checked the way S3 checks it (412 PreconditionFailed), so no update is lost where the
 * real servers would not lose it either.
 */
function withObjectLocks(store: S3rverStore, handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const locks = new ObjectLocks();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const target = bucketAndKey(request.url ?? '');
    if (!target) return handle(request, response);
    const kind = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    void locks.acquire(`${target.bucket}/${target.key}`, kind).then(async (release) => {
      if (request.socket.destroyed) return release();
      response.once('close', release);
      const ifMatch = request.headers['if-match'];
      const ifNoneMatch = request.headers['if-none-match'];
      if (request.method === 'PUT' && (ifMatch || ifNoneMatch)) {
        const etag = await store.getMetadata(target.bucket, target.key).then(
          (metadata) => metadata.etag,
          () => null,
        );
        if (ifNoneMatch === '*' && etag !== null) return preconditionFailed(response, 412, 'PreconditionFailed');
        if (ifMatch && etag === null) return preconditionFailed(response, 404, 'NoSuchKey');
        if (ifMatch && ifMatch !== etag) return preconditionFailed(response, 412, 'PreconditionFailed');
      }
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
  storeObjectsWhole(store);
  const server = createServer(withObjectLocks(store, s3rver.callback()));
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
