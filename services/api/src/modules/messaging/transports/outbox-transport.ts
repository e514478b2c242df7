import type { DeliveryOutcome, MessageTransport } from './message-transport.js';

/** The embedded provider: the outbox row is the delivery; developers read it at GET /api/dev/outbox. */
export class OutboxTransport implements MessageTransport {
  readonly name = 'outbox';

  async deliver(): Promise<DeliveryOutcome> {
    return 'stored';
  }
}
