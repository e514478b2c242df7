import type { ScheduleCandidate, Team } from '@fsp/contracts';

export const TEAMS: Team[] = [
  { id: 'team-a', name: 'Alpha crew' },
  { id: 'team-b', name: 'Bravo crew' },
];

export const CANDIDATES: ScheduleCandidate[] = [
  {
    id: 'cust-ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    services: [
      { key: 'mowing', label: 'Lawn mowing', price_cents: 4500 },
      { key: 'edging', label: 'Edging', price_cents: 1500 },
    ],
  },
  { id: 'cust-bob', name: null, email: 'bob@example.com', services: [{ key: 'washing', label: 'House washing', price_cents: 20000 }] },
];
