import { API_ERRORS, SIGNUP_INTENT_CLAIM, TOKEN_CLAIMS } from '@fsp/contracts';
import { ServiceUnavailableException } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/** How long one fetch of the identity provider's signing keys may take. */
export const JWKS_TIMEOUT_MS = 5_000;
/** Leeway for clocks that disagree a little on `exp`, `nbf` and `iat`. */
export const CLOCK_TOLERANCE_SECONDS = 30;

export interface AuthSettings {
  issuer: string;
  audience: string;
  jwksUrl: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  /** True only when the provider says (namespaced or standard `email_verified` claim, boolean true) it verified the e-mail. */
  emailVerified: boolean;
  name: string | null;
  /** Why the account was created at the identity provider (e.g. 'trial'); null when it carries no intent. */
  signupIntent: string | null;
}

/** A token that passed every check: who it names, and when it expires (its `exp`, in epoch milliseconds). */
export interface VerifiedToken {
  identity: VerifiedIdentity;
  expiresAtMs: number;
}

export class InvalidAccessTokenError extends Error {}

function stringClaim(payload: JWTPayload, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/**
 * The keys could not be fetched (unreachable, timed out, not a key set): a fault of the provider or the network,
 * not of the token.
 */
function isKeyFetchFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === errors.JOSEError.code;
}

/** Checks RS256 access tokens against the issuer's JWKS: signature, exact issuer, audience and expiry. */
export class AccessTokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly settings: AuthSettings) {
    this.jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS });
  }

  /** `now`: the time `exp`, `nbf` and `iat` are checked against. */
  async verify(token: string, now: Date = new Date()): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: now,
      });
      const identity: VerifiedIdentity = {
        subject: payload.sub as string,
        email: stringClaim(payload, TOKEN_CLAIMS.email, 'email'),
        emailVerified: payload[TOKEN_CLAIMS.emailVerified] === true || payload['email_verified'] === true,
        name: stringClaim(payload, TOKEN_CLAIMS.name, 'name'),
        signupIntent: stringClaim(payload, SIGNUP_INTENT_CLAIM),
      };
      return { identity, expiresAtMs: (payload.exp as number) * 1000 };
    } catch (error) {
      if (isKeyFetchFailure(error)) throw new ServiceUnavailableException(API_ERRORS.signInUnavailable, { cause: error });
      throw new InvalidAccessTokenError((error as errors.JOSEError).code);
    }
  }
}
