/** The real clock's wait, which the remote loading code takes as a parameter so its tests can inject their own. */
export function wallClockWait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
