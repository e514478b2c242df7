import { REMOTE_NAMES, type RemoteName } from '@fsp/contracts';
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REMOTE_PROJECTS } from './stack-config.js';

/** Accepts the Nx project name (`public-site`) or the federation name (`public_site`). */
export function resolveRemote(input: string): RemoteName {
  const normalized = input.trim().replace(/-/g, '_');
  const match = REMOTE_NAMES.find((name) => name === normalized);
  if (!match) throw new Error(`Unknown remote "${input}"; expected one of ${Object.values(REMOTE_PROJECTS).join(', ')}`);
  return match;
}

/** Every file of a build, as paths relative to its folder, sorted. */
export async function listBuildFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A short hash of every file's path and bytes: the same build always lands in the same version folder. */
export async function buildVersion(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listBuildFiles(distDir)) {
    hash.update(file).update('\0').update(await readFile(join(distDir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export interface Deployment {
  remote: RemoteName;
  version: string;
  /** `<target>/<project>/<version>` */
  folder: string;
  /** Path of the manifest inside the target, relative to it: `<project>/<version>/mf-manifest.json`. */
  manifestPath: string;
  alreadyDeployed: boolean;
}

/**
 * Copies a remote's build into `<target>/<project>/<version>/` and never removes anything, so tabs still running
 * an older manifest keep loading their chunks. The copy lands under a temporary name and is renamed into place,
 * so a half-copied version is never visible.
 */
export async function deployRemoteBuild(remote: RemoteName, distDir: string, target: string): Promise<Deployment> {
  if (!(await exists(join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${distDir} has no mf-manifest.json; build the remote first (npx nx run ${REMOTE_PROJECTS[remote]}:build)`);
  }
  const version = await buildVersion(distDir);
  const project = REMOTE_PROJECTS[remote];
  const folder = join(target, project, version);
  const manifestPath = `${project}/${version}/mf-manifest.json`;
  if (await exists(join(folder, 'mf-manifest.json'))) return { remote, version, folder, manifestPath, alreadyDeployed: true };

  const staging = `${folder}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await cp(distDir, staging, { recursive: true });
  await rename(staging, folder);
  return { remote, version, folder, manifestPath, alreadyDeployed: false };
}
