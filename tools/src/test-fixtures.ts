import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary folder holding the given files (relative path → content); remove it with `cleanup()`. */
export async function createFixtureDir(files: Record<string, string>): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'fsp-tools-'));
  for (const [relativePath, content] of Object.entries(files)) {
    const target = join(dir, relativePath);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
