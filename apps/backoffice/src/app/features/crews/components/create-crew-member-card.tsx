import { useState, type FormEvent } from 'react';
import { crewEmailError, TEAM_MESSAGES, type Team } from '@fsp/contracts';
import { serverErrorOr, useCreateCrewMember, useInviteCrewMember } from '@fsp/api-client';
import { Button, Card, Select, TextField, useToast } from '@fsp/ui';
import { inviteOutcomeToast } from '../utils/invite-outcome.js';
import styles from './crews.module.css';

/** Creates the crew member, then invites them by e-mail; the toast says how far it got (part 2 §8). */
export function CreateCrewMemberCard({ teams }: { teams: readonly Team[] }) {
  const toast = useToast();
  const create = useCreateCrewMember();
  const invite = useInviteCrewMember();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [teamId, setTeamId] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const busy = create.isPending || invite.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = crewEmailError(email);
    setEmailError(error);
    if (error) return;

    let created;
    try {
      created = await create.mutateAsync({ email: email.trim(), name: name.trim() || null, team_id: teamId || null });
    } catch (failure) {
      console.error('Creating the crew member failed', failure);
      toast.error(serverErrorOr(failure, TEAM_MESSAGES.failedToCreateCrewMember));
      return;
    }
    setEmail('');
    setName('');
    setTeamId('');
    let outcome;
    try {
      outcome = inviteOutcomeToast({ response: await invite.mutateAsync(created.email) });
    } catch (failure) {
      console.error('Inviting the crew member failed', failure);
      outcome = inviteOutcomeToast({ failure });
    }
    toast.show(outcome.message, { variant: outcome.variant, detail: outcome.detail });
  };

  return (
    <Card as="section" title="Create Crew Member" aria-label="Create Crew Member">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={email}
          error={emailError}
          disabled={busy}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(null);
          }}
        />
        <TextField label="Name" autoComplete="off" value={name} disabled={busy} onChange={(event) => setName(event.target.value)} />
        <Select
          label="Team"
          placeholder="No team"
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          value={teamId}
          disabled={busy}
          onChange={(event) => setTeamId(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          Create crew member
        </Button>
      </form>
    </Card>
  );
}
