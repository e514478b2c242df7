import type { UserProfile } from '@fsp/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './user-menu.module.css';

/** Shows the e-mail (or the name when there is none) and offers Log out. */
export function UserMenu({ profile, onLogout }: { profile: UserProfile; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const display = profile.email || profile.name || 'Account';

  useEffect(() => {
    if (!open) return;
    firstItemRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-label={`Account menu for ${display}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {display.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{display}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label="User menu" className={styles.menu}>
          <p className={styles.identity}>
            <span className={styles.identityName}>{profile.name ?? profile.email}</span>
            {profile.name && <span className={styles.identityEmail}>{profile.email}</span>}
          </p>
          <button ref={firstItemRef} type="button" role="menuitem" className={styles.item} onClick={onLogout}>
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
