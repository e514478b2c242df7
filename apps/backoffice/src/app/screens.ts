/** Back-office screens under /app (part 2 §2), as paths relative to the /app mount point. */
export const BACKOFFICE_SCREENS = [
  'services',
  'crews',
  'reports',
  'settings',
  'customers',
  'onboard-customer',
  'schedule',
  'invoices',
  'payments',
  'insights',
] as const;
export type BackofficeScreen = (typeof BACKOFFICE_SCREENS)[number];
