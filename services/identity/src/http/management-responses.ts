import type { ServerResponse } from 'node:http';
import type { Account } from '../accounts/credential-store.js';
import { sendJson } from './responses.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
};

/** Auth0's Management API error body: `{ statusCode, error, message, errorCode? }`. */
export function sendManagementError(res: ServerResponse, status: number, message: string, errorCode?: string): void {
  sendJson(res, status, { statusCode: status, error: STATUS_NAMES[status] ?? 'Error', message, ...(errorCode ? { errorCode } : {}) });
}

/** An account as Auth0's Management API describes a user; `user_id` is the `sub` of the account's tokens. */
export function managementUser(account: Account, connection: string) {
  return {
    user_id: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name ?? account.email,
    created_at: account.createdAt.toISOString(),
    identities: [{ connection, user_id: account.id, provider: 'auth0', isSocial: false }],
  };
}
