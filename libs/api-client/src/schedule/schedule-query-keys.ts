/** Every schedule read sits under this key, so one invalidation after a write refreshes them all. */
export const scheduleQueryKeyRoot = ['owner', 'schedule'] as const;
