import { SIGNUP_INTENT_CLAIM, TOKEN_CLAIMS } from '@fsp/contracts';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export interface AuthSettings {
  issuer: string;
  audience: string;
  jwksUrl: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  /** Why the account was created at the identity provider (e.g. 'trial'); null when it carries no intent. */
  signupIntent: string | null;
}

export class InvalidAccessTokenError extends Error {}

function stringClaim(payload: JWTPayload, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** Checks RS256 access tokens against the issuer's JWKS: signature, exact issuer, audience and expiry. */
export class AccessTokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly settings: AuthSettings) {
    this.jwks = createRemoteJWKSet(new URL(settings.jwksUrl));
  }

  async verify(token: string): Promise<VerifiedIdentity> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      return {
        subject: payload.sub as string,
        email: stringClaim(payload, TOKEN_CLAIMS.email, 'email'),
        name: stringClaim(payload, TOKEN_CLAIMS.name, 'name'),
        signupIntent: stringClaim(payload, SIGNUP_INTENT_CLAIM),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidAccessTokenError(error.code);
      throw error;
    }
  }
}
