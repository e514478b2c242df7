import { useState, type FormEvent } from 'react';
import { TEAM_MESSAGES, teamNameError } from '@fsp/contracts';
import { serverErrorOr, useCreateTeam } from '@fsp/api-client';
import { Button, Card, TextField, useToast } from '@fsp/ui';
import styles from './crews.module.css';

export function CreateTeamCard() {
  const toast = useToast();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = teamNameError(name, TEAM_MESSAGES.teamNameRequired);
    setError(invalid);
    if (invalid) return;
    try {
      await create.mutateAsync({ name: name.trim() });
      toast.success(TEAM_MESSAGES.teamCreated);
      setName('');
    } catch (failure) {
      console.error('Creating the team failed', failure);
      toast.error(serverErrorOr(failure, TEAM_MESSAGES.failedToCreateTeam));
    }
  };

  return (
    <Card as="section" title="Create Team" aria-label="Create Team">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Team name"
          autoComplete="off"
          required
          value={name}
          error={error}
          disabled={create.isPending}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" loading={create.isPending}>
          Create team
        </Button>
      </form>
    </Card>
  );
}
