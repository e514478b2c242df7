import { pageTitleFor, type UserProfile } from '@fsp/contracts';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './header.module.css';
import { UserMenu } from './user-menu.js';

interface HeaderProps {
  profile: UserProfile;
  isDesktop: boolean;
  onLogout: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  drawerOpen: boolean;
  onOpenMenu: () => void;
  quickActionsButtonRef: RefObject<HTMLButtonElement | null>;
  quickActionsOpen: boolean;
  onToggleQuickActions: () => void;
}

export const DRAWER_ID = 'app-navigation-drawer';
export const QUICK_ACTIONS_PANEL_ID = 'quick-actions-panel';

export function Header(props: HeaderProps) {
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      {!props.isDesktop && (
        <button
          ref={props.menuButtonRef}
          type="button"
          className={styles.iconButton}
          aria-label="Open menu"
          aria-expanded={props.drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={props.onOpenMenu}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      )}
      <h1 className={styles.title}>{pageTitleFor(pathname)}</h1>
      <div className={styles.actions}>
        {props.isDesktop && (
          <button
            ref={props.quickActionsButtonRef}
            type="button"
            className={styles.quickActions}
            aria-expanded={props.quickActionsOpen}
            aria-controls={QUICK_ACTIONS_PANEL_ID}
            aria-keyshortcuts="Shift+K"
            onClick={props.onToggleQuickActions}
          >
            <span aria-hidden="true" className={styles.bolt}>
              +
            </span>
            Quick Actions
            <kbd className={styles.kbd} aria-hidden="true">
              ⇧K
            </kbd>
          </button>
        )}
        <UserMenu profile={props.profile} onLogout={props.onLogout} />
      </div>
    </header>
  );
}
