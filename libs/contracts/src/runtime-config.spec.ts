import { isRuntimeConfig } from './runtime-config.js';
import { runtimeConfigFromEnv } from './runtime-config-from-env.js';

describe('isRuntimeConfig', () => {
  const config = runtimeConfigFromEnv({});

  it('accepts fallback CDN origins for the remotes, and a config without them', () => {
    expect(isRuntimeConfig(config)).toBe(true);
    expect(isRuntimeConfig({ ...config, fallbackRemoteOrigins: ['https://cdn-b.example.com'] })).toBe(true);
  });

  it('refuses fallback origins that are not a list of strings', () => {
    expect(isRuntimeConfig({ ...config, fallbackRemoteOrigins: 'https://cdn-b.example.com' })).toBe(false);
    expect(isRuntimeConfig({ ...config, fallbackRemoteOrigins: [42] })).toBe(false);
  });
});
