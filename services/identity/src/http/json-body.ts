import type { IncomingMessage } from 'node:http';
import { FormTooLargeError } from './form-body.js';

const MAX_JSON_BYTES = 16 * 1024;

export class InvalidJsonError extends Error {
  constructor() {
    super('Invalid request payload JSON format');
    this.name = 'InvalidJsonError';
  }
}

/** Reads a JSON object request body (an empty body reads as `{}`). */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_JSON_BYTES) throw new FormTooLargeError();
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidJsonError();
  return parsed as Record<string, unknown>;
}
