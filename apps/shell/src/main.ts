import { remoteRouteFor } from '@fsp/contracts';
import { loadRuntimeConfig } from './boot/load-runtime-config.js';
import { federationRegistry, registerConfiguredRemotes } from './remotes/federation-registry.js';
import { loadFirstPage } from './remotes/first-page.js';
import { wallClockWait } from './remotes/wall-clock-wait.js';

async function start(): Promise<void> {
  const result = await loadRuntimeConfig();
  const route = result.ok ? remoteRouteFor(window.location.pathname) : null;
  if (result.ok) {
    registerConfiguredRemotes(result.config);
    // The page's remote (its manifest, entry and first chunks) downloads alongside React and the router below.
    if (route) federationRegistry.preload(route.remote, route.expose);
  } else {
    console.error('Runtime config failed to load', result.error);
  }
  // The async boundary: shared singletons (React, router, session) are negotiated before bootstrap runs.
  const { mount } = await import('./bootstrap.js');
  if (route) await loadFirstPage(federationRegistry, route, wallClockWait);
  mount(result);
}

void start();
