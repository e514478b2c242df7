import { useMemo, type ReactNode } from 'react';
import {
  DASHBOARD_MESSAGES,
  hasAnyRole,
  INVOICE_MANAGER_ROLES,
  normalizeRole,
  SCHEDULE_EDITOR_ROLES,
  TEAM_MESSAGES,
} from '@fsp/contracts';
import { serverErrorOr, useTeams } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { Button, ErrorState, LoadingState, Page, PageSection, useIsDesktop } from '@fsp/ui';
import { useStopActions } from '../hooks/use-stop-actions.js';
import { useTodaySchedule } from '../hooks/use-today-schedule.js';
import { stopCountLabel } from '../utils/dashboard-stops.js';
import { groupStopsByTeam } from '../utils/team-groups.js';
import { BalanceCard } from './balance-card.js';
import { CancelStopDialog } from './cancel-stop-dialog.js';
import { EditTimeSheet } from './edit-time-sheet.js';
import { InvoiceDialog } from './invoice-dialog.js';
import type { StopPermissions } from './stop-card.js';
import { StopList } from './stop-list.js';
import { TeamDashboard } from './team-dashboard.js';

/** /app: today's stops (part 1 §2.10); owners see them per team (part 2 §2 "Teams dashboard"). */
export function DashboardPage() {
  const { profile } = useSession();
  const isOwner = normalizeRole(profile?.role) === 'owner';
  const permissions: StopPermissions = {
    canEdit: hasAnyRole(profile?.role, SCHEDULE_EDITOR_ROLES),
    canInvoice: hasAnyRole(profile?.role, INVOICE_MANAGER_ROLES),
  };
  const isDesktop = useIsDesktop();
  const day = useTodaySchedule();
  const teams = useTeams({ enabled: isOwner });
  const actions = useStopActions(day.today);
  const groups = useMemo(() => (teams.data && teams.data.length > 0 ? groupStopsByTeam(day.stops, teams.data) : null), [day.stops, teams.data]);

  const listProps = {
    isCompleted: actions.isCompleted,
    isInvoiced: actions.isInvoiced,
    permissions,
    swipeable: !isDesktop && permissions.canEdit,
    ...actions.handlers,
  };

  const refresh = () => {
    day.refresh();
    if (isOwner) void teams.refetch();
  };

  let content: ReactNode;
  if (day.error) content = <ErrorState message={day.error} onRetry={day.refresh} retrying={day.refreshing} />;
  else if (day.loading || (isOwner && teams.isPending)) content = <LoadingState label="Loading today’s schedule…" />;
  else if (isOwner && teams.isError) {
    content = (
      <ErrorState
        message={serverErrorOr(teams.error, TEAM_MESSAGES.failedToLoadTeams)}
        onRetry={() => void teams.refetch()}
        retrying={teams.isFetching}
      />
    );
  } else if (isOwner && groups) content = <TeamDashboard groups={groups} {...listProps} />;
  else content = <StopList stops={day.stops} {...listProps} />;

  const { dialog } = actions;
  return (
    <Page>
      {isOwner && <BalanceCard />}
      <PageSection
        title={DASHBOARD_MESSAGES.title}
        description={day.loading || day.error ? undefined : stopCountLabel(day.stops.length)}
        actions={
          <Button variant="secondary" onClick={refresh} loading={day.refreshing && !day.loading} disabled={day.loading}>
            Refresh
          </Button>
        }
      >
        {content}
      </PageSection>
      {dialog?.kind === 'invoice' && <InvoiceDialog stop={dialog.stop} onClose={actions.closeDialog} onInvoiced={actions.markInvoiced} />}
      {dialog?.kind === 'edit-time' && <EditTimeSheet stop={dialog.stop} onClose={actions.closeDialog} />}
      {dialog?.kind === 'cancel' && <CancelStopDialog stop={dialog.stop} onClose={actions.closeDialog} />}
    </Page>
  );
}
