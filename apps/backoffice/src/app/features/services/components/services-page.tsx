import { API_ERRORS, hasAnyRole, SERVICE_MANAGER_ROLES } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { EmptyState, LoadingState, Page } from '@fsp/ui';
import { AddServiceSection } from './add-service-section.js';
import { ServicesList } from './services-list.js';

/** /app/services (part 2 §2 "Services"): add services, and see, edit and switch on or off the ones offered. */
export function ServicesPage() {
  const session = useSession();
  if (session.status === 'loading' && !session.profile) return <LoadingState label="Loading your account…" />;
  if (!hasAnyRole(session.profile?.role, SERVICE_MANAGER_ROLES)) {
    return (
      <Page>
        <EmptyState title={API_ERRORS.forbidden} description="Services are managed by owners, managers and admins." />
      </Page>
    );
  }
  return (
    <Page>
      <AddServiceSection />
      <ServicesList />
    </Page>
  );
}
