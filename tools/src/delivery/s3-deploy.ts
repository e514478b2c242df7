import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildVersion, listBuildFiles } from '../remote-deployment.js';
import { objectHeadersFor, uploadRank } from './object-headers.js';
import { isNotFound, isPreconditionFailure } from './s3-errors.js';
import { objectKey, type S3Location } from './s3-location.js';

export interface S3Deployment {
  /** Folder name on the CDN: the Nx project (`admin`, `public-site`) or `shell`. */
  app: string;
  version: string;
  /** `<prefix>/<app>/<version>/` */
  keyPrefix: string;
  /** Path of the manifest below the target's prefix: `<app>/<version>/mf-manifest.json`. */
  manifestPath: string;
  alreadyDeployed: boolean;
  uploaded: string[];
  /** Files a previous, interrupted upload of this version already stored; left as they are. */
  kept: string[];
}

const PARALLEL_UPLOADS = 8;

async function objectExists(client: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Puts one file unless its key exists; `If-None-Match: *` makes that check atomic where the store supports it. */
async function putOnce(client: S3Client, bucket: string, key: string, body: Buffer, relativePath: string): Promise<boolean> {
  if (await objectExists(client, bucket, key)) return false;
  const headers = objectHeadersFor(relativePath);
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
        ...(headers.contentEncoding ? { ContentEncoding: headers.contentEncoding } : {}),
        IfNoneMatch: '*',
      }),
    );
    return true;
  } catch (error) {
    if (isPreconditionFailure(error)) return false;
    throw error;
  }
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

/**
 * Uploads a build into `<prefix>/<app>/<version>/`, the version being a hash of the build's content. Nothing is ever
 * deleted or overwritten: a key that exists is left alone, so tabs still running an older manifest keep loading
 * their chunks, and a published version never changes. Chunks go first and `mf-manifest.json` last, so a manifest
 * that can be read names only files that are there.
 */
export async function deployBuildToS3(client: S3Client, location: S3Location, app: string, distDir: string): Promise<S3Deployment> {
  const files = await listBuildFiles(distDir);
  if (!files.includes('mf-manifest.json')) throw new Error(`${distDir} has no mf-manifest.json; build it first (npx nx run ${app}:build)`);
  const version = await buildVersion(distDir);
  const keyPrefix = objectKey(location, `${app}/${version}/`);
  const manifestPath = `${app}/${version}/mf-manifest.json`;
  const deployment: S3Deployment = { app, version, keyPrefix, manifestPath, alreadyDeployed: false, uploaded: [], kept: [] };
  if (await objectExists(client, location.bucket, objectKey(location, manifestPath))) return { ...deployment, alreadyDeployed: true };

  const ranks = [...new Set(files.map(uploadRank))].sort((a, b) => a - b);
  for (const rank of ranks) {
    await inBatches(
      files.filter((file) => uploadRank(file) === rank),
      PARALLEL_UPLOADS,
      async (file) => {
        const body = await readFile(join(distDir, file));
        const stored = await putOnce(client, location.bucket, `${keyPrefix}${file}`, body, file);
        (stored ? deployment.uploaded : deployment.kept).push(file);
      },
    );
  }
  deployment.uploaded.sort();
  deployment.kept.sort();
  return deployment;
}
