import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in tools/src). */
export const WORKSPACE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function packageBin(packageName: string, binName: string): string {
  const packageDir = join(WORKSPACE_ROOT, 'node_modules', packageName);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[binName];
  if (!bin) throw new Error(`${packageName} declares no "${binName}" executable`);
  return join(packageDir, bin);
}

/** Node entry points of the CLIs the tools run, so they start without npx or a shell. */
export const NX_CLI = packageBin('nx', 'nx');
export const TSC_CLI = packageBin('typescript', 'tsc');
