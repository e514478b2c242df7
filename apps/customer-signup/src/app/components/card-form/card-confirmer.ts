/** What the page asks of a card form (the sandbox's own, or Stripe's CardElement) when Save is pressed. */
export interface CardConfirmer {
  /** Confirms the setup intent with the entered card; rejects with a CardError for a problem with the card. */
  confirm(): Promise<{ paymentMethodId: string }>;
}

/** A problem with the card itself (declined, incomplete, incorrect), shown next to the card form. */
export class CardError extends Error {
  override readonly name = 'CardError';
}

export function isCardError(error: unknown): error is CardError {
  return error instanceof CardError;
}
