import { SERVICE_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useServices } from '@fsp/api-client';
import { Button, EmptyState, ErrorState, LoadingState, PageSection } from '@fsp/ui';
import { ServiceItem } from './service-item.js';
import styles from './services.module.css';

/** The Services list (part 2 §2): every service of the organization, active or not. */
export function ServicesList() {
  const services = useServices();

  return (
    <PageSection
      title="Services"
      actions={
        <Button
          variant="secondary"
          onClick={() => void services.refetch()}
          loading={services.isFetching && !services.isPending}
          disabled={services.isPending}
        >
          Refresh
        </Button>
      }
    >
      {services.isPending ? (
        <LoadingState label="Loading services…" />
      ) : services.isError ? (
        <ErrorState
          message={serverErrorOr(services.error, SERVICE_MESSAGES.failedToLoad)}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : services.data.length === 0 ? (
        <EmptyState title="No services yet." description="Add the services you offer with New above." />
      ) : (
        <ul className={styles.list}>
          {services.data.map((service) => (
            <ServiceItem key={service.id} service={service} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
