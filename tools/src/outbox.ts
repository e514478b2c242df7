/**
 * `npm run outbox`: prints the latest e-mails and SMS a running API kept in its outbox (development only), so a
 * developer can follow an invitation link without a mail server.
 *
 *   npm run outbox -- [--api http://localhost:3000] [--to someone@example.com] [--channel email|sms] [--limit 10] [--json]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from '@fsp/contracts';
import { fetchOutbox, formatOutbox, OutboxUnavailableError } from './outbox-listing.js';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: process.env['API_URL'] || `http://localhost:${DEFAULT_PORTS.api}` },
    to: { type: 'string' },
    channel: { type: 'string' },
    limit: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
});

const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive whole number, got "${values.limit}"`);
  process.exit(2);
}

try {
  const messages = await fetchOutbox(values.api, { to: values.to, channel: values.channel, limit });
  console.log(values.json ? JSON.stringify(messages, null, 2) : formatOutbox(messages));
} catch (error) {
  if (!(error instanceof OutboxUnavailableError)) throw error;
  console.error(error.message);
  process.exit(1);
}
