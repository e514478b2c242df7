/**
 * Delivery on a CDN for real, as `npm run deploy` does it: a local S3-compatible server (s3rver, the one `npm run
 * s3:local` starts), uploads with the AWS SDK, the environment's runtime config object moved by promote and rollback,
 * and an edge whose /config.json is read from that object (SHELL_RUNTIME_CONFIG_URL).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { EnvRecord, RemoteName } from '@fsp/contracts';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadManifest } from '../../../tools/src/delivery/compat.js';
import { DEFAULT_ENVIRONMENT, environmentPath } from '../../../tools/src/delivery/environment-config.js';
import { EnvironmentStore } from '../../../tools/src/delivery/environment-store.js';
import { startLocalS3Server } from '../../../tools/src/delivery/local-s3-server.js';
import { promoteRemote, promoteShell, rollbackRemote } from '../../../tools/src/delivery/releases.js';
import { RUNTIME_CONFIG_URL_ENV } from '../../../tools/src/delivery/runtime-config-object.js';
import { deployBuildToS3 } from '../../../tools/src/delivery/s3-deploy.js';
import { createS3Client, parseS3Target, publicBaseUrl, type S3Location } from '../../../tools/src/delivery/s3-location.js';
import { startEdgeServer } from '../../../tools/src/edge-server.js';
import type { RunningServer } from '../../../tools/src/running-server.js';
import { appDistDir, REMOTE_PROJECTS, shellConfigEnv, stackPorts, stackUrls } from '../../../tools/src/stack-config.js';
import { E2E_PORTS } from './e2e-stack.js';

const WORKSPACE_ROOT = resolve(import.meta.dirname, '../../..');

/** The production builds the e2e step made, which the stack serves too. */
export const BUILDS = { shell: appDistDir(WORKSPACE_ROOT, 'shell'), admin: appDistDir(WORKSPACE_ROOT, 'admin') } as const;

/** Where the suite's stack answers: its API, identity service and each remote's CDN server. */
export const E2E_STACK_URLS = stackUrls(stackPorts(E2E_PORTS));

export interface Release {
  /** The version folder: a hash of the build's content. */
  version: string;
  /** `<public base>/<app>/<version>/`, where the browser loads the build's files from. */
  folderUrl: string;
  manifestUrl: string;
}

export interface LocalCdn {
  /** Public URL of the target's prefix, e.g. http://localhost:40123/cdn/fieldwise */
  baseUrl: string;
  /** The runtime config object of the environment, what SHELL_RUNTIME_CONFIG_URL names. */
  runtimeConfigUrl: string;
  /** Uploads a build and points the environment at it (`npm run deploy -- <app> --skip-build --promote`). */
  deployAndPromote(app: 'shell' | RemoteName, distDir: string): Promise<Release>;
  /** `npm run deploy -- --rollback <remote>` */
  rollback(remote: RemoteName): Promise<{ from: string; to: string }>;
  close(): Promise<void>;
}

/** Folder names on the CDN are the Nx projects' (`admin`, `public-site`). */
const projectOf = (app: 'shell' | RemoteName): string => (app === 'shell' ? 'shell' : REMOTE_PROJECTS[app]);

/**
 * Starts s3rver on a free port over a temporary folder, with the bucket of `target` readable by any origin, and
 * delivers into `target`. The environment's object starts from the suite's stack (its remotes' CDN servers and
 * identity service), as the edge's variables (REMOTE_*_URL, AUTH0_DOMAIN) would start it.
 */
export async function startLocalCdn(target: string): Promise<LocalCdn> {
  const env: EnvRecord = shellConfigEnv(E2E_STACK_URLS);
  const location: S3Location = parseS3Target(target);
  const directory = await mkdtemp(join(tmpdir(), 'fieldwise-cdn-'));
  const server = await startLocalS3Server({ directory, port: 0, host: 'localhost', buckets: [location.bucket] });
  // The local server's one key; the SDK reads it from the standard chain, as the deploy command does.
  process.env['AWS_ACCESS_KEY_ID'] = 'S3RVER';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'S3RVER';
  const client: S3Client = createS3Client({ endpoint: server.url });
  const store = new EnvironmentStore(client, location);
  const baseUrl = publicBaseUrl(location, { endpoint: server.url });

  return {
    baseUrl,
    runtimeConfigUrl: `${baseUrl}/${environmentPath(DEFAULT_ENVIRONMENT)}`,
    async deployAndPromote(app, distDir) {
      const deployment = await deployBuildToS3(client, location, projectOf(app), distDir);
      const manifestUrl = `${baseUrl}/${deployment.manifestPath}`;
      const release = { manifestUrl, version: deployment.version, promotedAt: new Date().toISOString() };
      const manifest = await loadManifest(join(distDir, 'mf-manifest.json'));
      const options = { store, environment: DEFAULT_ENVIRONMENT, release, manifest, env };
      if (app === 'shell') await promoteShell(options);
      else await promoteRemote({ ...options, remote: app });
      return { version: deployment.version, folderUrl: `${baseUrl}/${projectOf(app)}/${deployment.version}/`, manifestUrl };
    },
    async rollback(remote) {
      const { from, to } = await rollbackRemote(store, DEFAULT_ENVIRONMENT, remote);
      return { from: from.manifestUrl, to: to.manifestUrl };
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of a remote's build stamped as another release (its manifest's buildVersion, as MF_BUILD_VERSION would set
 * it): the same working code under a version folder of its own, as the next build of an unchanged remote would be.
 */
export async function stampedCopy(distDir: string, buildVersion: string): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'fieldwise-release-'));
  await cp(distDir, dir, { recursive: true });
  for (const file of ['mf-manifest.json', 'mf-stats.json']) {
    const path = join(dir, file);
    const json = JSON.parse(await readFile(path, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    json.metaData.buildInfo.buildVersion = buildVersion;
    await writeFile(path, JSON.stringify(json));
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** An edge serving the shell's build, proxying /api, its /config.json read from the environment's object. */
export function startReleaseEdge(options: { shellDist: string; port: number; apiUrl: string; runtimeConfigUrl: string }): Promise<RunningServer> {
  return startEdgeServer({
    root: options.shellDist,
    port: options.port,
    host: 'localhost',
    apiUrl: options.apiUrl,
    env: { [RUNTIME_CONFIG_URL_ENV]: options.runtimeConfigUrl },
  });
}
