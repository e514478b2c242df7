import { hasAnyRole, type Role } from './roles.js';

export const PRODUCT_NAME = 'Fieldwise';

export interface SidebarEntry {
  label: string;
  path: string;
  section: 'main' | 'admin';
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ['crew_member', 'owner', 'manager', 'admin', 'user', 'payee'];
const OFFICE: readonly Role[] = ['owner', 'manager', 'admin'];

/** Sidebar entries in display order, with who sees each (part 1 §6). */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', path: '/app', section: 'main', roles: EVERYONE },
  { label: 'Customers', path: '/app/customers', section: 'main', roles: EVERYONE },
  { label: 'Schedule', path: '/app/schedule', section: 'main', roles: EVERYONE },
  { label: 'Services', path: '/app/services', section: 'main', roles: OFFICE },
  { label: 'Invoices', path: '/app/invoices', section: 'main', roles: OFFICE },
  { label: 'Payments', path: '/app/payments', section: 'main', roles: OFFICE },
  { label: 'Reports', path: '/app/reports', section: 'main', roles: OFFICE },
  { label: 'Insights', path: '/app/insights', section: 'main', roles: OFFICE },
  { label: 'Settings', path: '/app/settings', section: 'main', roles: OFFICE },
  { label: 'Crews', path: '/app/crews', section: 'main', roles: ['owner', 'admin'] },
  { label: 'Admin Panel', path: '/app/admin', section: 'admin', roles: ['admin'] },
  { label: 'Impersonate', path: '/app/impersonate', section: 'admin', roles: ['admin'] },
];

export function sidebarEntriesFor(role: string | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => hasAnyRole(role, entry.roles));
}

/** Header titles (part 1 §2.8); any other path shows the product's name. */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/app': 'Dashboard',
  '/app/services': 'Services',
  '/app/reports': 'Reports',
  '/app/settings': 'Settings',
  '/app/customers': 'Customers',
  '/app/onboard-customer': 'Onboard Customer',
  '/app/schedule': 'Schedule',
  '/app/invoices': 'Invoices',
  '/app/payments': 'Payments',
  '/app/insights': 'Insights',
  '/app/admin': 'Admin Panel',
  '/app/crews': 'Crew Management',
  '/app/impersonate': 'Impersonate',
};

export function pageTitleFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_TITLES[trimmed] ?? PRODUCT_NAME;
}

/** Breadcrumb: Home plus the last path segment (part 1 §2.8). */
export function breadcrumbFor(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  return last && last !== 'app' ? ['Home', decodeURIComponent(last)] : ['Home'];
}

export interface QuickAction {
  label: string;
  path: string;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Onboard Customer', path: '/app/onboard-customer' },
  { label: 'Schedule', path: '/app/schedule' },
  { label: 'Invoices', path: '/app/invoices' },
];

/** Screens under /app and who may open them; the admin area redirects others to /unauthorized. */
export const ADMIN_ONLY_PATHS = ['/app/admin', '/app/impersonate'] as const;
