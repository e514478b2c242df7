import { isRuntimeConfig } from './runtime-config.js';
import { runtimeConfigFromEnv } from './runtime-config-from-env.js';

describe('runtimeConfigFromEnv', () => {
  it('defaults to the local ports and identity service', () => {
    const config = runtimeConfigFromEnv({});
    expect(isRuntimeConfig(config)).toBe(true);
    expect(config.remotes.admin).toBe('http://localhost:4203/mf-manifest.json');
    expect(config.remotes.customer_signup).toBe('http://localhost:4204/mf-manifest.json');
    expect(config.auth).toEqual({
      domain: 'http://localhost:3001',
      clientId: 'fieldwise-web',
      audience: 'https://api.fieldwise.local',
    });
  });

  it('lets one remote be re-pointed alone', () => {
    const config = runtimeConfigFromEnv({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/v7/mf-manifest.json' });
    expect(config.remotes.admin).toBe('https://cdn.example.com/admin/v7/mf-manifest.json');
    expect(config.remotes.backoffice).toBe('http://localhost:4202/mf-manifest.json');
  });

  it('takes a real Auth0 tenant', () => {
    const config = runtimeConfigFromEnv({
      AUTH0_DOMAIN: 'acme.us.auth0.com',
      AUTH0_CLIENT_ID: 'abc',
      AUTH0_AUDIENCE: 'https://api.acme.com',
    });
    expect(config.auth).toEqual({ domain: 'acme.us.auth0.com', clientId: 'abc', audience: 'https://api.acme.com' });
  });
});
