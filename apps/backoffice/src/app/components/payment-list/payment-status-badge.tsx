import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES, type PaymentStatus, type PaymentStatusTone } from '@fsp/contracts';
import { Badge, type BadgeColor } from '@fsp/ui';

/** Part 2 §4 colours on the ui Badge's palette. */
const TONE_COLORS: Record<PaymentStatusTone, BadgeColor> = { success: 'green', info: 'blue', warning: 'yellow', danger: 'red' };

export function paymentStatusColor(status: PaymentStatus): BadgeColor {
  return TONE_COLORS[PAYMENT_STATUS_TONES[status]];
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={paymentStatusColor(status)} data-testid="payment-status" data-status={status}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
