import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** libs/build-config, whose src/ the fixtures' rspack configs import plugins from. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_NODE_MODULES = resolve(PROJECT_ROOT, '../../node_modules');
const RSPACK_CLI = join(WORKSPACE_NODE_MODULES, '@rspack/cli/bin/rspack.js');

/** A temporary folder whose apps resolve rspack, Module Federation and the rest from the workspace's node_modules. */
export async function createFixtureRoot(prefix: string): Promise<{ root: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  await symlink(WORKSPACE_NODE_MODULES, join(root, 'node_modules'), 'dir');
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Writes the files (relative path → content) under `dir`. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

export interface RspackRun {
  exitCode: number;
  output: string;
}

/** Runs `rspack build --config rspack.config.mjs` in `dir` with the CLI, as the apps' Nx build targets do. */
export function rspackBuild(dir: string): Promise<RspackRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', RSPACK_CLI, 'build', '--config', 'rspack.config.mjs'],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout, stderr) => done({ exitCode: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}
