import { useEffect, useRef, useState } from 'react';
import { TEAM_MESSAGES, type CrewMember, type Team, type TeamMembers } from '@fsp/contracts';
import { serverErrorOr, useAddTeamMember, useDeleteTeam, useMoveTeamMember, useRemoveTeamMember, useRenameTeam } from '@fsp/api-client';
import { Badge, Button, Card, ConfirmDialog, useToast } from '@fsp/ui';
import { moveTargets } from '../utils/crew-display.js';
import { AddMemberForm } from './add-member-form.js';
import { TeamMemberRow } from './team-member-row.js';
import { TeamNameEditor } from './team-name-editor.js';
import styles from './crews.module.css';

export interface TeamCardProps {
  team: Team;
  teams: readonly Team[];
  members: TeamMembers;
  unassigned: readonly CrewMember[];
}

/** One team with its members: rename, delete, add, move and remove (part 2 §2 "Crews"). */
export function TeamCard({ team, teams, members, unassigned }: TeamCardProps) {
  const toast = useToast();
  const rename = useRenameTeam();
  const remove = useDeleteTeam();
  const addMember = useAddTeamMember();
  const removeMember = useRemoveTeamMember();
  const moveMember = useMoveTeamMember();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Keyboard users land back on Rename once the inline editor closes.
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const teamMembers = members[team.id] ?? [];
  const memberBusy = addMember.isPending || removeMember.isPending || moveMember.isPending || remove.isPending;

  /** Runs a write and toasts its outcome: the server's error first, else the screen's default. */
  const run = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      console.error(`${failure}:`, error);
      toast.error(serverErrorOr(error, failure));
      return false;
    }
  };

  const onRename = async (name: string) => {
    if (name === team.name) {
      setEditing(false);
      return;
    }
    if (await run(() => rename.mutateAsync({ id: team.id, name }), TEAM_MESSAGES.teamRenamed, TEAM_MESSAGES.failedToRenameTeam)) setEditing(false);
  };

  const onDelete = async () => {
    await run(() => remove.mutateAsync(team.id), TEAM_MESSAGES.teamDeleted, TEAM_MESSAGES.failedToDeleteTeam);
    setConfirmingDelete(false);
  };

  const header = editing ? (
    <TeamNameEditor initialName={team.name} saving={rename.isPending} onSave={(name) => void onRename(name)} onCancel={() => setEditing(false)} />
  ) : (
    <div className={styles.teamHeader}>
      <h3 className={styles.teamName}>{team.name}</h3>
      <Badge color="gray">{teamMembers.length === 1 ? '1 member' : `${teamMembers.length} members`}</Badge>
      <div className={styles.inlineActions}>
        <Button ref={renameButton} size="small" variant="secondary" onClick={() => setEditing(true)} aria-label={`Rename ${team.name}`}>
          Rename
        </Button>
        <Button size="small" variant="danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete ${team.name}`}>
          Delete
        </Button>
      </div>
    </div>
  );

  return (
    <Card as="li" aria-label={team.name} className={styles.teamCard} data-testid="team-card" data-team-id={team.id}>
      {header}
      {teamMembers.length === 0 ? (
        <p className={styles.muted}>No members yet.</p>
      ) : (
        <ul className={styles.memberList} aria-label={`Members of ${team.name}`}>
          {teamMembers.map((member) => (
            <TeamMemberRow
              key={member.id}
              member={member}
              targets={moveTargets(teams, members, member.id, team.id)}
              busy={memberBusy}
              onMove={(toTeamId) =>
                void run(
                  () => moveMember.mutateAsync({ userId: member.id, fromTeamId: team.id, toTeamId }),
                  TEAM_MESSAGES.memberMoved,
                  TEAM_MESSAGES.failedToMoveMember,
                )
              }
              onRemove={() =>
                void run(
                  () => removeMember.mutateAsync({ teamId: team.id, userId: member.id }),
                  TEAM_MESSAGES.memberRemoved,
                  TEAM_MESSAGES.failedToRemoveMember,
                )
              }
            />
          ))}
        </ul>
      )}
      <AddMemberForm
        teamName={team.name}
        unassigned={unassigned}
        busy={memberBusy}
        onAdd={(userId) => run(() => addMember.mutateAsync({ teamId: team.id, userId }), TEAM_MESSAGES.memberAdded, TEAM_MESSAGES.failedToAddMember)}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${team.name}`}
        message={TEAM_MESSAGES.confirmDeleteTeam}
        confirmLabel="Delete team"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Card>
  );
}
