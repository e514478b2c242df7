import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JWK } from 'oidc-provider';
import type { IdentityConfig } from '../config.js';
import { managementAudience } from '../config.js';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/**
 * Checks a Management API bearer token: an RS256 JWT this service issued to the management client through client
 * credentials, for the `${issuer}api/v2/` audience, not expired.
 */
export function managementTokenVerifier(config: IdentityConfig, signingKey: JWK): (token: string) => Promise<boolean> {
  const publicKey: Record<string, unknown> = { ...signingKey };
  for (const member of PRIVATE_MEMBERS) delete publicKey[member];
  const keys = createLocalJWKSet({ keys: [publicKey] });
  const audience = managementAudience(config.issuer);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: config.issuer, audience, algorithms: ['RS256'] });
      return payload['client_id'] === config.management.clientId;
    } catch {
      return false;
    }
  };
}
