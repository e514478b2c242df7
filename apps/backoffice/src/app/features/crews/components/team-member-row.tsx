import { useId, useState } from 'react';
import type { CrewMember, Team } from '@fsp/contracts';
import { Button, Select } from '@fsp/ui';
import { crewLabel } from '../utils/crew-display.js';
import styles from './crews.module.css';

export interface TeamMemberRowProps {
  member: CrewMember;
  /** Teams the member can move to. */
  targets: readonly Team[];
  busy: boolean;
  onMove: (toTeamId: string) => void;
  onRemove: () => void;
}

export function TeamMemberRow({ member, targets, busy, onMove, onRemove }: TeamMemberRowProps) {
  const [target, setTarget] = useState('');
  const label = crewLabel(member);
  const selectId = useId();
  return (
    <li className={styles.memberRow} data-testid="team-member" data-member-id={member.id}>
      <div className={styles.memberText}>
        <span className={styles.memberName}>{label}</span>
        {member.name && <span className={styles.memberEmail}>{member.email}</span>}
      </div>
      <div className={styles.memberActions}>
        {targets.length > 0 && (
          <form
            className={styles.moveForm}
            onSubmit={(event) => {
              event.preventDefault();
              if (target) onMove(target);
            }}
          >
            <Select
              id={selectId}
              label={`Move ${label} to`}
              hideLabel
              placeholder="Move to…"
              options={targets.map((team) => ({ value: team.id, label: team.name }))}
              value={target}
              disabled={busy}
              onChange={(event) => setTarget(event.target.value)}
            />
            <Button type="submit" size="small" variant="secondary" disabled={busy || !target} aria-label={`Move ${label}`}>
              Move
            </Button>
          </form>
        )}
        <Button size="small" variant="ghost" disabled={busy} onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
