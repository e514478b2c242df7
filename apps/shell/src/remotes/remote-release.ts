import type { RemoteName } from '@fsp/contracts';

/** Which build of a remote the shell was loading, for the log line of a failure. */
export interface RemoteRelease {
  remote: RemoteName;
  /** The build's own version (its manifest's metaData.buildInfo.buildVersion), else the folder its manifest URL names. */
  version: string;
  manifestUrl: string;
}

const MANIFEST_FILE = /\/[^/]+\.json$/;

/** A deployed manifest sits in `<prefix>/<remote>/<version>/mf-manifest.json`: the folder holding it is the version. */
export function versionFromManifestUrl(manifestUrl: string, remote: RemoteName): string | null {
  let path: string;
  try {
    path = new URL(manifestUrl, 'http://localhost/').pathname;
  } catch {
    return null;
  }
  const folders = path.replace(MANIFEST_FILE, '').split('/').filter(Boolean);
  const folder = folders.at(-1);
  return folder && folder !== remote ? decodeURIComponent(folder) : null;
}

export function describeRelease(release: RemoteRelease): string {
  return `remote ${release.remote}, version ${release.version}, manifest ${release.manifestUrl}`;
}
