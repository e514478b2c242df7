import { DEFAULT_PROFILE_SETTINGS, type Team, type UserProfile } from '@fsp/contracts';
import { buildMiscEvent, buildOccurrence, type MiscEventOverrides, type OccurrenceOverrides } from '@fsp/api-client/testing';

export const TODAY = '2026-05-04';

/** A visit today at 9:00 AM unless told otherwise. */
export const occurrence = (overrides: Omit<OccurrenceOverrides, 'date'> & { date?: string }) =>
  buildOccurrence({ date: TODAY, start_minutes: 540, ...overrides });

/** A misc event today, unscheduled unless told otherwise. */
export const miscEvent = (overrides: Omit<MiscEventOverrides, 'date'> & { date?: string }) => buildMiscEvent({ date: TODAY, ...overrides });

export const TEAMS: Team[] = [
  { id: 'team-a', name: 'Alpha Crew' },
  { id: 'team-b', name: 'Bravo Crew' },
];

export function profile(role: string): UserProfile {
  return { id: 'me', role, email: `${role}@demo.test`, name: role, ...DEFAULT_PROFILE_SETTINGS, impersonating: false, real_user: null, organization_id: 'o1' };
}
