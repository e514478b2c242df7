import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../../../config/api-config.js';
import type { DeliveryOutcome, MessageTransport, OutgoingMessage } from './message-transport.js';

export interface SmsApiSettings {
  accountSid: string;
  authToken: string;
  /** The sending number. */
  from: string;
  /** https://api.twilio.com, or any server speaking the same Messages API. */
  apiBaseUrl: string;
  /** Connect and answer budget of one request (DEFAULT_PROVIDER_TIMEOUT_MS when unset). */
  timeoutMs?: number;
}

/** SMS through a Twilio-compatible REST API: POST …/2010-04-01/Accounts/{sid}/Messages.json. */
export class SmsApiTransport implements MessageTransport {
  readonly name = 'sms-api';

  constructor(private readonly settings: SmsApiSettings) {}

  async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
    const { accountSid, authToken, from, apiBaseUrl } = this.settings;
    const url = `${apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.body }).toString(),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS API answered HTTP ${response.status}: ${await refusalDetail(response)}`);
    return 'sent';
  }
}

/** Twilio explains refusals as `{ code, message }`. */
async function refusalDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') return typeof body.code === 'number' ? `${body.message} (code ${body.code})` : body.message;
  } catch {
    // Not JSON: the raw text says more than nothing.
  }
  return text.slice(0, 200) || response.statusText;
}
