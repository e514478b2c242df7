import { addDays, weekdayIndexOf } from '@fsp/contracts';
import { expandVisits, type ExpandableRule, type Visit, type VisitException } from './expand-visits.js';

/** Weekly on Mondays through March 2026 at 09:00 for team-a. */
const mondays: ExpandableRule = {
  id: 1,
  pattern: 'weekly',
  interval: 1,
  startDate: '2026-03-02',
  endDate: '2026-03-30',
  startMinutes: 540,
  teamId: 'team-a',
};

const exception = (overrides: Partial<VisitException> & Pick<VisitException, 'date'>): VisitException => ({
  ruleId: mondays.id,
  skipped: false,
  startMinutes: null,
  timeCleared: false,
  teamId: null,
  movedToDate: null,
  ...overrides,
});

const visit = (date: string, overrides: Partial<Visit> = {}): Visit => ({
  ruleId: mondays.id,
  date,
  seriesDate: date,
  startMinutes: 540,
  teamId: 'team-a',
  rescheduledFrom: null,
  ...overrides,
});

const datesOf = (visits: readonly Visit[]) => visits.map((item) => item.date);

describe('expandVisits without exceptions', () => {
  it('gives every series date with the rule’s time and team', () => {
    expect(expandVisits([mondays], [], '2026-03-01', '2026-03-31')).toEqual(
      ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'].map((date) => visit(date)),
    );
  });

  it('leaves an untimed, unassigned rule’s visits without time or team', () => {
    const untimed = { ...mondays, startMinutes: null, teamId: null };
    expect(expandVisits([untimed], [], '2026-03-01', '2026-03-08')).toEqual([visit('2026-03-02', { startMinutes: null, teamId: null })]);
  });

  it('gives nothing for no rules or a range outside every rule', () => {
    expect(expandVisits([], [], '2026-03-01', '2026-03-31')).toEqual([]);
    expect(expandVisits([mondays], [], '2026-04-01', '2026-04-30')).toEqual([]);
  });
});

