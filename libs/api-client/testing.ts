// Test helpers (Node only): import as '@fsp/api-client/testing' from Jest specs, never from app code.
export { createNodeHttpFetch } from './src/testing/node-http-fetch.js';
export {
  startTestApiServer,
  type RecordedRequest,
  type TestApiServer,
  type TestResponse,
  type TestRoute,
} from './src/testing/test-api-server.js';
export {
  buildMiscEvent,
  buildOccurrence,
  buildOccurrenceCustomer,
  scheduleAnswer,
  type MiscEventOverrides,
  type OccurrenceCustomerOverrides,
  type OccurrenceOverrides,
} from './src/testing/schedule-fixtures.js';
export { buildInvoice, buildInvoiceDetail, buildInvoiceLine, buildPaymentAttempt } from './src/testing/invoice-fixtures.js';
export { buildPaymentItem } from './src/testing/payment-fixtures.js';
