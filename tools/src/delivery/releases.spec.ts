import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { defaultManifestUrl, type AppRelease } from '@fsp/contracts';
import { NO_CACHE } from '../cache-policy.js';
import { createBuild, federationManifest, listObjects, remoteBuildFiles, startTestS3, TEST_BUCKET } from './delivery-test-fixtures.js';
import { promoteRelease } from './environment-config.js';
import { EnvironmentStore } from './environment-store.js';
import { CompatibilityError, promoteRemote, promoteShell, rollbackRemote } from './releases.js';
import { deployBuildToS3 } from './s3-deploy.js';
import { parseS3Target, publicBaseUrl } from './s3-location.js';

describe('promoting and rolling back through the environment object', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let store: EnvironmentStore;
  let baseUrl: string;
  const location = parseS3Target(`s3://${TEST_BUCKET}/releases`);
  const env = {};

  /** Uploads a build and returns the release a promote records. */
  async function deploy(app: string, files: Record<string, string>, promotedAt: string): Promise<AppRelease> {
    const build = await createBuild(files);
    try {
      const deployment = await deployBuildToS3(s3.client, location, app, build.dir);
      return { manifestUrl: `${baseUrl}/${deployment.manifestPath}`, version: deployment.version, promotedAt };
    } finally {
      await build.cleanup();
    }
  }

  async function readConfig(environment: string) {
    const stored = await store.read(environment);
    if (!stored) throw new Error(`no ${environment} object`);
    return stored.config;
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    store = new EnvironmentStore(s3.client, location);
    baseUrl = publicBaseUrl(location, { endpoint: s3.url });
  });

  afterAll(async () => {
    await s3.close();
  });

  it('refuses to promote a remote into an environment that records no shell', async () => {
    const release = await deploy('admin', remoteBuildFiles('admin', 'a1'), '2026-01-01T00:00:00.000Z');
    await expect(promoteRemote({ store, environment: 'staging', remote: 'admin', release, manifest: federationManifest('admin'), env })).rejects.toThrow(
      'records no shell build',
    );
    expect(await store.read('staging')).toBeNull();
  });

  it('promotes, keeps the history, rolls back one release at a time, and never deletes a version', async () => {
    const shell = await deploy('shell', { 'mf-manifest.json': JSON.stringify(federationManifest('shell')), 'index.html': '<html>' }, '2026-01-01T00:00:00.000Z');
    await promoteShell({ store, environment: 'production', release: shell, manifest: federationManifest('shell'), env });
    const created = await readConfig('production');
    expect(created.shell).toEqual(shell);
    expect(created.remotes.admin).toBe(defaultManifestUrl('admin'));

    const v1 = await deploy('admin', remoteBuildFiles('admin', 'a1'), '2026-01-02T00:00:00.000Z');
    const v2 = await deploy('admin', remoteBuildFiles('admin', 'a2'), '2026-01-03T00:00:00.000Z');
    const objectsBefore = await listObjects(s3.client);

    const first = await promoteRemote({ store, environment: 'production', remote: 'admin', release: v1, manifest: federationManifest('admin'), env });
    expect(first.replaced).toBe(defaultManifestUrl('admin'));
    expect(first.compat.every((line) => line.startsWith('ok'))).toBe(true);
    await promoteRemote({ store, environment: 'production', remote: 'admin', release: v2, manifest: federationManifest('admin'), env });

    const promoted = await readConfig('production');
    expect(promoted.remotes.admin).toBe(v2.manifestUrl);
    expect(promoted.remotes.backoffice).toBe(defaultManifestUrl('backoffice'));
    expect(promoted.history?.admin).toEqual([v2, v1, { manifestUrl: defaultManifestUrl('admin') }]);
    expect(promoted.history?.backoffice).toBeUndefined();
    const object = await s3.client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: store.key('production') }));
    expect(object).toMatchObject({ CacheControl: NO_CACHE, ContentType: 'application/json; charset=utf-8' });

    expect(await rollbackRemote(store, 'production', 'admin')).toEqual({ from: v2, to: v1 });
    const rolledBack = await readConfig('production');
    expect(rolledBack.remotes.admin).toBe(v1.manifestUrl);
    expect(rolledBack.history?.admin).toEqual([v1, { manifestUrl: defaultManifestUrl('admin') }]);
    expect(rolledBack.shell).toEqual(shell);

    await rollbackRemote(store, 'production', 'admin');
    expect((await readConfig('production')).remotes.admin).toBe(defaultManifestUrl('admin'));
    await expect(rollbackRemote(store, 'production', 'admin')).rejects.toThrow('admin has no earlier release to roll back to');

    const objectsAfter = await listObjects(s3.client);
    for (const [key, etag] of objectsBefore) {
      expect(objectsAfter.has(key)).toBe(true);
      if (key !== store.key('production')) expect(objectsAfter.get(key)).toBe(etag);
    }
  });

  it('refuses a remote that needs a major version the shell does not provide, leaving the environment as it was', async () => {
    const before = await readConfig('production');
    const needsReact20 = federationManifest('backoffice', { react: '20.0.0', 'react-dom': '20.0.0' });
    const release = await deploy('backoffice', remoteBuildFiles('backoffice', 'b9', { react: '20.0.0', 'react-dom': '20.0.0' }), '2026-01-04T00:00:00.000Z');

    const refusal = promoteRemote({ store, environment: 'production', remote: 'backoffice', release, manifest: needsReact20, env });
    await expect(refusal).rejects.toBeInstanceOf(CompatibilityError);
    await expect(refusal).rejects.toThrow('FAIL react: backoffice needs ^20.0.0, the shell provides 19.3.1');
    expect(await readConfig('production')).toEqual(before);
  });

  it('refuses a shell that a promoted remote cannot run on', async () => {
    const before = await readConfig('production');
    const v3 = await deploy('admin', remoteBuildFiles('admin', 'a3'), '2026-01-05T00:00:00.000Z');
    await promoteRemote({ store, environment: 'production', remote: 'admin', release: v3, manifest: federationManifest('admin'), env });
    const oldSession = federationManifest('shell', { '@fsp/session': '0.0.9' });
    const shell = await deploy('shell', { 'mf-manifest.json': JSON.stringify(oldSession), 'index.html': '<html>old</html>' }, '2026-01-06T00:00:00.000Z');

    await expect(promoteShell({ store, environment: 'production', release: shell, manifest: oldSession, env })).rejects.toThrow(
      'FAIL @fsp/session: admin needs 0.1.0, the shell provides 0.0.9',
    );
    expect((await readConfig('production')).shell).toEqual(before.shell);
  });

  it('loses no update when two promotes read the object before either writes it', async () => {
    const admin = await deploy('admin', remoteBuildFiles('admin', 'a4'), '2026-01-07T00:00:00.000Z');
    const backoffice = await deploy('backoffice', remoteBuildFiles('backoffice', 'b4'), '2026-01-07T00:00:00.000Z');
    // Both first attempts wait until both have read the same ETag, so one of the two writes must lose and retry.
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const promote = (remote: 'admin' | 'backoffice', target: AppRelease) =>
      store.update('production', async (current) => {
        reads += 1;
        if (reads === 2) release();
        if (reads <= 2) await bothRead;
        if (!current) throw new Error('production has no object');
        return { config: promoteRelease(current, remote, target), result: undefined };
      });
    await Promise.all([promote('admin', admin), promote('backoffice', backoffice)]);

    expect(reads).toBe(3);
    const config = await readConfig('production');
    expect(config.remotes.admin).toBe(admin.manifestUrl);
    expect(config.remotes.backoffice).toBe(backoffice.manifestUrl);
  });

  it('answers a write on a stale ETag with 412, as S3 does', async () => {
    const stored = await store.read('production');
    await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'releases/stale.json', Body: '{}' }));
    const current = await s3.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: 'releases/stale.json' }));
    await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'releases/stale.json', Body: '{"a":1}', IfMatch: current.ETag }));
    await expect(
      s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'releases/stale.json', Body: '{"b":2}', IfMatch: current.ETag })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 412 } });
    await expect(
      s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: store.key('production'), Body: '{}', IfNoneMatch: '*' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 412 } });
    expect((await store.read('production'))?.etag).toBe(stored?.etag);
  });
});
