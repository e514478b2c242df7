import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { RemoteName } from '@fsp/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFixtureDir } from '../test-fixtures.js';
import type { FederationManifest } from './compat.js';
import { startLocalS3Server } from './local-s3-server.js';
import { createS3Client } from './s3-location.js';

export const TEST_BUCKET = 'cdn';

/** A local S3-compatible server (s3rver on a temporary folder) and a real SDK client for it, path-style. */
export async function startTestS3(): Promise<{ url: string; client: S3Client; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'fsp-s3-'));
  const server = await startLocalS3Server({ directory, port: 0, host: '127.0.0.1', buckets: [TEST_BUCKET] });
  process.env['AWS_ACCESS_KEY_ID'] = 'S3RVER';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'S3RVER';
  const client = createS3Client({ endpoint: server.url });
  return {
    url: server.url,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Every object of the bucket with its ETag. */
export async function listObjects(client: S3Client): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) objects.set(object.Key, object.ETag ?? '');
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

const SINGLETON_VERSIONS = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', '@fsp/session': '0.1.0' };

/** An mf-manifest.json's shared list as a build of these versions writes it (subpaths such as react/jsx-runtime too). */
export function federationManifest(name: string, versions: Partial<typeof SINGLETON_VERSIONS> = {}): FederationManifest {
  const all = { ...SINGLETON_VERSIONS, ...versions };
  const shared = Object.entries(all).map(([packageName, version]) => ({
    name: packageName,
    version,
    requiredVersion: packageName === '@fsp/session' ? version : `^${version}`,
  }));
  shared.push({ name: 'react/jsx-runtime', version: all.react, requiredVersion: `^${all.react}` });
  return { name, shared };
}

/** A remote's build as rspack leaves it: entry files, content-hashed chunks with a brotli copy, an asset. */
export function remoteBuildFiles(remote: RemoteName, marker: string, versions: Partial<typeof SINGLETON_VERSIONS> = {}): Record<string, string> {
  return {
    'mf-manifest.json': JSON.stringify({ ...federationManifest(remote, versions), marker }),
    'mf-stats.json': JSON.stringify({ marker }),
    'remoteEntry.js': `/* ${marker} */`,
    [`main.${marker.padEnd(10, '0')}.js`]: `console.log('${marker}')`,
    [`main.${marker.padEnd(10, '0')}.js.br`]: `brotli ${marker}`,
    'shared.abcdef0123.js': 'shared chunk, the same in every build',
    'styles.0123456789.css': '.a{}',
    'assets/logo.fedcba9876.svg': '<svg/>',
  };
}

export async function createBuild(files: Record<string, string>) {
  return createFixtureDir(files);
}
