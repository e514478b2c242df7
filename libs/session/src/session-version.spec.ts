import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_LIB_VERSION } from './session-version.js';

describe('SESSION_LIB_VERSION', () => {
  it('is the package version Module Federation records for the shared @fsp/session', () => {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { name: string; version: string };
    expect(manifest.name).toBe('@fsp/session');
    expect(SESSION_LIB_VERSION).toBe(manifest.version);
  });
});
