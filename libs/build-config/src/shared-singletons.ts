import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface SharedConfig {
  singleton: true;
  eager?: boolean;
  requiredVersion: string;
  version?: string;
  import?: string;
}

/** The file the apps' `react-router-dom` resolves to (tsconfig.base.json paths). */
export const ROUTER_SURFACE = 'libs/router/src/react-router-dom.ts';

function rootDependencyRange(workspaceRoot: string, name: string): string {
  const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const pinned = manifest.dependencies?.[name];
  if (!pinned) throw new Error(`The root package.json does not depend on ${name}`);
  return pinned.startsWith('^') ? pinned : `^${pinned}`;
}

/**
 * The only modules the shell and the remotes share, each as a singleton (ARCHITECTURE.md §2): React, the router
 * (the part of it the apps use) and the session lib. The `react/` and `react-dom/` prefixes share subpaths such as react/jsx-runtime and
 * react-dom/client. Everything else is bundled per app so each team can upgrade it alone.
 * `eager` is for the host: it provides every singleton, so they come with its main script instead of a request each
 * after it (on a phone's network every request is a round trip).
 */
export function sharedSingletons(workspaceRoot: string, { eager = false }: { eager?: boolean } = {}): Record<string, SharedConfig> {
  const react = rootDependencyRange(workspaceRoot, 'react');
  const reactDom = rootDependencyRange(workspaceRoot, 'react-dom');
  const routerDom = rootDependencyRange(workspaceRoot, 'react-router-dom');
  const sessionManifest = JSON.parse(readFileSync(join(workspaceRoot, 'libs/session/package.json'), 'utf8')) as { version: string };
  const shared: Record<string, SharedConfig> = {
    react: { singleton: true, requiredVersion: react },
    'react/': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: reactDom },
    'react-dom/': { singleton: true, requiredVersion: reactDom },
    // The router's surface the apps use (libs/router), shared under the package's own name and version so that a
    // remote built before or after agrees with the shell; react-router itself is bundled inside it, trimmed.
    'react-router-dom': {
      singleton: true,
      import: join(workspaceRoot, ROUTER_SURFACE),
      version: routerDom.slice(1),
      requiredVersion: routerDom,
    },
    '@fsp/session': {
      singleton: true,
      import: '@fsp/session',
      version: sessionManifest.version,
      requiredVersion: sessionManifest.version,
    },
  };
  if (!eager) return shared;
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]));
}
