import { TEAM_MESSAGES, type CrewMember } from '@fsp/contracts';
import { PageSection } from '@fsp/ui';
import { crewLabel } from '../utils/crew-display.js';
import styles from './crews.module.css';

/** Crew members on no team; a team card's "Add member" picks from them. */
export function UnassignedCrew({ crew, anyCrew }: { crew: readonly CrewMember[]; anyCrew: boolean }) {
  return (
    <PageSection title={TEAM_MESSAGES.unassignedCrew}>
      {crew.length === 0 ? (
        <p className={styles.muted}>{anyCrew ? 'Every crew member is on a team.' : 'No crew members yet. Create one above.'}</p>
      ) : (
        <ul className={styles.chips} aria-label={TEAM_MESSAGES.unassignedCrew}>
          {crew.map((member) => (
            <li key={member.id} className={styles.chip}>
              <span className={styles.memberName}>{crewLabel(member)}</span>
              {member.name && <span className={styles.memberEmail}>{member.email}</span>}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
