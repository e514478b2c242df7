/**
 * A budget for each app's initial JavaScript, checked by every production build (issue 15).
 *
 * Initial JavaScript, as measured here:
 * - Starts: the compilation's entrypoints. For the host (no exposes) that is `main`. For a remote, only its container
 *   entry (the entrypoint whose entry module is Module Federation's `container entry`, the one emitting
 *   remoteEntry.js); its `main` entry, the standalone dev page, is ignored.
 * - From each start, child chunk groups (async imports) are walked recursively, except that a chunk group whose name
 *   starts with `lazy-` is never entered: code that loads later is named so, with a
 *   `webpackChunkName: "lazy-…"` magic comment on its import().
 * - For a remote, the chunk groups of shared-module fallbacks are not entered either: the async blocks of the
 *   `provide-module` and `consume-shared-module` modules that Module Federation's sharing creates (React, the router,
 *   @fsp/session and what they import). In the composed app the shell provides those singletons, so a remote never
 *   loads them. A chunk such a fallback shares with the remote's own code is still counted, through that code's
 *   chunk group. The host keeps its fallbacks: it provides them and loads them at start.
 * - The sum of every distinct .js file of the chunks reached, each brotli-compressed at quality 11 from its final
 *   bytes (after minification and content hashing). 1 KB = 1,000 bytes.
 *
 * The budgets live in bundle-budgets.json at the workspace root (see bundle-budgets-file.ts). Over budget, or no
 * budget for the app, the compilation gets an error, so `rspack build` exits non-zero. Every production build prints
 * a table of the files and writes the same figures to the output folder's bundle-budget.json, also when it fails
 * (written once the build is done, so output.clean keeps it and a failed build, which emits nothing, still has it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ChunkGroup, Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { BundleBudgetsFileError, readBundleBudget, type BundleBudget } from './bundle-budgets-file.js';
import {
  buildReport,
  formatReportTable,
  measureFile,
  overBudgetMessage,
  type BundleBudgetReport,
} from './bundle-budget-report.js';

export interface BundleBudgetPluginOptions {
  /** The Nx project name, the app's key in the budgets file, e.g. 'public-site'. */
  appName: string;
  /** Path of bundle-budgets.json. */
  budgetsFile: string;
}

export interface InitialJavaScript {
  kind: 'host' | 'remote';
  /** Names of the entrypoints the walk started from. */
  entrypoints: string[];
  /** Distinct .js files of the chunks reached, sorted. */
  files: string[];
  /** The .css files of the same chunks (not budgeted; the host preloads them with its scripts). */
  styles: string[];
}

const PLUGIN_NAME = 'BundleBudgetPlugin';
export const BUNDLE_BUDGET_REPORT_FILE = 'bundle-budget.json';
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);
const isJavaScript = (file: string) => /\.m?js$/.test(file);

function isContainerEntrypoint(compilation: Compilation, entrypoint: ChunkGroup): boolean {
  return entrypoint.chunks.some((chunk) =>
    [...compilation.chunkGraph.getChunkEntryModulesIterable(chunk)].some((module) =>
      module.identifier().startsWith('container entry'),
    ),
  );
}

function sharedFallbackGroups(compilation: Compilation): Set<ChunkGroup> {
  const groups = new Set<ChunkGroup>();
  for (const module of compilation.modules) {
    if (!SHARED_MODULE_TYPES.has(module.type)) continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.add(group);
    }
  }
  return groups;
}

/** The initial JavaScript of a sealed compilation, as defined at the top of this file. */
export function initialJavaScript(compilation: Compilation): InitialJavaScript {
  const entrypoints = [...compilation.entrypoints.values()];
  const containers = entrypoints.filter((entrypoint) => isContainerEntrypoint(compilation, entrypoint));
  const kind = containers.length > 0 ? 'remote' : 'host';
  const starts = kind === 'remote' ? containers : entrypoints;
  const skipped = kind === 'remote' ? sharedFallbackGroups(compilation) : new Set<ChunkGroup>();

  const reached = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (reached.has(group) || skipped.has(group) || group.name?.startsWith('lazy-')) return;
    reached.add(group);
    for (const child of group.childrenIterable) visit(child);
  };
  for (const start of starts) {
    reached.add(start);
    for (const child of start.childrenIterable) visit(child);
  }

  const files = new Set<string>();
  const styles = new Set<string>();
  for (const group of reached) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (isJavaScript(file)) files.add(file);
        else if (file.endsWith('.css')) styles.add(file);
      }
    }
  }
  return { kind, entrypoints: starts.map((start) => start.name ?? '(unnamed)'), files: [...files].sort(), styles: [...styles].sort() };
}

/** Fails a production build whose initial JavaScript (brotli) is over the app's budget in bundle-budgets.json. */
export class BundleBudgetPlugin implements RspackPluginInstance {
  constructor(private readonly options: BundleBudgetPluginOptions) {}

  apply(compiler: Compiler): void {
    const { appName, budgetsFile } = this.options;
    const reports = new WeakMap<Compilation, BundleBudgetReport>();

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      if (compilation.options.mode !== 'production') return;
      compilation.fileDependencies.add(budgetsFile);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const walk = initialJavaScript(compilation);
          const files = await Promise.all(
            walk.files.map((file) => {
              const asset = compilation.getAsset(file);
              if (!asset) throw new Error(`${PLUGIN_NAME}: chunk file ${file} is not among the compilation's assets`);
              return measureFile(file, asset.source.buffer());
            }),
          );

          let budget: BundleBudget | null = null;
          try {
            budget = readBundleBudget(budgetsFile, appName);
          } catch (error) {
            if (!(error instanceof BundleBudgetsFileError)) throw error;
            compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN_NAME}: ${error.message}`));
          }

          const report = buildReport(appName, walk, files, budget);
          if (budget && !report.withinBudget) {
            compilation.errors.push(new compiler.webpack.WebpackError(overBudgetMessage(report, basename(budgetsFile))));
          }
          reports.set(compilation, report);
        },
      );
    });

    compiler.hooks.done.tapPromise(PLUGIN_NAME, async (stats) => {
      const report = reports.get(stats.compilation);
      if (!report) return;
      await mkdir(compiler.outputPath, { recursive: true });
      await writeFile(join(compiler.outputPath, BUNDLE_BUDGET_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
      compiler.getInfrastructureLogger(PLUGIN_NAME).info(formatReportTable(report));
    });
  }
}
