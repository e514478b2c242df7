import type { BadgeColor } from '@fsp/ui';
import type { InviteVia } from '@fsp/contracts';

export const INVITE_VIA_LABELS: Record<InviteVia, string> = { qr: 'QR', email: 'Email', sms: 'SMS' };

const STATUS_COLORS: Record<string, BadgeColor> = { pending: 'blue', submitted: 'yellow', completed: 'green', expired: 'gray' };

/** The status is shown as the API returns it; known values get a colour. */
export function inviteStatusColor(status: string): BadgeColor {
  return STATUS_COLORS[status.toLowerCase()] ?? 'gray';
}
