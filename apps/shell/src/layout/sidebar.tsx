import { PRODUCT_NAME, sidebarEntriesFor, type SidebarEntry } from '@fsp/contracts';
import { NavLink } from 'react-router-dom';
import { NavIcon } from './nav-icon.js';
import styles from './sidebar.module.css';

interface SidebarProps {
  role: string | null | undefined;
  /** Desktop only: icons without labels. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

function EntryList({ entries, collapsed, onNavigate }: { entries: SidebarEntry[]; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLink
            to={entry.path}
            end={entry.path === '/app'}
            className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            title={collapsed ? entry.label : undefined}
            onClick={onNavigate}
          >
            <NavIcon path={entry.path} />
            <span className={collapsed ? styles.hiddenLabel : styles.label}>{entry.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The role's entries (part 1 §6), with the admin entries under their own heading. */
export function Sidebar({ role, collapsed = false, onNavigate }: SidebarProps) {
  const entries = sidebarEntriesFor(role);
  const main = entries.filter((entry) => entry.section === 'main');
  const admin = entries.filter((entry) => entry.section === 'admin');
  return (
    <nav className={`${styles.nav} ${collapsed ? styles.collapsed : ''}`} aria-label="Main navigation">
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          F
        </span>
        <span className={collapsed ? styles.hiddenLabel : styles.brandName}>{PRODUCT_NAME}</span>
      </div>
      <EntryList entries={main} collapsed={collapsed} onNavigate={onNavigate} />
      {admin.length > 0 && (
        <section aria-labelledby="sidebar-admin-heading" className={styles.section}>
          <h2 id="sidebar-admin-heading" className={collapsed ? styles.hiddenLabel : styles.heading}>
            Admin
          </h2>
          <EntryList entries={admin} collapsed={collapsed} onNavigate={onNavigate} />
        </section>
      )}
    </nav>
  );
}
