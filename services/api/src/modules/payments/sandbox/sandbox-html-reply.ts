import type { FastifyReply } from 'fastify';

/**
 * Strict policy for the script-free sandbox pages: their forms may post to the API and be redirected to
 * `redirectTargets` (browsers check a form's redirect against form-action too).
 */
function contentSecurityPolicy(redirectTargets: string[]): string {
  const origins = [...new Set(redirectTargets.map((target) => new URL(target).origin))].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`;
}

/** Sends a sandbox page, never cached. */
export function sendSandboxHtml(reply: FastifyReply, status: number, html: string, redirectTargets: string[]): void {
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(redirectTargets))
    .send(html);
}
