import {
  hasAnyRole,
  PAYMENT_ACTIVITY_MESSAGES as A,
  PAYMENT_MESSAGES,
  paymentsCsvFileName,
  REPORTS_DEFAULT_PAGE_SIZE,
  REPORTS_PAGE_SIZES,
} from '@fsp/contracts';
import { serverErrorOr, useDownloadPaymentsCsv } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { Button, LoadingState, Notice, Page, PageSection, useToast } from '@fsp/ui';
import { PaymentList } from '../../../components/payment-list/payment-list.js';
import { usePaymentList } from '../../../components/payment-list/use-payment-list.js';
import { saveFileInBrowser, type SaveFile } from '../utils/save-file.js';

export interface ReportsPageProps {
  /** Where the exported CSV goes; the browser's download by default, tests pass their own. */
  saveFile?: SaveFile;
}

/** /app/reports (part 2 §2 "Reports"): the payments list with Refresh and CSV export, for the owner only (§6). */
export function ReportsPage({ saveFile = saveFileInBrowser }: ReportsPageProps) {
  const session = useSession();
  if (session.status === 'loading' && !session.profile) return <LoadingState />;
  return (
    <Page>
      <PageSection level={1} title={A.reportsTitle}>
        {hasAnyRole(session.profile?.role, ['owner']) ? (
          <OwnerReports saveFile={saveFile} />
        ) : (
          <Notice tone="warning" data-testid="reports-owner-only">
            {A.reportsOwnerOnly}
          </Notice>
        )}
      </PageSection>
    </Page>
  );
}

function OwnerReports({ saveFile }: { saveFile: SaveFile }) {
  const toast = useToast();
  const list = usePaymentList({ defaultPerPage: REPORTS_DEFAULT_PAGE_SIZE, errorMessage: PAYMENT_MESSAGES.failedToLoadData });
  const exportCsv = useDownloadPaymentsCsv();
  const canExport = list.response?.hasAccount === true;

  const onExport = async () => {
    // The rows on screen: the search as last sent, not text still waiting for the debounce.
    const { q, status, from, to } = list.filters;
    try {
      const file = await exportCsv.mutateAsync({ q, status, from, to });
      saveFile(file.blob, file.fileName ?? paymentsCsvFileName('', from || null, to || null));
    } catch (error) {
      console.error('The CSV export failed', error);
      toast.error(serverErrorOr(error, PAYMENT_MESSAGES.csvExportFailed));
    }
  };

  return (
    <PaymentList
      list={list}
      pageSizes={REPORTS_PAGE_SIZES}
      caption={A.reportsTitle}
      errorMessage={PAYMENT_MESSAGES.failedToLoadData}
      toolbar={
        <>
          <Button variant="secondary" onClick={list.refetch} loading={list.updating} disabled={list.loading} data-testid="reports-refresh">
            {A.refresh}
          </Button>
          <Button onClick={() => void onExport()} loading={exportCsv.isPending} disabled={!canExport} data-testid="reports-export-csv">
            {A.exportCsv}
          </Button>
        </>
      }
    />
  );
}
