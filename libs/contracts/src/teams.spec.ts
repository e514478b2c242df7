import { crewEmailError, crewNameError, TEAM_API_ERRORS, TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH, teamNameError } from './teams.js';

describe('teamNameError', () => {
  it('requires a name, worded for creating or for renaming', () => {
    expect(teamNameError('  ')).toBe(TEAM_MESSAGES.teamNameRequired);
    expect(teamNameError(undefined)).toBe(TEAM_MESSAGES.teamNameRequired);
    expect(teamNameError('', TEAM_MESSAGES.teamNameEmpty)).toBe(TEAM_MESSAGES.teamNameEmpty);
  });

  it('judges the trimmed name and caps its length', () => {
    expect(teamNameError(' Alpha ')).toBeNull();
    expect(teamNameError(` ${'a'.repeat(TEAM_NAME_MAX_LENGTH)} `)).toBeNull();
    expect(teamNameError('a'.repeat(TEAM_NAME_MAX_LENGTH + 1))).toBe(TEAM_API_ERRORS.teamNameTooLong);
  });
});

describe('crewEmailError', () => {
  it('requires an e-mail shaped address', () => {
    expect(crewEmailError(' ')).toBe(TEAM_MESSAGES.emailRequired);
    expect(crewEmailError(null)).toBe(TEAM_MESSAGES.emailRequired);
    expect(crewEmailError('not-an-email')).toBe(TEAM_API_ERRORS.invalidEmail);
    expect(crewEmailError(' Crew@Example.com ')).toBeNull();
  });
});

describe('crewNameError', () => {
  it('takes no name, or text of at most 200 characters', () => {
    expect(crewNameError(undefined)).toBeNull();
    expect(crewNameError(null)).toBeNull();
    expect(crewNameError('Casey')).toBeNull();
    expect(crewNameError('a'.repeat(201))).toBe(TEAM_API_ERRORS.crewNameInvalid);
    expect(crewNameError(5)).toBe(TEAM_API_ERRORS.crewNameInvalid);
  });
});
