import type { SqlClient } from './sql-client.js';

/** Idempotent schema set-up, run on every start; valid on PostgreSQL 15 and PGlite (PostgreSQL 18). */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS identity_accounts (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  name text,
  password_hash text NOT NULL,
  signup_intent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS identity_accounts_email_key ON identity_accounts (lower(email));
ALTER TABLE identity_accounts ADD COLUMN IF NOT EXISTS email_verified boolean NOT NULL DEFAULT false;

-- One-time password-set links (Auth0's password-change tickets); only a hash of the link's secret is kept.
CREATE TABLE IF NOT EXISTS identity_password_tickets (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
  result_url text NOT NULL,
  mark_email_verified boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS identity_password_tickets_expires_at_idx ON identity_password_tickets (expires_at);

CREATE TABLE IF NOT EXISTS identity_oidc_models (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS identity_oidc_models_grant_id_idx ON identity_oidc_models (grant_id);
CREATE INDEX IF NOT EXISTS identity_oidc_models_uid_idx ON identity_oidc_models (model, uid);
CREATE INDEX IF NOT EXISTS identity_oidc_models_user_code_idx ON identity_oidc_models (model, user_code);
CREATE INDEX IF NOT EXISTS identity_oidc_models_expires_at_idx ON identity_oidc_models (expires_at);
-- A password reset revokes every grant, refresh token and session of the account.
CREATE INDEX IF NOT EXISTS identity_oidc_models_account_id_idx ON identity_oidc_models ((payload->>'accountId'));

-- Failed sign-ins per 'account:<email>' and 'address:<client address>', and the cool-down once a limit is reached.
CREATE TABLE IF NOT EXISTS identity_sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);
`;

export async function migrate(db: SqlClient): Promise<void> {
  await db.exec(SCHEMA);
}
