import { currentChoice, occurrenceSavePlan, startTimeChoices } from './occurrence-edit.js';

describe('occurrenceSavePlan', () => {
  const unscheduledNoTeam = { startMinutes: null, teamId: null };
  const nineWithTeam = { startMinutes: 540, teamId: 'team-a' };

  it('is disabled while neither a time nor a team is chosen', () => {
    expect(occurrenceSavePlan(unscheduledNoTeam, currentChoice(unscheduledNoTeam))).toEqual({ kind: 'disabled' });
    expect(occurrenceSavePlan(nineWithTeam, { time: '', teamId: '' })).toEqual({ kind: 'disabled' });
  });

  it('has nothing to save when the choice is what the item has', () => {
    expect(currentChoice(nineWithTeam)).toEqual({ time: '09:00', teamId: 'team-a' });
    expect(occurrenceSavePlan(nineWithTeam, currentChoice(nineWithTeam))).toEqual({ kind: 'unchanged' });
    // No time chosen keeps the current one: only the team counts.
    expect(occurrenceSavePlan(nineWithTeam, { time: '', teamId: 'team-a' })).toEqual({ kind: 'unchanged' });
  });

  it('sends only what changed, a team taken away as null', () => {
    expect(occurrenceSavePlan(unscheduledNoTeam, { time: '10:15', teamId: '' })).toEqual({ kind: 'save', startTime: '10:15' });
    expect(occurrenceSavePlan(unscheduledNoTeam, { time: '', teamId: 'team-b' })).toEqual({ kind: 'save', teamId: 'team-b' });
    expect(occurrenceSavePlan(nineWithTeam, { time: '09:00', teamId: '' })).toEqual({ kind: 'save', teamId: null });
    expect(occurrenceSavePlan(nineWithTeam, { time: '11:00', teamId: 'team-b' })).toEqual({ kind: 'save', startTime: '11:00', teamId: 'team-b' });
  });
});

describe('startTimeChoices', () => {
  it('keeps the item’s own time among the free ones, in order and once', () => {
    expect(startTimeChoices(['10:00', '08:00'], '09:00')).toEqual(['08:00', '09:00', '10:00']);
    expect(startTimeChoices(['08:00', '09:00'], '09:00')).toEqual(['08:00', '09:00']);
    expect(startTimeChoices([], '')).toEqual([]);
  });
});
