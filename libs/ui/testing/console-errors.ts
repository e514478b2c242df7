interface AllowedConsoleError {
  pattern: string | RegExp;
  calls: unknown[][];
}

interface ConsoleErrorGuardState {
  allowed: AllowedConsoleError[];
}

/** Set up by fail-on-console-error.cjs (each jsdom project's setupFilesAfterEnv). */
function guardState(): ConsoleErrorGuardState {
  const state = (globalThis as Record<symbol, unknown>)[Symbol.for('fsp.consoleErrorGuard')] as ConsoleErrorGuardState | undefined;
  if (!state) throw new Error('fail-on-console-error.cjs is not in this Jest project\'s setupFilesAfterEnv');
  return state;
}

/**
 * Lets the current test log console.error calls whose text contains `pattern` (or matches it) without failing;
 * the returned `calls` holds their arguments for the test to assert on. Reset after each test.
 */
export function allowConsoleError(pattern: string | RegExp): { readonly calls: unknown[][] } {
  const entry: AllowedConsoleError = { pattern, calls: [] };
  guardState().allowed.push(entry);
  return entry;
}
