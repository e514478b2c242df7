import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** One app's entry in bundle-budgets.json. */
export interface BundleBudget {
  /** The most initial JavaScript the app may load, brotli-compressed (quality 11), in KB of 1,000 bytes. */
  initialJsBrotliKb: number;
}

/** bundle-budgets.json: Nx project name → budget. Keys starting with `$` (e.g. `$comment`) are notes, not apps. */
export type BundleBudgets = Record<string, BundleBudget>;

/** bundle-budgets.json is missing, unreadable, malformed, or has no budget for the app. */
export class BundleBudgetsFileError extends Error {
  override readonly name = 'BundleBudgetsFileError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the whole file, so a typo in any app's entry fails every build rather than only that app's. */
export function parseBundleBudgets(text: string, budgetsFile: string): BundleBudgets {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new BundleBudgetsFileError(`${budgetsFile} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(parsed)) throw new BundleBudgetsFileError(`${budgetsFile} must hold an object of app name → budget`);

  const budgets: BundleBudgets = {};
  for (const [app, entry] of Object.entries(parsed)) {
    if (app.startsWith('$')) continue;
    const where = `${basename(budgetsFile)}: "${app}"`;
    if (!isRecord(entry)) throw new BundleBudgetsFileError(`${where} must be an object such as { "initialJsBrotliKb": 150 }`);
    const unknownKeys = Object.keys(entry).filter((key) => key !== 'initialJsBrotliKb');
    if (unknownKeys.length > 0) {
      throw new BundleBudgetsFileError(`${where} has unknown key(s) ${unknownKeys.join(', ')}; the only one is initialJsBrotliKb`);
    }
    const kb = entry['initialJsBrotliKb'];
    if (typeof kb !== 'number' || !Number.isFinite(kb) || kb <= 0) {
      throw new BundleBudgetsFileError(`${where}.initialJsBrotliKb must be a positive number of KB, not ${JSON.stringify(kb)}`);
    }
    budgets[app] = { initialJsBrotliKb: kb };
  }
  return budgets;
}

/** The app's budget, or a BundleBudgetsFileError that says how to add it. */
export function readBundleBudget(budgetsFile: string, appName: string): BundleBudget {
  let text: string;
  try {
    text = readFileSync(budgetsFile, 'utf8');
  } catch (error) {
    throw new BundleBudgetsFileError(`cannot read the bundle budgets file ${budgetsFile}: ${(error as Error).message}`);
  }
  const budget = parseBundleBudgets(text, budgetsFile)[appName];
  if (!budget) {
    throw new BundleBudgetsFileError(
      `${appName} has no budget in ${budgetsFile}: add "${appName}": { "initialJsBrotliKb": <KB> } (the Nx project name as the key)`,
    );
  }
  return budget;
}
