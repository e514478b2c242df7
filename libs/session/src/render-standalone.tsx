import { runtimeConfigFromEnv } from '@fsp/contracts';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { SessionProvider } from './session-provider.js';

/**
 * A remote on its own (its rspack dev server), outside the shell: its exposed pages at their shell paths, with
 * the session on the local defaults. In the composed app the shell renders them instead.
 */
export function renderStandalone(routes: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider config={runtimeConfigFromEnv({})}>
          <Routes>{routes}</Routes>
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