describe('expandVisits with exceptions', () => {
  const march: [string, string] = ['2026-03-01', '2026-03-31'];

  it('drops a skipped date and keeps the others', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-09', skipped: true })], ...march);
    expect(datesOf(visits)).toEqual(['2026-03-02', '2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('replaces the time of one date only', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-09', startMinutes: 600 })], ...march);
    expect(visits[1]).toEqual(visit('2026-03-09', { startMinutes: 600 }));
    expect(visits.filter((item) => item.startMinutes === 540)).toHaveLength(4);
  });

  it('clears the time of one date of a rule that has a default time', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-16', timeCleared: true })], ...march);
    expect(visits.map((item) => item.startMinutes)).toEqual([540, 540, null, 540, 540]);
    expect(visits[2]).toEqual(visit('2026-03-16', { startMinutes: null }));
  });

  it('gives a cleared time precedence over a time in the same exception', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-16', timeCleared: true, startMinutes: 600 })], ...march);
    expect(visits.find((item) => item.date === '2026-03-16')?.startMinutes).toBeNull();
  });

  it('sets a time on one date of an untimed rule', () => {
    const untimed = { ...mondays, startMinutes: null };
    const visits = expandVisits([untimed], [exception({ date: '2026-03-23', startMinutes: 495 })], ...march);
    expect(visits.map((item) => item.startMinutes)).toEqual([null, null, null, 495, null]);
    expect(visits[3]?.date).toBe('2026-03-23');
  });

  it('replaces the team of one date and keeps the rule’s time', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-23', teamId: 'team-b' })], ...march);
    expect(visits[3]).toEqual(visit('2026-03-23', { teamId: 'team-b' }));
    expect(visits.filter((item) => item.teamId === 'team-a')).toHaveLength(4);
  });

  it('keeps the rule’s time and team for an exception that changes neither', () => {
    expect(expandVisits([mondays], [exception({ date: '2026-03-23' })], ...march)).toEqual(expandVisits([mondays], [], ...march));
  });

  it('moves a visit within the range, remembering its series date', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-09', movedToDate: '2026-03-11' })], ...march);
    expect(visits).toEqual([
      visit('2026-03-02'),
      visit('2026-03-11', { seriesDate: '2026-03-09', rescheduledFrom: '2026-03-09' }),
      visit('2026-03-16'),
      visit('2026-03-23'),
      visit('2026-03-30'),
    ]);
  });

  it('shows a visit moved into the range from a series date outside it', () => {
    const moved = [exception({ date: '2026-03-09', movedToDate: '2026-03-12' })];
    expect(expandVisits([mondays], moved, '2026-03-10', '2026-03-20')).toEqual([
      visit('2026-03-12', { seriesDate: '2026-03-09', rescheduledFrom: '2026-03-09' }),
      visit('2026-03-16'),
    ]);
  });

  it('shows a visit moved beyond the rule’s end date when the range covers its new date', () => {
    const moved = [exception({ date: '2026-03-30', movedToDate: '2026-04-02' })];
    expect(expandVisits([mondays], moved, '2026-04-01', '2026-04-30')).toEqual([
      visit('2026-04-02', { seriesDate: '2026-03-30', rescheduledFrom: '2026-03-30' }),
    ]);
  });

  it('counts the range bounds as inside for a moved visit', () => {
    const moved = [
      exception({ date: '2026-03-02', movedToDate: '2026-03-10' }),
      exception({ date: '2026-03-30', movedToDate: '2026-03-20' }),
    ];
    expect(datesOf(expandVisits([mondays], moved, '2026-03-10', '2026-03-20'))).toEqual(['2026-03-10', '2026-03-16', '2026-03-20']);
  });

  it('hides a visit moved out of the range, on both its old and new dates', () => {
    const moved = [exception({ date: '2026-03-16', movedToDate: '2026-03-25' })];
    expect(datesOf(expandVisits([mondays], moved, '2026-03-10', '2026-03-20'))).toEqual([]);
    expect(datesOf(expandVisits([mondays], moved, '2026-03-01', '2026-03-31'))).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-23',
      '2026-03-25',
      '2026-03-30',
    ]);
  });

  it('applies a time and team given with a reschedule on the new date', () => {
    const moved = [exception({ date: '2026-03-09', movedToDate: '2026-03-11', startMinutes: 780, teamId: 'team-c' })];
    expect(expandVisits([mondays], moved, '2026-03-11', '2026-03-11')).toEqual([
      visit('2026-03-11', { seriesDate: '2026-03-09', rescheduledFrom: '2026-03-09', startMinutes: 780, teamId: 'team-c' }),
    ]);
  });

  it('leaves a moved visit untimed when its time is cleared', () => {
    const moved = [exception({ date: '2026-03-09', movedToDate: '2026-03-11', timeCleared: true })];
    expect(expandVisits([mondays], moved, '2026-03-11', '2026-03-11')[0]?.startMinutes).toBeNull();
  });

  it('lets a skip win over a move: the visit appears on neither date', () => {
    const skippedAndMoved = [exception({ date: '2026-03-09', movedToDate: '2026-03-11', skipped: true })];
    expect(datesOf(expandVisits([mondays], skippedAndMoved, ...march))).toEqual(['2026-03-02', '2026-03-16', '2026-03-23', '2026-03-30']);
  });

  it('treats a move onto the series date itself as no move', () => {
    const visits = expandVisits([mondays], [exception({ date: '2026-03-09', movedToDate: '2026-03-09', startMinutes: 600 })], ...march);
    expect(visits[1]).toEqual(visit('2026-03-09', { startMinutes: 600 }));
    expect(visits).toHaveLength(5);
  });

  it('ignores exceptions for dates the rule does not fall on', () => {
    const stray = [
      exception({ date: '2026-03-10', skipped: true }),
      exception({ date: '2026-03-11', movedToDate: '2026-03-12' }),
      exception({ date: '2026-02-23', movedToDate: '2026-03-04' }),
      exception({ date: '2026-04-06', movedToDate: '2026-03-05' }),
      exception({ date: '2026-03-17', startMinutes: 600, teamId: 'team-b' }),
    ];
    expect(expandVisits([mondays], stray, ...march)).toEqual(expandVisits([mondays], [], ...march));
  });

  it('ignores exceptions of another or an unknown rule', () => {
    const other = [
      exception({ ruleId: 2, date: '2026-03-09', skipped: true }),
      exception({ ruleId: 99, date: '2026-03-16', movedToDate: '2026-03-17' }),
    ];
    expect(expandVisits([mondays], other, ...march)).toEqual(expandVisits([mondays], [], ...march));
  });

  it('keeps two visits of one rule moved onto the same date in series order', () => {
    const moved = [
      exception({ date: '2026-03-16', movedToDate: '2026-03-18' }),
      exception({ date: '2026-03-09', movedToDate: '2026-03-18' }),
    ];
    const visits = expandVisits([mondays], moved, '2026-03-18', '2026-03-18');
    expect(visits.map((item) => item.seriesDate)).toEqual(['2026-03-09', '2026-03-16']);
  });

  it('lets the last of two exceptions for one date count, so a visit never appears twice', () => {
    const twice = [
      exception({ date: '2026-03-09', movedToDate: '2026-03-10' }),
      exception({ date: '2026-03-09', movedToDate: '2026-03-12' }),
    ];
    const visits = expandVisits([mondays], twice, ...march);
    expect(visits.filter((item) => item.seriesDate === '2026-03-09')).toEqual([
      visit('2026-03-12', { seriesDate: '2026-03-09', rescheduledFrom: '2026-03-09' }),
    ]);
  });

  it('applies exceptions to a one-off rule', () => {
    const once: ExpandableRule = { ...mondays, id: 7, pattern: 'once', startDate: '2026-03-04', endDate: '2026-03-04' };
    expect(expandVisits([once], [exception({ ruleId: 7, date: '2026-03-04', skipped: true })], ...march)).toEqual([]);
    expect(expandVisits([once], [exception({ ruleId: 7, date: '2026-03-04', movedToDate: '2026-04-01' })], '2026-04-01', '2026-04-01')).toEqual([
      visit('2026-04-01', { ruleId: 7, seriesDate: '2026-03-04', rescheduledFrom: '2026-03-04' }),
    ]);
  });
});

