import { useId, useState } from 'react';
import type { TeamGroup } from '../utils/team-groups.js';
import { stopCountLabel } from '../utils/dashboard-stops.js';
import { StopList, type StopListProps } from './stop-list.js';
import styles from './dashboard.module.css';

export interface TeamDashboardProps extends Omit<StopListProps, 'stops'> {
  groups: readonly TeamGroup[];
}

/** The owner's view (part 2 §2 "Teams dashboard"): a collapsible list of teams, the first open by default. */
export function TeamDashboard({ groups, ...listProps }: TeamDashboardProps) {
  // null until the owner opens or closes one: then only the first team is open.
  const [openIds, setOpenIds] = useState<ReadonlySet<string> | null>(null);
  const isOpen = (id: string) => (openIds ? openIds.has(id) : id === groups[0]?.id);
  const toggle = (id: string) => {
    const next = new Set(groups.filter((group) => isOpen(group.id)).map((group) => group.id));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenIds(next);
  };

  return (
    <div className={styles.teams}>
      {groups.map((group) => (
        <TeamPanel key={group.id} group={group} open={isOpen(group.id)} onToggle={() => toggle(group.id)} listProps={listProps} />
      ))}
    </div>
  );
}

interface TeamPanelProps {
  group: TeamGroup;
  open: boolean;
  onToggle(): void;
  listProps: Omit<StopListProps, 'stops'>;
}

function TeamPanel({ group, open, onToggle, listProps }: TeamPanelProps) {
  const panelId = useId();
  return (
    <section className={styles.team} data-testid="team-panel" aria-label={group.name}>
      <h3 className={styles.teamHeading}>
        <button type="button" className={styles.teamToggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.chevron} aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className={styles.teamName}>{group.name}</span>
          <span className={styles.teamCount}>{stopCountLabel(group.stops.length)}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className={styles.teamBody}>
        {open && <StopList stops={group.stops} headingLevel={4} {...listProps} />}
      </div>
    </section>
  );
}
