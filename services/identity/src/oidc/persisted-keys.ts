import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { LOCAL_IDENTITY_ADMIN_SECRET_FILE } from '@fsp/contracts';
import type { JWK } from 'oidc-provider';

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function writeSecret(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx' refuses to overwrite a key another start wrote in the meantime.
  await writeFile(file, JSON.stringify(value, null, 2), { mode: 0o600, flag: 'wx' });
}

async function loadOrCreate<T>(file: string, create: () => T): Promise<T> {
  const existing = await readJson<T>(file);
  if (existing) return existing;
  try {
    await writeSecret(file, create());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = await readJson<T>(file);
  if (!written) throw new Error(`Could not read ${file} after writing it`);
  return written;
}

/** RSA 2048 private JWK used to sign ID and access tokens; generated on the first start, reused afterwards. */
export function loadOrCreateSigningKey(dataDir: string): Promise<JWK> {
  return loadOrCreate(path.join(dataDir, 'keys', 'signing-key.json'), () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    return { ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' } as JWK;
  });
}

/** Keys that sign the provider's cookies, so sessions survive restarts. */
export function loadOrCreateCookieKeys(dataDir: string): Promise<string[]> {
  return loadOrCreate(path.join(dataDir, 'keys', 'cookie-keys.json'), () => [randomBytes(32).toString('base64url')]);
}

/** The Management API client's secret, random per installation; the API reads the same file. */
export function loadOrCreateManagementSecret(dataDir: string): Promise<string> {
  return loadOrCreate(path.join(dataDir, LOCAL_IDENTITY_ADMIN_SECRET_FILE), () => randomBytes(32).toString('base64url'));
}
