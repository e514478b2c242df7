import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMMUTABLE_CACHE, NO_CACHE } from '../cache-policy.js';
import { createBuild, listObjects, remoteBuildFiles, startTestS3, TEST_BUCKET } from './delivery-test-fixtures.js';
import { deployBuildToS3 } from './s3-deploy.js';
import { parseS3Target } from './s3-location.js';

describe('deploying a build to an S3-compatible store', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  const location = parseS3Target(`s3://${TEST_BUCKET}/fieldwise`);

  beforeAll(async () => {
    s3 = await startTestS3();
  });

  afterAll(async () => {
    await s3.close();
  });

  const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));

  it('uploads every file under <prefix>/<app>/<version>/ with its type, caching and encoding', async () => {
    const build = await createBuild(remoteBuildFiles('admin', 'a1'));
    try {
      const deployment = await deployBuildToS3(s3.client, location, 'admin', build.dir);
      expect(deployment.alreadyDeployed).toBe(false);
      expect(deployment.version).toMatch(/^[0-9a-f]{12}$/);
      expect(deployment.keyPrefix).toBe(`fieldwise/admin/${deployment.version}/`);
      expect(deployment.manifestPath).toBe(`admin/${deployment.version}/mf-manifest.json`);

      const keys = [...(await listObjects(s3.client)).keys()].filter((key) => key.startsWith(deployment.keyPrefix));
      expect(keys.map((key) => key.slice(deployment.keyPrefix.length)).sort()).toEqual(Object.keys(remoteBuildFiles('admin', 'a1')).sort());

      const chunk = await head(`${deployment.keyPrefix}main.a100000000.js`);
      expect(chunk).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: IMMUTABLE_CACHE });
      expect(chunk.ContentEncoding).toBeUndefined();
      expect(await head(`${deployment.keyPrefix}main.a100000000.js.br`)).toMatchObject({
        ContentType: 'text/javascript; charset=utf-8',
        CacheControl: IMMUTABLE_CACHE,
        ContentEncoding: 'br',
      });
      expect(await head(`${deployment.keyPrefix}styles.0123456789.css`)).toMatchObject({ ContentType: 'text/css; charset=utf-8', CacheControl: IMMUTABLE_CACHE });
      expect(await head(`${deployment.keyPrefix}assets/logo.fedcba9876.svg`)).toMatchObject({ ContentType: 'image/svg+xml', CacheControl: IMMUTABLE_CACHE });
      expect(await head(`${deployment.keyPrefix}mf-manifest.json`)).toMatchObject({ ContentType: 'application/json; charset=utf-8', CacheControl: NO_CACHE });
      expect(await head(`${deployment.keyPrefix}remoteEntry.js`)).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: NO_CACHE });

      const manifest = await s3.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: `${deployment.keyPrefix}mf-manifest.json` }));
      expect(JSON.parse((await manifest.Body?.transformToString()) ?? '{}')).toMatchObject({ name: 'admin', marker: 'a1' });
    } finally {
      await build.cleanup();
    }
  });

  it('never deletes or overwrites: a redeploy changes nothing and a new version leaves the old one as it was', async () => {
    const first = await createBuild(remoteBuildFiles('backoffice', 'b1'));
    const second = await createBuild(remoteBuildFiles('backoffice', 'b2'));
    try {
      const one = await deployBuildToS3(s3.client, location, 'backoffice', first.dir);
      const before = await listObjects(s3.client);

      const again = await deployBuildToS3(s3.client, location, 'backoffice', first.dir);
      expect(again).toMatchObject({ version: one.version, alreadyDeployed: true, uploaded: [] });
      expect(await listObjects(s3.client)).toEqual(before);

      const two = await deployBuildToS3(s3.client, location, 'backoffice', second.dir);
      expect(two.version).not.toBe(one.version);
      const after = await listObjects(s3.client);
      for (const [key, etag] of before) expect(after.get(key)).toBe(etag);
      expect(after.size).toBe(before.size + Object.keys(remoteBuildFiles('backoffice', 'b2')).length);
    } finally {
      await first.cleanup();
      await second.cleanup();
    }
  });

  it('finishing an interrupted upload keeps the files already stored', async () => {
    const build = await createBuild(remoteBuildFiles('customer_signup', 'c1'));
    try {
      const probe = await deployBuildToS3(s3.client, parseS3Target(`s3://${TEST_BUCKET}/probe`), 'customer-signup', build.dir);
      const keyPrefix = `interrupted/customer-signup/${probe.version}/`;
      // What a first run that stopped half-way left behind: one chunk, with bytes that must stay as they are.
      await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: `${keyPrefix}shared.abcdef0123.js`, Body: 'stored earlier' }));

      const deployment = await deployBuildToS3(s3.client, parseS3Target(`s3://${TEST_BUCKET}/interrupted`), 'customer-signup', build.dir);
      expect(deployment.kept).toEqual(['shared.abcdef0123.js']);
      expect(deployment.uploaded).toContain('mf-manifest.json');
      const kept = await s3.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: `${keyPrefix}shared.abcdef0123.js` }));
      expect(await kept.Body?.transformToString()).toBe('stored earlier');
    } finally {
      await build.cleanup();
    }
  });

  it('refuses a folder without a manifest', async () => {
    const build = await createBuild({ 'main.js': 'x' });
    try {
      await writeFile(join(build.dir, 'remoteEntry.js'), 'x');
      await expect(deployBuildToS3(s3.client, location, 'admin', build.dir)).rejects.toThrow('has no mf-manifest.json');
    } finally {
      await build.cleanup();
    }
  });
});
