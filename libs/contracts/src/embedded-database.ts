/**
 * PostgreSQL settings of every embedded PGlite database (the API's and the local identity service's). PGlite
 * keeps its shared buffers inside its WebAssembly memory, which never shrinks: 16 MB instead of PostgreSQL's
 * default 128 MB holds about 110 MB less per process, and reads past the buffers come from the operating
 * system's file cache.
 */
export const EMBEDDED_DATABASE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

/** The settings as postgres command-line arguments (`-c name=value` each), to append to PGlite's start parameters. */
export function postgresSettingArgs(settings: Readonly<Record<string, string>>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
