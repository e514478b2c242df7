/** What `npm run outbox` reads from GET /api/dev/outbox and how it prints it. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  transport: string;
  error: string | null;
  organization_id: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxQuery {
  to?: string;
  channel?: string;
  limit?: number;
}

export const OUTBOX_PATH = '/api/dev/outbox';

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message['id'] === 'string' &&
    (message['channel'] === 'email' || message['channel'] === 'sms') &&
    typeof message['recipient'] === 'string' &&
    typeof message['body'] === 'string' &&
    typeof message['status'] === 'string' &&
    typeof message['created_at'] === 'string'
  );
}

export class OutboxUnavailableError extends Error {}

/** The latest messages, newest first; explains a refusal instead of printing an HTTP status alone. */
export async function fetchOutbox(apiUrl: string, query: OutboxQuery = {}): Promise<OutboxMessage[]> {
  const url = new URL(OUTBOX_PATH, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new OutboxUnavailableError(`Could not reach the API at ${url.origin} (is it running? npm start)`, { cause });
  }
  const text = await response.text();
  if (response.status === 404) {
    throw new OutboxUnavailableError(
      `${url.origin} has no developer outbox: the API runs in production, or every channel is delivered by a real provider (SMTP_URL, TWILIO_*).`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OutboxUnavailableError(`GET ${url} answered HTTP ${response.status} with something other than JSON`);
  }
  if (!response.ok) {
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    throw new OutboxUnavailableError(`GET ${url} answered HTTP ${response.status}: ${typeof error === 'string' ? error : text}`);
  }
  if (!Array.isArray(body) || !body.every(isOutboxMessage)) throw new OutboxUnavailableError(`Unexpected response from GET ${url}`);
  return body;
}

const LINK = /https?:\/\/\S+/g;

/** One block per message: when, channel, status, recipient, then the subject and the text, indented. */
export function formatOutbox(messages: readonly OutboxMessage[]): string {
  if (messages.length === 0) return 'The outbox is empty.';
  return messages
    .map((message) => {
      const lines = [
        `${message.created_at}  ${message.channel.toUpperCase()}  ${message.status} via ${message.transport}  → ${message.recipient}`,
      ];
      if (message.subject) lines.push(`  Subject: ${message.subject}`);
      if (message.error) lines.push(`  Error: ${message.error}`);
      lines.push(...message.body.trimEnd().split('\n').map((line) => `  | ${line}`));
      const links = message.body.match(LINK);
      if (links) lines.push(...links.map((link) => `  Link: ${link}`));
      return lines.join('\n');
    })
    .join('\n\n');
}
