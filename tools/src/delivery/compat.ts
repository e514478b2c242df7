import { isRuntimeConfig } from '@fsp/contracts';
import { loadJson, resolveAgainst } from './load-json.js';

/**
 * The shared singletons whose major version a remote and the shell must agree on. The router is shared as
 * `react-router-dom` (the surface in libs/router); `react-router` itself is bundled inside it and no longer shared, so
 * a remote built before that still declares it but never loads it.
 */
export const CHECKED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@fsp/session'] as const;

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** The part of a Module Federation mf-manifest.json the check reads. */
export interface FederationManifest {
  name: string;
  shared: ManifestShared[];
}

export function isFederationManifest(value: unknown): value is FederationManifest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FederationManifest>;
  return typeof candidate.name === 'string' && Array.isArray(candidate.shared) && candidate.shared.every((entry) => typeof entry?.name === 'string');
}

/** `react/jsx-runtime` → `react`, `@fsp/session/x` → `@fsp/session`. */
function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * The line a version belongs to, as a caret range reads it: the major, or `0.<minor>` while the major is 0 (where a
 * minor may break). The first version number in a range stands for it (`^19.3.1`, `>=7.1 <8`, `0.1.0`); none
 * (`*`) means no constraint.
 */
export function compatibleLine(range: string): string | null {
  const match = /(\d+)(?:\.(\d+))?/.exec(range);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 0 ? `0.${Number(match[2] ?? 0)}` : String(major);
}

function byPackage(manifest: FederationManifest, pick: (entry: ManifestShared) => string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of manifest.shared) {
    const name = packageOf(entry.name);
    const value = pick(entry);
    if ((CHECKED_SINGLETONS as readonly string[]).includes(name) && value && !found.has(name)) found.set(name, value);
  }
  return found;
}

export interface CompatFinding {
  package: string;
  needs: string;
  provides: string | null;
  ok: boolean;
}

/** Each checked singleton the remote needs, against the version the shell provides. */
export function checkCompat(remote: FederationManifest, shell: FederationManifest): CompatFinding[] {
  const needs = byPackage(remote, (entry) => (typeof entry.requiredVersion === 'string' ? entry.requiredVersion : entry.version));
  const provides = byPackage(shell, (entry) => entry.version);
  return [...needs].map(([name, range]) => {
    const provided = provides.get(name) ?? null;
    const line = compatibleLine(range);
    const ok = line === null || (provided !== null && compatibleLine(provided) === line);
    return { package: name, needs: range, provides: provided, ok };
  });
}

export function describeFindings(remoteName: string, findings: CompatFinding[]): string[] {
  return findings.map(
    (finding) =>
      `${finding.ok ? 'ok  ' : 'FAIL'} ${finding.package}: ${remoteName} needs ${finding.needs}, the shell provides ${finding.provides ?? 'nothing'}`,
  );
}

export async function loadManifest(source: string): Promise<FederationManifest> {
  const value = await loadJson(source);
  if (!isFederationManifest(value)) throw new Error(`${source} is not a Module Federation mf-manifest.json`);
  return value;
}

/**
 * The shell manifest an `--against` source leads to: a shell's mf-manifest.json itself, or an environment's runtime
 * config (URL or file) whose `shell.manifestUrl` names it.
 */
export async function loadShellManifest(against: string): Promise<{ manifest: FederationManifest; source: string }> {
  const value = await loadJson(against);
  if (isFederationManifest(value)) return { manifest: value, source: against };
  if (!isRuntimeConfig(value)) throw new Error(`${against} is neither an mf-manifest.json nor a runtime config`);
  const shell = (value as { shell?: { manifestUrl?: unknown } }).shell;
  if (typeof shell?.manifestUrl !== 'string') {
    throw new Error(`${against} names no shell build (shell.manifestUrl); deploy and promote the shell to that environment first`);
  }
  const source = resolveAgainst(against, shell.manifestUrl);
  return { manifest: await loadManifest(source), source };
}
