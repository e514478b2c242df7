import type { QueryClient } from '@tanstack/react-query';

/**
 * Every read of the connected account's money (payments list, balance, earnings) sits under this key, so a refund
 * invalidates them all at once.
 */
export const stripeQueryKeyRoot = ['stripe'] as const;

export const STRIPE_OWNER_PATH = '/api/owner/stripe';

/** After a write that moves money (a refund): every payments list page, the balance and the earnings reload. */
export function invalidateStripeQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: stripeQueryKeyRoot });
}
