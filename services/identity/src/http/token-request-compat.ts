import { IncomingMessage } from 'node:http';

const MAX_TOKEN_BODY_BYTES = 56 * 1024;

/**
 * auth0-spa-js repeats the authorize scope, `offline_access` included, on every refresh_token request. oidc-provider
 * follows OpenID Connect and only grants `offline_access` with `prompt=consent`, so the refresh token never carries it
 * and such a request would fail with invalid_scope. Auth0 reads it as "keep issuing refresh tokens", which rotation
 * already does, so it is dropped here before oidc-provider sees the request.
 */
export function withoutOfflineAccessOnRefresh(body: string): string | undefined {
  const params = new URLSearchParams(body);
  const scope = params.get('scope');
  if (params.get('grant_type') !== 'refresh_token' || !scope) return undefined;
  const scopes = scope.split(' ').filter(Boolean);
  if (!scopes.includes('offline_access')) return undefined;
  const kept = scopes.filter((value) => value !== 'offline_access');
  if (kept.length) params.set('scope', kept.join(' '));
  else params.delete('scope');
  return params.toString();
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_TOKEN_BODY_BYTES) throw new Error('request entity too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A copy of `req` whose body is `body`, for handing a rewritten request to oidc-provider. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, 'content-length': String(body.length) };
  delete copy.headers['transfer-encoding'];
  // Marked complete, or destroying the drained copy would also destroy the shared socket.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** The token request to hand to oidc-provider: the original one, or a rewritten copy for refresh requests. */
export async function adaptTokenRequest(req: IncomingMessage): Promise<IncomingMessage> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return req;
  const body = await readBody(req);
  const rewritten = withoutOfflineAccessOnRefresh(body.toString('utf8'));
  return replay(req, rewritten === undefined ? body : Buffer.from(rewritten, 'utf8'));
}