describe('expandVisits ordering across rules', () => {
  const onTuesday = (id: number, startMinutes: number | null): ExpandableRule => ({
    id,
    pattern: 'once',
    interval: 1,
    startDate: '2026-03-03',
    endDate: '2026-03-03',
    startMinutes,
    teamId: null,
  });

  it('sorts by date, then time with untimed visits last, then rule id', () => {
    const rules = [onTuesday(30, 600), onTuesday(10, null), onTuesday(25, 540), onTuesday(5, null), onTuesday(20, 540), mondays];
    const visits = expandVisits(rules, [], '2026-03-02', '2026-03-03');
    expect(visits.map((item) => [item.date, item.startMinutes, item.ruleId])).toEqual([
      ['2026-03-02', 540, 1],
      ['2026-03-03', 540, 20],
      ['2026-03-03', 540, 25],
      ['2026-03-03', 600, 30],
      ['2026-03-03', null, 5],
      ['2026-03-03', null, 10],
    ]);
  });

  it('sorts a moved visit among the visits of its new date', () => {
    const rules = [onTuesday(20, 600), onTuesday(21, null)];
    const moved = [exception({ date: '2026-03-02', movedToDate: '2026-03-03', startMinutes: 660 })];
    const visits = expandVisits([mondays, ...rules], moved, '2026-03-02', '2026-03-03');
    expect(visits.map((item) => [item.date, item.startMinutes, item.ruleId])).toEqual([
      ['2026-03-03', 600, 20],
      ['2026-03-03', 660, 1],
      ['2026-03-03', null, 21],
    ]);
  });
});

describe('expandVisits across daylight-saving changes in America/New_York', () => {
  // 2026: clocks spring forward on March 8 and fall back on November 1; 2027: March 14 and November 7.
  const weeklyAtNine: ExpandableRule = { ...mondays, startDate: '2026-01-05', endDate: '2027-12-27' };

  it('keeps a weekly 09:00 visit at 540 minutes on every Monday through all four transitions', () => {
    const visits = expandVisits([weeklyAtNine], [], '2026-01-01', '2027-12-31');
    expect(datesOf(visits)).toEqual(Array.from({ length: 104 }, (_, week) => addDays('2026-01-05', 7 * week)));
    expect(visits.every((item) => item.startMinutes === 540)).toBe(true);
    expect(visits.every((item) => weekdayIndexOf(item.date) === 1)).toBe(true);
  });

  it.each([
    ['2026-03-01', '2026-03-15', ['2026-03-02', '2026-03-09']],
    ['2026-10-26', '2026-11-08', ['2026-10-26', '2026-11-02']],
    ['2027-03-08', '2027-03-21', ['2027-03-08', '2027-03-15']],
    ['2027-11-01', '2027-11-14', ['2027-11-01', '2027-11-08']],
  ])('around the transition between %s and %s', (from, to, dates) => {
    expect(expandVisits([weeklyAtNine], [], from, to)).toEqual(dates.map((date) => visit(date)));
  });
});
