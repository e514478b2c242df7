import { TEAM_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useTeams } from '@fsp/api-client';
import { Select } from '@fsp/ui';

export interface TeamSelectProps {
  label?: string;
  hideLabel?: boolean;
  /** '' for no team. */
  value: string;
  onChange(teamId: string): void;
  /** The empty choice's words: "No team" in forms, "All teams" in the filter. */
  emptyLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** The organization's teams (optional everywhere on this screen). */
export function TeamSelect({ label = 'Team', hideLabel, value, onChange, emptyLabel = 'No team', disabled, className }: TeamSelectProps) {
  const teams = useTeams();
  const options = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));
  // A team the list no longer holds stays selectable, so opening an item never silently drops its team.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: teams.isPending ? 'Loading…' : 'Unknown team' });
  return (
    <Select
      label={label}
      hideLabel={hideLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={teams.isPending ? 'Loading teams…' : emptyLabel}
      options={options}
      disabled={disabled}
      error={teams.isError ? serverErrorOr(teams.error, TEAM_MESSAGES.failedToLoadTeams) : undefined}
      className={className}
    />
  );
}
