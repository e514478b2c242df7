export const MISC_EVENTS_PATH = '/api/owner/misc-events';

/** `/api/owner/misc-events/{id}` for a misc event's positive id. */
export function miscEventPath(eventId: number): string {
  return `${MISC_EVENTS_PATH}/${encodeURIComponent(String(eventId))}`;
}
