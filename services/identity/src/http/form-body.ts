import type { IncomingMessage } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

export class FormTooLargeError extends Error {
  constructor() {
    super('Form body too large');
    this.name = 'FormTooLargeError';
  }
}

/** Reads an application/x-www-form-urlencoded request body. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLargeError();
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
