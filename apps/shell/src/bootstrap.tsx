import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { ConfigErrorPage } from './boot/config-error-page.js';
import type { RuntimeConfigResult } from './boot/load-runtime-config.js';
import { createRemoteComponents } from './remotes/remote-components.js';
import { federationRegistry } from './remotes/federation-registry.js';
import './styles/global.css';

export function mount(result: RuntimeConfigResult): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      {result.ok ? <App config={result.config} remoteComponents={createRemoteComponents(federationRegistry)} /> : <ConfigErrorPage error={result.error} />}
    </StrictMode>,
  );
}
