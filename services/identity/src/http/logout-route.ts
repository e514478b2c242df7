import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { renderSignedOutPage } from './pages.js';
import { redirect, sendHtml } from './responses.js';

/** True when `returnTo` is an absolute http(s) URL on one of the allowed origins. */
export function isAllowedReturnTo(returnTo: string | null, allowedOrigins: readonly string[]): returnTo is string {
  if (!returnTo) return false;
  const url = URL.parse(returnTo);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins.includes(url.origin);
}

/**
 * Auth0's `GET /v2/logout?client_id=…&returnTo=…`: ends the provider session, revokes the grants (and with them the
 * refresh tokens) it issued, then returns to `returnTo` when its origin is allowed, else shows a signed-out page.
 */
export async function handleLogout(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  provider: Provider,
  allowedOrigins: readonly string[],
): Promise<void> {
  const ctx = provider.createContext(req, res);
  const session = await provider.Session.get(ctx);
  if (session.accountId || session.authorizations) {
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (!grantId) continue;
      await provider.Grant.adapter.revokeByGrantId(grantId);
      await provider.Grant.adapter.destroy(grantId);
    }
    await session.destroy();
  }
  ctx.cookies.set(provider.cookieName('session'), null, { signed: true, httpOnly: true, sameSite: 'lax', path: '/' });

  const returnTo = url.searchParams.get('returnTo');
  if (isAllowedReturnTo(returnTo, allowedOrigins)) return redirect(res, returnTo);
  sendHtml(res, 200, renderSignedOutPage());
}
