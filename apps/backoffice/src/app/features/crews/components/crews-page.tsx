import { hasAnyRole, TEAM_API_ERRORS, TEAM_MANAGER_ROLES } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { EmptyState, ErrorState, LoadingState, Page, PageSection } from '@fsp/ui';
import { useCrewData } from '../hooks/use-crew-data.js';
import { unassignedCrew } from '../utils/crew-display.js';
import { CreateCrewMemberCard } from './create-crew-member-card.js';
import { CreateTeamCard } from './create-team-card.js';
import { TeamCard } from './team-card.js';
import { UnassignedCrew } from './unassigned-crew.js';
import styles from './crews.module.css';

/** /app/crews (part 2 §2 "Crews (owner or admin)"): crew members, teams and who is on which. */
export function CrewsPage() {
  const session = useSession();
  if (session.status === 'loading' && !session.profile) return <LoadingState label="Loading your account…" />;
  if (!hasAnyRole(session.profile?.role, TEAM_MANAGER_ROLES)) {
    return (
      <Page>
        <EmptyState title={TEAM_API_ERRORS.teamsForbidden} description="Ask an owner of your organization to manage its crews." />
      </Page>
    );
  }
  return <CrewManagement />;
}

function CrewManagement() {
  const data = useCrewData();
  if (data.status === 'loading') return <LoadingState label="Loading teams and crew…" />;
  if (data.status === 'error') {
    return (
      <Page>
        <ErrorState message={data.message} onRetry={data.retry} retrying={data.retrying} />
      </Page>
    );
  }
  const { teams, crew, members } = data;
  const unassigned = unassignedCrew(crew);
  return (
    <Page>
      <div className={styles.createCards}>
        <CreateCrewMemberCard teams={teams} />
        <CreateTeamCard />
      </div>
      <UnassignedCrew crew={unassigned} anyCrew={crew.length > 0} />
      <PageSection title="Teams">
        {teams.length === 0 ? (
          <EmptyState title="No teams yet" description="Create a team to group your crew." />
        ) : (
          <ul className={styles.teamGrid} aria-label="Teams">
            {teams.map((team) => (
              <TeamCard key={team.id} team={team} teams={teams} members={members} unassigned={unassigned} />
            ))}
          </ul>
        )}
      </PageSection>
    </Page>
  );
}
