import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { SqlClient } from '../database/sql-client.js';

interface ModelRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/** oidc-provider storage (sessions, grants, codes, refresh tokens, interactions…) in one table keyed by model and id. */
export class SqlAdapter implements Adapter {
  constructor(
    private readonly db: SqlClient,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO identity_oidc_models (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresAt],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE identity_oidc_models SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_models WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_models WHERE grant_id = $1', [grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const rows = await this.db.query<ModelRow>(
      `SELECT payload, consumed_at FROM identity_oidc_models
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed_at ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : row.payload;
  }
}

export function sqlAdapterFactory(db: SqlClient): AdapterFactory {
  return (model) => new SqlAdapter(db, model);
}

export async function deleteExpiredModels(db: SqlClient): Promise<void> {
  await db.query('DELETE FROM identity_oidc_models WHERE expires_at IS NOT NULL AND expires_at <= now()');
}

/**
 * Revokes every refresh token of an account, with the grants they hang on and anything else issued under those
 * grants (Auth0's DELETE /api/v2/users/{id}/refresh-tokens): a refresh then fails with invalid_grant. Sessions are
 * kept, as with Auth0, so the account can still sign in; the next sign-in makes a new grant.
 */
export async function revokeAccountRefreshTokens(db: SqlClient, accountId: string): Promise<void> {
  await db.query(
    `DELETE FROM identity_oidc_models
      WHERE model NOT IN ('Session', 'Interaction')
        AND (payload->>'accountId' = $1
             OR grant_id IN (SELECT id FROM identity_oidc_models WHERE model = 'Grant' AND payload->>'accountId' = $1))`,
    [accountId],
  );
}
