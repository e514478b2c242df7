import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildVersion, deployRemoteBuild, resolveRemote } from './remote-deployment.js';
import { createFixtureDir } from './test-fixtures.js';

describe('remote deployment', () => {
  let dist: Awaited<ReturnType<typeof createFixtureDir>>;
  let target: Awaited<ReturnType<typeof createFixtureDir>>;

  beforeEach(async () => {
    dist = await createFixtureDir({ 'mf-manifest.json': '{"v":1}', 'remoteEntry.js': 'v1', 'static/1.aaaaaaaa.js': 'one' });
    target = await createFixtureDir({});
  });

  afterEach(async () => {
    await dist.cleanup();
    await target.cleanup();
  });

  it('resolves project and federation names', () => {
    expect(resolveRemote('public-site')).toBe('public_site');
    expect(resolveRemote('customer_signup')).toBe('customer_signup');
    expect(resolveRemote('admin')).toBe('admin');
    expect(() => resolveRemote('shell')).toThrow('Unknown remote "shell"');
  });

  it('copies the build into a content-addressed folder and keeps older versions', async () => {
    const first = await deployRemoteBuild('admin', dist.dir, target.dir);
    expect(first.alreadyDeployed).toBe(false);
    expect(first.manifestPath).toBe(`admin/${first.version}/mf-manifest.json`);
    expect(await readFile(join(target.dir, first.manifestPath), 'utf8')).toBe('{"v":1}');
    expect(await readFile(join(first.folder, 'static/1.aaaaaaaa.js'), 'utf8')).toBe('one');

    const again = await deployRemoteBuild('admin', dist.dir, target.dir);
    expect(again).toEqual({ ...first, alreadyDeployed: true });

    await writeFile(join(dist.dir, 'mf-manifest.json'), '{"v":2}');
    await writeFile(join(dist.dir, 'static/2.bbbbbbbb.js'), 'two');
    const second = await deployRemoteBuild('admin', dist.dir, target.dir);
    expect(second.version).not.toBe(first.version);
    expect((await readdir(join(target.dir, 'admin'))).sort()).toEqual([first.version, second.version].sort());
    expect(await readFile(join(first.folder, 'mf-manifest.json'), 'utf8')).toBe('{"v":1}');
    expect(await readFile(join(second.folder, 'static/2.bbbbbbbb.js'), 'utf8')).toBe('two');
  });

  it('gives the same build the same version', async () => {
    expect(await buildVersion(dist.dir)).toBe(await buildVersion(dist.dir));
  });

  it('refuses a folder without a manifest', async () => {
    await expect(deployRemoteBuild('admin', target.dir, dist.dir)).rejects.toThrow('has no mf-manifest.json');
  });
});
