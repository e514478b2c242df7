/** An account at the identity provider (Auth0, or the local identity service). */
export interface IdentityAccount {
  /** The provider's user id, the `sub` of that user's access tokens. */
  subject: string;
  email: string;
  /** False when an account with this e-mail already existed. */
  created: boolean;
  /** Whether the provider has verified that the account's holder receives mail at `email`. */
  emailVerified: boolean;
}

export interface PasswordTicketInput {
  subject: string;
  resultUrl: string;
  /**
   * Whether using the ticket proves the account's e-mail (default true): only when the link travels by e-mail to
   * that address. A ticket handed to a signed-in user (a password change) must not verify their e-mail.
   */
  markEmailVerified?: boolean;
  /** How long the link stays valid; PASSWORD_TICKET_TTL_SECONDS (a week) by default. */
  ttlSeconds?: number;
}

/**
 * What the API asks of the identity provider beyond verifying tokens (ARCHITECTURE.md §3): creating users
 * when a lead is converted or an owner is invited, and password-set tickets. Implemented once against the
 * Auth0 Management API, which the local identity service also speaks.
 */
export abstract class IdentityAdmin {
  /** The account with this e-mail, created (without a usable password) when there is none. */
  abstract ensureUser(input: { email: string; name: string | null }): Promise<IdentityAccount>;

  /** A one-time address where the user sets a password and then continues to `resultUrl`. */
  abstract createPasswordTicket(input: PasswordTicketInput): Promise<string>;

  /**
   * Revokes every refresh token of the account (Auth0: DELETE /api/v2/users/{id}/refresh-tokens), so a user made
   * inactive gets no new access tokens; signing in again still works, and the API then refuses them.
   */
  abstract revokeRefreshTokens(input: { subject: string }): Promise<void>;
}
