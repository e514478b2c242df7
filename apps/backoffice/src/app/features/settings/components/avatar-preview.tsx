import { useState } from 'react';
import { isHttpUrl, USER_SETTINGS_MESSAGES } from '@fsp/contracts';
import { initialsOf } from '../utils/profile-draft.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import styles from './settings.module.css';

export interface AvatarPreviewProps {
  url: string;
  name: string;
  email: string;
}

/**
 * The avatar as it will show: only an http(s) address is ever loaded (never javascript: or data:); without one,
 * or when the image fails, the initials stand in, with a note when it failed.
 */
export function AvatarPreview({ url, name, email }: AvatarPreviewProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = isHttpUrl(url) ? url.trim() : null;
  const failed = src !== null && failedUrl === src;

  return (
    <div className={styles.avatarPreview} data-testid="avatar-preview">
      {src && !failed ? (
        <img key={src} src={src} alt={W.avatarPreview} className={styles.avatar} referrerPolicy="no-referrer" onError={() => setFailedUrl(src)} />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} role="img" aria-label={W.avatarPlaceholder}>
          <span aria-hidden="true">{initialsOf(name, email)}</span>
        </span>
      )}
      {failed && (
        <p className={styles.muted} role="status">
          {USER_SETTINGS_MESSAGES.avatarPreviewFailed}
        </p>
      )}
    </div>
  );
}
