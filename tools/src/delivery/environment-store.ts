import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { EnvironmentConfig } from '@fsp/contracts';
import { NO_CACHE } from '../cache-policy.js';
import { environmentPath, parseEnvironmentConfig } from './environment-config.js';
import { isNotFound, isPreconditionFailure } from './s3-errors.js';
import { objectKey, type S3Location } from './s3-location.js';

export interface StoredEnvironment {
  config: EnvironmentConfig;
  /** The object's ETag, for a write that must not lose a concurrent one. */
  etag: string;
}

/** Tries a read-modify-write this many times when another writer got in between. */
const CONDITIONAL_WRITE_ATTEMPTS = 5;

export class EnvironmentStore {
  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
  ) {}

  key(environment: string): string {
    return objectKey(this.location, environmentPath(environment));
  }

  async read(environment: string): Promise<StoredEnvironment | null> {
    const key = this.key(environment);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
      const text = (await object.Body?.transformToString('utf8')) ?? '';
      if (!object.ETag) throw new Error(`s3://${this.location.bucket}/${key} came without an ETag`);
      return { config: parseEnvironmentConfig(text, `s3://${this.location.bucket}/${key}`), etag: object.ETag };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * Reads the environment's object, applies `change` and writes it back only if nobody wrote it in between
   * (If-Match on the ETag read, If-None-Match: * when it did not exist); on a lost race it reads again and
   * re-applies `change`. `change` gets null when the environment has no object yet.
   */
  async update<T>(environment: string, change: (current: EnvironmentConfig | null) => Promise<{ config: EnvironmentConfig; result: T }>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await this.read(environment);
      const { config, result } = await change(stored?.config ?? null);
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.location.bucket,
            Key: this.key(environment),
            Body: `${JSON.stringify(config, null, 2)}\n`,
            ContentType: 'application/json; charset=utf-8',
            CacheControl: NO_CACHE,
            ...(stored ? { IfMatch: stored.etag } : { IfNoneMatch: '*' }),
          }),
        );
        return result;
      } catch (error) {
        if (!isPreconditionFailure(error) || attempt >= CONDITIONAL_WRITE_ATTEMPTS) throw error;
      }
    }
  }
}
