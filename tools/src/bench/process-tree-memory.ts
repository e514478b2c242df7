import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface ProcessMemory {
  pid: number;
  ppid: number;
  rssKb: number;
  command: string;
}

/** Rows of `ps -eo pid=,ppid=,rss=,args=`; lines that are not such a row are skipped. */
export function parsePs(output: string): ProcessMemory[] {
  const rows: ProcessMemory[] = [];
  for (const line of output.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match) rows.push({ pid: Number(match[1]), ppid: Number(match[2]), rssKb: Number(match[3]), command: (match[4] ?? '').trim() });
  }
  return rows;
}

/** `root` and every process descended from it (by parent pid, whatever its process group), root first. */
export function processTree(rows: readonly ProcessMemory[], root: number): ProcessMemory[] {
  const children = new Map<number, ProcessMemory[]>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const tree: ProcessMemory[] = [];
  const visit = (row: ProcessMemory) => {
    tree.push(row);
    for (const child of children.get(row.pid) ?? []) if (child.pid !== row.pid) visit(child);
  };
  const top = rows.find((row) => row.pid === root);
  if (top) visit(top);
  return tree;
}

/** Megabytes of 10^6 bytes (ps counts KiB). */
export const rssMb = (rssKb: number): number => (rssKb * 1024) / 1e6;

export const totalRssMb = (tree: readonly ProcessMemory[]): number => rssMb(tree.reduce((sum, row) => sum + row.rssKb, 0));

/** The resident memory of `root` and its descendants, now (Linux/macOS `ps`). */
export async function readProcessTree(root: number): Promise<ProcessMemory[]> {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'pid=,ppid=,rss=,args=']);
  return processTree(parsePs(stdout), root);
}

/** What a process of the `npm start` tree is, from its command line. */
export function processRole(command: string): string {
  if (command.includes('services/api/dist/main.js')) return 'API';
  if (command.includes('services/identity/dist/main.js')) return 'identity service';
  if (command.includes('esbuild')) return 'esbuild (tsx)';
  if (/^npm\b/.test(command)) return 'npm';
  if (/^(\/bin\/)?sh -c/.test(command)) return 'shell';
  if (command.includes('tsx/dist/loader') || command.includes('--import tsx')) return 'launcher (CDN and edge servers)';
  if (command.includes('.bin/tsx')) return 'tsx';
  return command.split(' ')[0] ?? command;
}

/** Resident MB per role, in the order the roles first appear. */
export function rssByRole(tree: readonly ProcessMemory[]): Array<{ role: string; mb: number; processes: number }> {
  const roles = new Map<string, { role: string; mb: number; processes: number }>();
  for (const row of tree) {
    const role = processRole(row.command);
    const entry = roles.get(role) ?? { role, mb: 0, processes: 0 };
    entry.mb += rssMb(row.rssKb);
    entry.processes += 1;
    roles.set(role, entry);
  }
  return [...roles.values()];
}
