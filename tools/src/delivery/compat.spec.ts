import { runtimeConfigFromEnv } from '@fsp/contracts';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFixtureDir } from '../test-fixtures.js';
import { checkCompat, compatibleLine, describeFindings, loadShellManifest } from './compat.js';
import { federationManifest } from './delivery-test-fixtures.js';

describe('the shared-singleton compatibility check', () => {
  it('reads the line a caret range or a version belongs to', () => {
    expect(compatibleLine('^19.3.1')).toBe('19');
    expect(compatibleLine('19.0.0')).toBe('19');
    expect(compatibleLine('>=7.1 <8')).toBe('7');
    expect(compatibleLine('0.1.0')).toBe('0.1');
    expect(compatibleLine('^0.2.3')).toBe('0.2');
    expect(compatibleLine('*')).toBeNull();
  });

  it('passes the same majors, whatever the minor', () => {
    const findings = checkCompat(federationManifest('admin', { 'react-router-dom': '7.1.0' }), federationManifest('shell', { 'react-router-dom': '7.18.5' }));
    expect(findings.map((finding) => finding.package).sort()).toEqual(['@fsp/session', 'react', 'react-dom', 'react-router-dom']);
    expect(findings.every((finding) => finding.ok)).toBe(true);
  });

  it('fails a major the shell does not provide, a session lib of another line, and a singleton the shell does not share', () => {
    const shell = federationManifest('shell', { '@fsp/session': '0.2.0' });
    shell.shared = shell.shared.filter((entry) => entry.name !== 'react-dom');
    const findings = checkCompat(federationManifest('admin', { 'react-router-dom': '8.0.0' }), shell);
    expect(describeFindings('admin', findings).filter((line) => line.startsWith('FAIL')).sort()).toEqual([
      'FAIL @fsp/session: admin needs 0.1.0, the shell provides 0.2.0',
      'FAIL react-dom: admin needs ^19.3.1, the shell provides nothing',
      'FAIL react-router-dom: admin needs ^8.0.0, the shell provides 7.18.5',
    ]);
  });

  it('does not ask for react-router, which a remote built before the router surface still declares but never loads', () => {
    const olderAdmin = federationManifest('admin');
    olderAdmin.shared.push({ name: 'react-router', version: '7.1.0', requiredVersion: '^7.1.0' });
    const findings = checkCompat(olderAdmin, federationManifest('shell'));
    expect(findings.map((finding) => finding.package)).not.toContain('react-router');
    expect(findings.every((finding) => finding.ok)).toBe(true);
  });

  it('finds the shell through an environment config file, or takes a shell manifest as it is', async () => {
    const shellManifest = federationManifest('shell');
    const files = await createFixtureDir({ 'shell/mf-manifest.json': JSON.stringify(shellManifest) });
    try {
      const manifestPath = join(files.dir, 'shell/mf-manifest.json');
      const withShell = { ...runtimeConfigFromEnv({}), shell: { manifestUrl: manifestPath } };
      await writeFile(join(files.dir, 'production.json'), JSON.stringify(withShell));
      await writeFile(join(files.dir, 'bare.json'), JSON.stringify(runtimeConfigFromEnv({})));

      expect(await loadShellManifest(join(files.dir, 'production.json'))).toEqual({ manifest: shellManifest, source: manifestPath });
      expect((await loadShellManifest(manifestPath)).manifest).toEqual(shellManifest);
      await expect(loadShellManifest(join(files.dir, 'bare.json'))).rejects.toThrow('names no shell build (shell.manifestUrl)');
    } finally {
      await files.cleanup();
    }
  });
});
