import type { QueryClient } from '@tanstack/react-query';

/**
 * Every read of the connected account (payments list, balance, earnings, and its status) sits under this key, owner
 * data like the rest, so a refund invalidates the money reads at once (the status reloading too does no harm).
 */
export const stripeQueryKeyRoot = ['owner', 'stripe'] as const;

export const STRIPE_OWNER_PATH = '/api/owner/stripe';

/** After a write that moves money (a refund): every payments list page, the balance and the earnings reload (and the status). */
export function invalidateStripeQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: stripeQueryKeyRoot });
}
