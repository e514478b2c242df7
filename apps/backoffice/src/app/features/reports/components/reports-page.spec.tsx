import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_ACTIVITY_MESSAGES as A, PAYMENT_MESSAGES, REPORTS_PAGE_SIZES, type PaymentItem } from '@fsp/contracts';
import type { FetchLike } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError, setViewportWidth } from '@fsp/ui/testing';
import { buildPayments, NO_ACCOUNT_LIST, paymentListRoute } from '../../../components/payment-list/testing/payment-fixtures.js';
import { renderWithApi, settleIo } from '../../../components/payment-list/testing/render-with-api.js';
import type { SaveFile } from '../utils/save-file.js';
import { ReportsPage } from './reports-page.js';

const LIST = '/api/owner/stripe/payments';
const CSV = 'Created,Customer,Description,Method,Amount,Fee,Net,Status\r\n"Nov 26, 2026, 3:04 PM",Bob Stone,,Visa •••• 4242,13.00,0.61,12.39,Processing\r\n';
const FILE_NAME = 'green-acres-payments-2026-11-01-to-today.csv';

let server: TestApiServer;
let payments: PaymentItem[];
let saved: Array<{ text: string; type: string; fileName: string }>;
let pendingSaves: Array<Promise<void>>;

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const saveFile: SaveFile = (blob, fileName) => {
  pendingSaves.push(readText(blob).then((text) => void saved.push({ text, type: blob.type, fileName })));
};

/**
 * The test server answers the CSV as text/plain without headers; like the browser's fetch, this one hands the
 * client the Content-Disposition the API sends with the file.
 */
const fetchWithDisposition = (): FetchLike => async (url, init) => {
  const response = await server.fetch(url, init);
  if (!response.ok || !url.includes('format=csv')) return response;
  const headers = { 'content-disposition': `attachment; filename="${FILE_NAME}"`, 'content-type': 'text/csv; charset=utf-8' };
  return Object.assign(response, { headers: { get: (name: string) => headers[name.toLowerCase() as keyof typeof headers] ?? null } });
};

beforeEach(async () => {
  setViewportWidth(1280);
  saved = [];
  pendingSaves = [];
  payments = buildPayments(8);
  server = await startTestApiServer({
    [`GET ${LIST}`]: (request) => (request.query.get('format') === 'csv' ? { status: 200, rawBody: CSV } : paymentListRoute(() => payments)(request)),
  });
});
afterEach(async () => {
  await server.close();
});

const renderReports = (role = 'owner') => renderWithApi(<ReportsPage saveFile={saveFile} />, fetchWithDisposition(), role);
const listRequests = () => server.requests.filter((r) => r.method === 'GET' && r.path === LIST && r.query.get('format') !== 'csv');
const csvRequests = () => server.requests.filter((r) => r.method === 'GET' && r.path === LIST && r.query.get('format') === 'csv');
const rows = () => screen.queryAllByTestId('payments-row');
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

async function loaded() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

