import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommended scrypt parameters (Password Storage Cheat Sheet): N=2^17, r=8, p=1, about 128 MiB each. */
export const DEFAULT_PASSWORD_HASH_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** scrypt needs 128·N·r bytes; Node's default `maxmem` (32 MiB) refuses N=2^17, so allow that plus headroom. */
function maxmemFor({ N, r }: ScryptCost): number {
  return 128 * N * r + 32 * 1024 * 1024;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url; the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || ![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) {
    return undefined;
  }
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when the stored hash is weaker than `cost` in any parameter (or unreadable), so it should be replaced. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/** A hash of nothing per cost, checked when the e-mail is unknown so both failures take the same time. */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: ScryptCost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
