import { loadRuntimeConfig } from './boot/load-runtime-config.js';
import { registerConfiguredRemotes } from './remotes/federation-registry.js';

async function start(): Promise<void> {
  const result = await loadRuntimeConfig();
  if (result.ok) registerConfiguredRemotes(result.config);
  else console.error('Runtime config failed to load', result.error);
  // The async boundary: shared singletons (React, router, session) are negotiated before bootstrap runs.
  const { mount } = await import('./bootstrap.js');
  mount(result);
}

void start();
