import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@fsp/ui';
import { useState, type ReactNode } from 'react';

/**
 * The providers every remote wraps its exposed pages in. React Query and @fsp/ui are bundled per remote, not
 * shared with the shell, so a remote cannot rely on the shell's providers.
 */
export function RemoteAppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
