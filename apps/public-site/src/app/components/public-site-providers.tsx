import { ToastProvider } from '@fsp/ui';
import type { ReactNode } from 'react';

/**
 * What the public pages need around them: toasts. No React Query: these pages make one call each (a lead, the
 * onboarding link), and the landing page is the first thing a prospect on a phone downloads.
 */
export function PublicSiteProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
