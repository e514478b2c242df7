/** Times of day travel as minutes from midnight in responses and HH:MM in requests (part 1 §9). */
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const MINUTES_PER_DAY = 24 * 60;

export function isHhMm(value: unknown): value is string {
  return typeof value === 'string' && HH_MM.test(value);
}

/** "08:30" → 510; null when the text is not a 24-hour HH:MM time. */
export function hhMmToMinutes(value: string): number | null {
  const match = HH_MM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 510 → "08:30". */
export function minutesToHhMm(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 510 → "8:30 AM", 780 → "1:00 PM": the 12-hour form the screens show. */
export function formatMinutes12h(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}
