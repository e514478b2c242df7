import type { RuntimeConfig } from '@fsp/contracts';
import { SessionProvider } from '@fsp/session';
import { BrowserRouter } from 'react-router-dom';
import { AuthCallbackGate } from './auth/auth-callback-gate.js';
import type { RemoteComponents } from './remotes/remote-components.js';
import { RemoteComponentsContext } from './remotes/remote-components-context.js';
import { usePreloadOnIntent } from './remotes/use-preload-on-intent.js';
import { ShellRoutes } from './routing/shell-routes.js';
import { ThemeSync } from './theme/theme-sync.js';

export function App({ config, remoteComponents }: { config: RuntimeConfig; remoteComponents: RemoteComponents }) {
  usePreloadOnIntent(remoteComponents);
  return (
    <BrowserRouter>
      <SessionProvider config={config}>
        <ThemeSync />
        <RemoteComponentsContext.Provider value={remoteComponents}>
          <AuthCallbackGate>
            <ShellRoutes />
          </AuthCallbackGate>
        </RemoteComponentsContext.Provider>
      </SessionProvider>
    </BrowserRouter>
  );
}
