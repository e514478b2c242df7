import { useState } from 'react';
import type { CrewMember } from '@fsp/contracts';
import { Button, Select } from '@fsp/ui';
import { crewLabel } from '../utils/crew-display.js';
import styles from './crews.module.css';

export interface AddMemberFormProps {
  teamName: string;
  unassigned: readonly CrewMember[];
  busy: boolean;
  /** Resolves true when the member was added, so the choice is cleared only then. */
  onAdd: (userId: string) => Promise<boolean>;
}

/** Adds one of the unassigned crew to the team. */
export function AddMemberForm({ teamName, unassigned, busy, onAdd }: AddMemberFormProps) {
  const [userId, setUserId] = useState('');
  if (unassigned.length === 0) return <p className={styles.muted}>No unassigned crew to add.</p>;
  return (
    <form
      className={styles.addForm}
      aria-label={`Add member to ${teamName}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!userId) return;
        void onAdd(userId).then((added) => {
          if (added) setUserId('');
        });
      }}
    >
      <Select
        label="Add member"
        placeholder="Choose a crew member…"
        options={unassigned.map((member) => ({ value: member.id, label: member.name ? `${crewLabel(member)} (${member.email})` : member.email }))}
        value={userId}
        disabled={busy}
        onChange={(event) => setUserId(event.target.value)}
      />
      <Button type="submit" size="small" disabled={busy || !userId}>
        Add
      </Button>
    </form>
  );
}
