import { S3Client } from '@aws-sdk/client-s3';

export interface S3Location {
  bucket: string;
  /** Key prefix without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
}

export function isS3Target(target: string): boolean {
  return target.startsWith('s3://');
}

export function parseS3Target(target: string): S3Location {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(target);
  if (!match?.[1]) throw new Error(`"${target}" is not an s3://bucket/prefix target`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

export function objectKey(location: S3Location, path: string): string {
  return location.prefix ? `${location.prefix}/${path}` : path;
}

export interface S3ClientOptions {
  /** An S3-compatible endpoint (R2, MinIO, s3rver); addressed path-style. AWS itself when absent. */
  endpoint?: string;
  region?: string;
}

/**
 * Credentials and region come from the standard AWS chain (AWS_ACCESS_KEY_ID, AWS_PROFILE, ~/.aws, instance role).
 * Checksums only where an operation requires them: S3-compatible servers differ on the newer default checksums.
 */
export function createS3Client({ endpoint, region }: S3ClientOptions): S3Client {
  return new S3Client({
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    region: region ?? process.env['AWS_REGION'] ?? process.env['AWS_DEFAULT_REGION'] ?? 'us-east-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Where browsers read the prefix from: `--base-url` (the CDN in front of the bucket) if given, else the endpoint's
 * path-style URL, else the bucket's AWS address.
 */
export function publicBaseUrl(location: S3Location, options: S3ClientOptions & { baseUrl?: string }): string {
  if (options.baseUrl) return options.baseUrl.replace(/\/+$/, '');
  const bucketUrl = options.endpoint
    ? `${options.endpoint.replace(/\/+$/, '')}/${location.bucket}`
    : `https://${location.bucket}.s3.${options.region ?? process.env['AWS_REGION'] ?? 'us-east-1'}.amazonaws.com`;
  return location.prefix ? `${bucketUrl}/${location.prefix}` : bucketUrl;
}