describe('ReportsPage', () => {
  it.each([
    ['a manager', 'manager'],
    ['an admin', 'admin'],
  ])('tells %s that reports are the owner’s, without asking the API', async (_, role) => {
    renderReports(role);
    expect(screen.getByRole('heading', { level: 1, name: A.reportsTitle })).toBeInTheDocument();
    expect(screen.getByTestId('reports-owner-only')).toHaveTextContent(A.reportsOwnerOnly);
    expect(screen.queryByTestId('reports-export-csv')).not.toBeInTheDocument();
    await settleIo();
    expect(server.requests).toHaveLength(0);
  });

  it.each(['Owner', ' OWNER '])('shows the owner the reports whatever the case of the role (%j)', async (role) => {
    renderReports(role);
    await loaded();
    expect(screen.queryByTestId('reports-owner-only')).not.toBeInTheDocument();
    expect(screen.getByTestId('reports-export-csv')).toBeEnabled();
  });

  it('lists 50 payments a page by default, without an Actions column, and pages with Prev/Next', async () => {
    payments = buildPayments(120);
    const user = userEvent.setup();
    renderReports();
    await loaded();
    expect(Object.fromEntries(listRequests()[0]?.query ?? [])).toEqual({ limit: '50' });
    expect(listRequests()[0]?.headers.authorization).toBe('Bearer owner-token');
    expect(rows()).toHaveLength(50);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Created',
      'Customer',
      'Description',
      'Method',
      'Amount',
      'Fee',
      'Net',
      'Status',
    ]);
    expect(screen.queryByTestId('refund-button')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('payments-per-page'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(REPORTS_PAGE_SIZES.map(String));

    await user.click(screen.getByTestId('payments-next'));
    await waitFor(() => expect(rows()[0]?.dataset['paymentIntent']).toBe('pi_51'));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 51–100');
    await user.click(screen.getByTestId('payments-prev'));
    await waitFor(() => expect(rows()[0]?.dataset['paymentIntent']).toBe('pi_1'));
  });

  it('loads the page again with Refresh', async () => {
    const user = userEvent.setup();
    renderReports();
    await loaded();
    payments = payments.slice(1);
    await user.click(screen.getByTestId('reports-refresh'));
    await waitFor(() => expect(rows()[0]?.dataset['paymentIntent']).toBe('pi_2'));
    expect(listRequests()).toHaveLength(2);
    expect(Object.fromEntries(listRequests()[1]?.query ?? [])).toEqual({ limit: '50' });
  });

  it('exports the filtered rows as CSV under the name the API gives', async () => {
    const user = userEvent.setup();
    renderReports();
    await loaded();
    await user.selectOptions(screen.getByLabelText('Status'), 'processing');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await user.type(screen.getByLabelText('Search'), 'bob{Enter}');
    await waitFor(() => expect(Object.fromEntries(listRequests().at(-1)?.query ?? [])).toEqual({ q: 'bob', status: 'processing', from: '2026-11-01', limit: '50' }));

    await user.click(screen.getByTestId('reports-export-csv'));
    await waitFor(() => expect(pendingSaves).toHaveLength(1));
    await Promise.all(pendingSaves);
    expect(csvRequests()).toHaveLength(1);
    const [request] = csvRequests();
    // Every matching row: no page size or cursor.
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ format: 'csv', q: 'bob', status: 'processing', from: '2026-11-01' });
    expect(request?.headers.authorization).toBe('Bearer owner-token');
    expect(saved).toEqual([{ text: CSV, type: 'text/csv; charset=utf-8', fileName: FILE_NAME }]);
    expect(toastTexts()).toEqual([]);
  });

  it('says "CSV export failed", or the server’s reason, when the export fails', async () => {
    allowConsoleError('The CSV export failed');
    const user = userEvent.setup();
    renderReports();
    await loaded();
    server.route(`GET ${LIST}`, (request) =>
      request.query.get('format') === 'csv' ? { status: 404, rawBody: 'Not here' } : paymentListRoute(() => payments)(request),
    );
    await user.click(screen.getByTestId('reports-export-csv'));
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(PAYMENT_MESSAGES.csvExportFailed)]));

    server.route(`GET ${LIST}`, (request) =>
      request.query.get('format') === 'csv'
        ? { status: 403, body: { error: A.reportsOwnerOnly } }
        : paymentListRoute(() => payments)(request),
    );
    await user.click(screen.getByTestId('reports-export-csv'));
    await waitFor(() => expect(toastTexts()).toContainEqual(expect.stringContaining(A.reportsOwnerOnly)));
    expect(saved).toEqual([]);
  });

  it('says no payment-provider account is connected yet and offers no export', async () => {
    server.route(`GET ${LIST}`, { status: 200, body: NO_ACCOUNT_LIST });
    renderReports();
    expect(await screen.findByTestId('payments-no-account')).toHaveTextContent(A.noProviderAccount);
    expect(screen.getByTestId('reports-export-csv')).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s error, else "Failed to load data"', async () => {
    server.route(`GET ${LIST}`, { status: 404, rawBody: 'Not here' });
    renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.failedToLoadData);
  });

  it('filters through the sheet on a phone, with Clear back to 50 a page', async () => {
    payments = buildPayments(60);
    setViewportWidth(390);
    const user = userEvent.setup();
    renderReports();
    await loaded();
    await user.click(screen.getByTestId('payments-filters'));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(sheet).getByLabelText('Per page'), '20');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByTestId('payments-filters'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(listRequests().map((r) => r.query.get('limit'))).toEqual(['50', '20', '50']);
  });
});
