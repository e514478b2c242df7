import { useSession } from '@fsp/session';
import { useIsDesktop } from '@fsp/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styles from './app-layout.module.css';
import { Breadcrumb } from './breadcrumb.js';
import { Header } from './header.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { MobileDrawer } from './mobile-drawer.js';
import { QuickActionsPanel } from './quick-actions-panel.js';
import { QuickActionsSheet } from './quick-actions-sheet.js';
import { Sidebar } from './sidebar.js';
import { useFloatingQuickActionsRoom } from './use-floating-quick-actions-room.js';
import { useQuickActionsShortcut } from './use-quick-actions-shortcut.js';

export const SIDEBAR_COLLAPSED_KEY = 'fsp:sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The signed-in frame around every /app screen (part 1 §2.8–2.9): sidebar, header, breadcrumb, Quick Actions. */
export function AppLayout() {
  const { profile, logout } = useSession();
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [quickActionsOpen, setQuickActionsOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const quickActionsButtonRef = useRef<HTMLButtonElement>(null);

  const toggleQuickActions = useCallback(() => setQuickActionsOpen((open) => !open), []);
  const closeQuickActions = useCallback(() => setQuickActionsOpen(false), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const quickActionsTrigger = useCallback(() => quickActionsButtonRef.current, []);
  useQuickActionsShortcut(isDesktop, quickActionsOpen, toggleQuickActions, closeQuickActions);

  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
    else setQuickActionsOpen(false);
  }, [isDesktop]);

  useFloatingQuickActionsRoom(!isDesktop);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!value));
      return !value;
    });
  };

  if (!profile) return null;
  return (
    <div className={styles.frame}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      {isDesktop ? (
        <aside className={`${styles.sidebar} ${collapsed ? styles.sidebarCollapsed : ''}`}>
          <Sidebar role={profile.role} collapsed={collapsed} />
          <button
            type="button"
            className={styles.collapse}
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-pressed={collapsed}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
        </aside>
      ) : (
        <MobileDrawer open={drawerOpen} onClose={closeDrawer}>
          <Sidebar role={profile.role} onNavigate={closeDrawer} />
        </MobileDrawer>
      )}
      <div className={styles.column}>
        {profile.impersonating && <ImpersonationBanner profile={profile} />}
        <Header
          profile={profile}
          isDesktop={isDesktop}
          onLogout={logout}
          menuButtonRef={menuButtonRef}
          drawerOpen={drawerOpen}
          onOpenMenu={() => setDrawerOpen(true)}
          quickActionsButtonRef={quickActionsButtonRef}
          quickActionsOpen={quickActionsOpen}
          onToggleQuickActions={toggleQuickActions}
        />
        <Breadcrumb />
        <main id="main-content" tabIndex={-1} className={isDesktop ? styles.content : `${styles.content} ${styles.reserveQuickActions}`}>
          <Outlet />
        </main>
      </div>
      {isDesktop ? (
        <QuickActionsPanel open={quickActionsOpen} onClose={closeQuickActions} returnFocusTo={quickActionsTrigger} />
      ) : (
        <QuickActionsSheet />
      )}
    </div>
  );
}
