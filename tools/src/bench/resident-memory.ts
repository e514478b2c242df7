import { readFile } from 'node:fs/promises';

/** Resident set size of a Linux process in MiB, or null where /proc is not available. */
export async function residentMemoryMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
