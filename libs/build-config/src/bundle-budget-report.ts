import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { BundleBudget } from './bundle-budgets-file.js';

const compress = promisify(brotliCompress);

/** 1 KB = 1,000 bytes, as browsers' network panels count. */
export const BYTES_PER_KB = 1000;

export interface MeasuredFile {
  file: string;
  rawBytes: number;
  brotliBytes: number;
}

/** What dist/bundle-budget.json holds (and the table prints). */
export interface BundleBudgetReport {
  app: string;
  /** `host`: every entrypoint is a start; `remote`: only the container entry, shared fallbacks left out. */
  kind: 'host' | 'remote';
  /** The entrypoints the walk started from. */
  entrypoints: string[];
  files: MeasuredFile[];
  total: { rawBytes: number; brotliBytes: number; brotliKb: number };
  /** null when the budgets file has no (valid) budget for the app; the build then fails with that error. */
  budget: (BundleBudget & { brotliBytes: number }) | null;
  withinBudget: boolean;
}

/** Brotli at quality 11 in text mode, each file on its own, as a precompressed .br of it would be. */
export async function measureFile(file: string, bytes: Buffer): Promise<MeasuredFile> {
  const brotli = await compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return { file, rawBytes: bytes.length, brotliBytes: brotli.length };
}

/** One decimal, rounded up, so a total just over a budget never prints as equal to it. */
export const formatKb = (bytes: number): string => `${(Math.ceil((bytes / BYTES_PER_KB) * 10) / 10).toFixed(1)} KB`;

export function buildReport(
  app: string,
  walk: { kind: 'host' | 'remote'; entrypoints: string[] },
  files: MeasuredFile[],
  budget: BundleBudget | null,
): BundleBudgetReport {
  const rawBytes = files.reduce((sum, file) => sum + file.rawBytes, 0);
  const brotliBytes = files.reduce((sum, file) => sum + file.brotliBytes, 0);
  const budgetBytes = budget ? budget.initialJsBrotliKb * BYTES_PER_KB : null;
  return {
    app,
    kind: walk.kind,
    entrypoints: walk.entrypoints,
    files: [...files].sort((a, b) => b.brotliBytes - a.brotliBytes || a.file.localeCompare(b.file)),
    total: { rawBytes, brotliBytes, brotliKb: brotliBytes / BYTES_PER_KB },
    budget: budget && budgetBytes !== null ? { ...budget, brotliBytes: budgetBytes } : null,
    withinBudget: budgetBytes !== null && brotliBytes <= budgetBytes,
  };
}

export const overBudgetMessage = (report: BundleBudgetReport, budgetsFileName: string): string =>
  `${report.app}: initial JavaScript ${formatKb(report.total.brotliBytes)} (brotli) is over its budget of ` +
  `${report.budget?.initialJsBrotliKb} KB (${budgetsFileName})`;

/** The table every production build prints: one row per initial file, then the total against the budget. */
export function formatReportTable(report: BundleBudgetReport): string {
  const rows = report.files.map((file) => [file.file, formatKb(file.rawBytes), formatKb(file.brotliBytes)]);
  const verdict = report.budget
    ? `${report.withinBudget ? 'within' : 'OVER'} budget ${report.budget.initialJsBrotliKb} KB`
    : 'no budget';
  const total = ['total', formatKb(report.total.rawBytes), formatKb(report.total.brotliBytes)];
  const header = ['initial JS file', 'raw', 'brotli'];
  const widths = header.map((_, column) => Math.max(...[header, ...rows, total].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    `Bundle budget: ${report.app} (${report.kind}, from ${report.entrypoints.join(', ')})`,
    line(header),
    rule,
    ...rows.map(line),
    rule,
    `${line(total)}  ${verdict}`,
  ].join('\n');
}
