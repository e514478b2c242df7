import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTER_SURFACE, sharedSingletons } from './shared-singletons.js';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('sharedSingletons', () => {
  it('shares exactly React, the router and the session lib, as singletons', () => {
    const shared = sharedSingletons(workspaceRoot);
    expect(Object.keys(shared).sort()).toEqual(
      ['@fsp/session', 'react', 'react-dom', 'react-dom/', 'react-router-dom', 'react/'].sort(),
    );
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it('takes the versions from the workspace so every app asks for the same React', () => {
    const shared = sharedSingletons(workspaceRoot);
    expect(shared['react']?.requiredVersion).toMatch(/^\^19\./);
    expect(shared['react/']?.requiredVersion).toBe(shared['react']?.requiredVersion);
    expect(shared['@fsp/session']).toMatchObject({ import: '@fsp/session', version: '0.1.0' });
  });

  it('shares the router as the surface the apps use, under react-router-dom and its version', () => {
    const shared = sharedSingletons(workspaceRoot);
    expect(shared['react-router-dom']).toMatchObject({ import: join(workspaceRoot, ROUTER_SURFACE), requiredVersion: '^7.18.5', version: '7.18.5' });
  });

  it('makes them eager for the host only, which provides them with its main script', () => {
    expect(Object.values(sharedSingletons(workspaceRoot, { eager: true })).every((config) => config.eager === true)).toBe(true);
    expect(Object.values(sharedSingletons(workspaceRoot)).some((config) => config.eager)).toBe(false);
  });
});
