import { LOCAL_AUTH_DEFAULTS, TOKEN_CLAIMS } from '@fsp/contracts';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TokenOptions {
  subject: string;
  email?: string | null;
  /**
   * Whether the e-mail is marked verified (default true when there is an e-mail, as the provider does for accounts
   * it created or whose owner redeemed a password ticket); false signs a self-registered, unverified sign-in.
   */
  emailVerified?: boolean;
  name?: string | null;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  /** Put e-mail and name in the standard claims instead of the namespaced ones. */
  standardClaims?: boolean;
  /** Further claims, e.g. the signup intent the identity provider adds. */
  claims?: Record<string, string>;
}

export interface TokenIssuer {
  issuer: string;
  jwksUrl: string;
  audience: string;
  sign(options: TokenOptions): Promise<string>;
  /** A token signed by a key that is not in the JWKS. */
  signWithForeignKey(options: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

async function signWith(key: CryptoKey, kid: string, issuer: string, audience: string, options: TokenOptions): Promise<string> {
  const claims: JWTPayload = { ...options.claims };
  const emailClaim = options.standardClaims ? 'email' : TOKEN_CLAIMS.email;
  const nameClaim = options.standardClaims ? 'name' : TOKEN_CLAIMS.name;
  const verifiedClaim = options.standardClaims ? 'email_verified' : TOKEN_CLAIMS.emailVerified;
  if (options.email) {
    claims[emailClaim] = options.email;
    claims[verifiedClaim] = options.emailVerified ?? true;
  }
  if (options.name) claims[nameClaim] = options.name;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(options.subject)
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? audience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(key);
}

interface SigningKeys {
  signing: { privateKey: CryptoKey; publicKey: CryptoKey };
  foreign: { privateKey: CryptoKey };
}

async function keyPairOf(privateJwk: JWK): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey, publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey };
}

/** The pair jest.global-setup.mjs generated once for every suite (RSA generation costs up to a second), else new ones. */
async function signingKeys(): Promise<SigningKeys> {
  const file = process.env['API_TEST_SIGNING_KEYS'];
  if (!file) return { signing: await generateKeyPair('RS256'), foreign: await generateKeyPair('RS256') };
  const stored = JSON.parse(await readFile(file, 'utf8')) as { signing: JWK; foreign: JWK };
  return { signing: await keyPairOf(stored.signing), foreign: await keyPairOf(stored.foreign) };
}

/** A stand-in identity provider: an RSA key pair with its JWKS served over HTTP on a free port. */
export async function startTokenIssuer(): Promise<TokenIssuer> {
  const { signing: keys, foreign } = await signingKeys();
  const kid = 'test-key';
  const jwk = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/`;
  const audience = LOCAL_AUTH_DEFAULTS.audience;
  return {
    issuer,
    jwksUrl: `${issuer}.well-known/jwks.json`,
    audience,
    sign: (options) => signWith(keys.privateKey, kid, issuer, audience, options),
    signWithForeignKey: (options) => signWith(foreign.privateKey, kid, issuer, audience, options),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
