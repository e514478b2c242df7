import { QRCodeSVG } from 'qrcode.react';
import { Button, useToast } from '@fsp/ui';
import styles from './onboard-customer.module.css';

/** A scannable QR code of the signup link, the link itself and a way to copy it. */
export function InviteQrCode({ link }: { link: string }) {
  const toast = useToast();

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch (error) {
      console.error('Copying the invite link failed', error);
      toast.error('Could not copy the link', { detail: 'Select the link and copy it instead.' });
    }
  };

  return (
    <figure className={styles.qr} data-testid="invite-qr">
      <QRCodeSVG value={link} size={192} level="M" marginSize={4} title={`QR code for ${link}`} className={styles.qrImage} />
      <figcaption className={styles.qrCaption}>
        <a href={link} className={styles.qrLink}>
          {link}
        </a>
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          Copy link
        </Button>
      </figcaption>
    </figure>
  );
}
