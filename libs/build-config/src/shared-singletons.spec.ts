import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedSingletons } from './shared-singletons.js';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('sharedSingletons', () => {
  it('shares exactly React, the router and the session lib, as singletons', () => {
    const shared = sharedSingletons(workspaceRoot);
    expect(Object.keys(shared).sort()).toEqual(
      ['@fsp/session', 'react', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'react/'].sort(),
    );
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it('takes the versions from the workspace so every app asks for the same React', () => {
    const shared = sharedSingletons(workspaceRoot);
    expect(shared['react']?.requiredVersion).toMatch(/^\^19\./);
    expect(shared['react/']?.requiredVersion).toBe(shared['react']?.requiredVersion);
    expect(shared['@fsp/session']).toMatchObject({ import: '@fsp/session', version: '0.1.0' });
  });
});
