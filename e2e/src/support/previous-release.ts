import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const WORKSPACE_ROOT = resolve(import.meta.dirname, '../../..');

/** Git-ignored, and outside every Nx project, so the sources checked out here are nobody's project. */
const RELEASES_DIR = join(WORKSPACE_ROOT, 'tmp', 'previous-release');
const RSPACK_CLI = join(WORKSPACE_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const TSC = join(WORKSPACE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
/** Root files a build reads besides the app and libs, where the commit has them (bundle-budgets.json came later). */
const OPTIONAL_ROOT_FILES = ['bundle-budgets.json'];
const BUILT_MARKER = '.built';

export type ReleasedApp = 'shell' | 'admin';

export interface PreviousRelease {
  app: ReleasedApp;
  /** The commit the release was built from: the one before the latest commit that changed the app. */
  commit: string;
  /** Its production build (what a CDN or the edge would serve). */
  dist: string;
  /** What its mf-manifest.json says in metaData.buildInfo.buildVersion (remotes only). */
  buildVersion: string;
}

async function git(...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: WORKSPACE_ROOT, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/**
 * The commit before the latest one that changed the app: the release production ran until the latest change shipped
 * (each app is deployed when a commit changes it).
 */
async function previousCommitOf(app: ReleasedApp): Promise<string> {
  const commits = (await git('log', '-n', '2', '--format=%H', '--', `apps/${app}`)).split('\n').filter(Boolean);
  const previous = commits[1];
  if (!previous) {
    throw new Error(
      `This clone holds no commit before the latest change of apps/${app}: the version drift test needs the history ` +
        '(a full clone, or actions/checkout with fetch-depth: 0).',
    );
  }
  return previous;
}

/** Writes the commit's tree of the given paths into `target` (git archive | tar, no worktree and no install). */
async function exportTree(commit: string, paths: string[], target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  await new Promise<void>((done, fail) => {
    const archive = spawn('git', ['archive', '--format=tar', commit, ...paths], { cwd: WORKSPACE_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const extract = spawn('tar', ['-x', '-C', target], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    extract.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    archive.stdout.pipe(extract.stdin);
    archive.on('error', fail);
    extract.on('error', fail);
    extract.on('close', (code) => (code === 0 ? done() : fail(new Error(`git archive ${commit} | tar failed (${code}): ${errors}`))));
  });
}

async function existsAt(commit: string, path: string): Promise<boolean> {
  try {
    await git('cat-file', '-e', `${commit}:${path}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The app's rspack.config.js imports @fsp/build-config, which would otherwise resolve to today's (the workspace's
 * node_modules link): the release is built with its own commit's build configuration instead, compiled here and
 * found first through the exported tree's own node_modules/@fsp.
 */
async function useOwnBuildConfig(root: string): Promise<void> {
  await run(process.execPath, [TSC, '-p', join(root, 'libs', 'build-config', 'tsconfig.lib.json')], { cwd: root });
  await mkdir(join(root, 'node_modules', '@fsp'), { recursive: true });
  await symlink(join(root, 'libs', 'build-config'), join(root, 'node_modules', '@fsp', 'build-config'), 'dir');
}

async function build(appDir: string, outDir: string, buildVersion: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    // Production mode like a release; no source maps, which only cost time here.
    const child = spawn(process.execPath, [RSPACK_CLI, 'build', '--mode', 'production', '--devtool', 'false', '--output-path', outDir], {
      cwd: appDir,
      env: { ...process.env, MF_BUILD_VERSION: buildVersion },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`Building ${appDir} failed (${code}):\n${output.slice(-4000)}`))));
  });
}

/**
 * Builds the app as the previous commit that changed it left it, with that commit's sources, libs (its build
 * configuration included), root package.json (so its shared-singleton ranges) and session lib version, against the
 * installed node_modules. The build is kept
 * per commit, so a second run reuses it.
 */
export async function previousRelease(app: ReleasedApp): Promise<PreviousRelease> {
  const commit = await previousCommitOf(app);
  const buildVersion = `previous-${commit.slice(0, 12)}`;
  const root = join(RELEASES_DIR, `${app}-${commit.slice(0, 12)}`);
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, BUILT_MARKER))) {
    await rm(root, { recursive: true, force: true });
    const optional: string[] = [];
    for (const file of OPTIONAL_ROOT_FILES) if (await existsAt(commit, file)) optional.push(file);
    await exportTree(commit, [`apps/${app}`, 'libs', 'tsconfig.base.json', 'package.json', ...optional], root);
    await useOwnBuildConfig(root);
    await build(join(root, 'apps', app), dist, buildVersion);
    await writeFile(join(dist, BUILT_MARKER), `${commit}\n`);
  }
  return { app, commit, dist, buildVersion };
}

/** The main script a shell build's index.html loads, e.g. `/main.1a2b3c4d5e.js`. */
export async function mainScriptOf(shellDist: string): Promise<string> {
  const html = await readFile(join(shellDist, 'index.html'), 'utf8');
  const match = /<script[^>]*src="([^"]*main[^"]*\.js)"/.exec(html);
  if (!match?.[1]) throw new Error(`${shellDist}/index.html loads no main script`);
  return match[1];
}
