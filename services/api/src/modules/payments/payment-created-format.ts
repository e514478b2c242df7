/**
 * "Nov 26, 2026, 3:04 PM": when a payment was created, in the organization's time zone (a zone the runtime knows:
 * the callers check it). One formatter per request or page, as building one is costly.
 */
export function createdFormatter(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (at) => format.format(at);
}
