/** Used where the runtime cannot list its time zones (Intl.supportedValuesOf is missing or fails). */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Halifax',
  'America/St_Johns',
  'America/Toronto',
  'America/Winnipeg',
  'America/Edmonton',
  'America/Vancouver',
  'America/Mexico_City',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
];

/** The part of Intl that lists time zones; older engines lack it. */
export interface TimeZoneSource {
  supportedValuesOf?: (key: 'timeZone') => string[];
}

/** Every IANA zone the browser knows, else the fallback list. */
export function supportedTimeZones(source: TimeZoneSource = Intl): readonly string[] {
  if (typeof source.supportedValuesOf !== 'function') return FALLBACK_TIME_ZONES;
  try {
    const zones = source.supportedValuesOf('timeZone');
    return zones.length > 0 ? zones : FALLBACK_TIME_ZONES;
  } catch {
    // An engine that cannot list its time zones: the fallback list still lets the user choose.
    return FALLBACK_TIME_ZONES;
  }
}

/** The zones to offer: the current value stays choosable even when the list lacks it (e.g. "UTC"). */
export function timeZoneChoices(current: string, zones: readonly string[] = supportedTimeZones()): readonly string[] {
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** "America/New_York" → "America/New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}
