import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { PaymentItem } from '@fsp/contracts';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { ApiConfigProvider } from '../api-config.js';
import { useRefundPayment } from './refund-payment.js';

let server: TestApiServer;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startTestApiServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const session = createTestSession({ status: 'signed-in', getAccessToken: async () => 'owner-token' });
  return (
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiConfigProvider>
    </TestSessionProvider>
  );
}

const PAYMENT: PaymentItem = {
  id: 'ch_1',
  payment_intent_id: 'pi_1',
  created_fmt: 'Nov 26, 2026, 3:04 PM',
  customer_name: null,
  customer_email: 'jane@example.com',
  description: null,
  pm_type: 'card',
  card_brand: 'visa',
  last4: '4242',
  amount: 4500,
  amount_refunded: 100,
  currency: 'USD',
  fee_minor: 161,
  net_minor: 4239,
  status: 'succeeded',
  refundable: true,
};

const KEYS = {
  payments: ['owner', 'stripe', 'payments', { limit: 20 }],
  balance: ['owner', 'stripe', 'balance'],
  earnings: ['owner', 'stripe', 'earnings', 12],
  invoices: ['owner', 'invoices', 'list'],
  teams: ['owner', 'teams'],
  customers: ['owner', 'customers'],
  schedule: ['owner', 'schedule', '2026-11-26'],
} as const;

const invalidated = () =>
  Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? null]));

describe('useRefundPayment', () => {
  it.each([
    ['issued', { status: 200, body: { ok: true, refund_id: 're_1', payment: PAYMENT } }],
    ['refused', { status: 400, body: { error: 'No' } }],
  ])('reloads the payments lists, balance, earnings and invoices once the refund is %s, and no other owner data', async (_, answer) => {
    for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { seeded: true });
    server.route('POST /api/owner/stripe/refund', answer);
    const { result } = renderHook(() => useRefundPayment(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ payment_intent: 'pi_1', amount_minor: 100, idempotencyKey: 'k1' }).catch((error: unknown) => {
        expect(error).toMatchObject({ status: 400, message: 'No' });
      });
    });
    expect(invalidated()).toEqual({ payments: true, balance: true, earnings: true, invoices: true, teams: false, customers: false, schedule: false });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer owner-token');
  });
});
