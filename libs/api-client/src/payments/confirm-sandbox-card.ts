import { PAYMENT_MESSAGES, type SandboxCardConfirmRequest, type SandboxCardConfirmResponse } from '@fsp/contracts';
import type { ApiClient } from '../use-api.js';

export function sandboxConfirmPath(setupIntentId: string): string {
  return `/api/public/payments-sandbox/setup-intents/${encodeURIComponent(setupIntentId)}/confirm`;
}

function isSandboxCardConfirmResponse(value: unknown): value is SandboxCardConfirmResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body['id'] === 'string' && body['status'] === 'succeeded' && typeof body['payment_method'] === 'string';
}

/** The sandbox's confirmCardSetup; rejects with the card's problem in the provider's words (e.g. "Your card was declined."). */
export async function confirmSandboxCard(api: ApiClient, setupIntentId: string, card: SandboxCardConfirmRequest): Promise<SandboxCardConfirmResponse> {
  const path = sandboxConfirmPath(setupIntentId);
  const body = await api.request<unknown>({ method: 'POST', path, body: card, errorMessage: PAYMENT_MESSAGES.failedToSavePaymentMethod });
  if (!isSandboxCardConfirmResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}
