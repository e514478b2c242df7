import { formatDateTime, type CustomerInvite } from '@fsp/contracts';
import { Dialog } from '@fsp/ui';
import { InviteQrCode } from './invite-qr-code.js';

export function InviteQrDialog({ invite, onClose }: { invite: CustomerInvite | null; onClose: () => void }) {
  return (
    <Dialog
      open={invite !== null}
      onClose={onClose}
      title="QR invite"
      description={invite ? `Expires ${formatDateTime(invite.expires_at)}` : undefined}
    >
      {invite && <InviteQrCode link={invite.link} />}
    </Dialog>
  );
}
