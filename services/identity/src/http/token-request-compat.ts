import { IncomingMessage } from 'node:http';

const MAX_TOKEN_BODY_BYTES = 56 * 1024;

/**
 * auth0-spa-js repeats the authorize scope, `offline_access` included, on every refresh_token request. oidc-provider
 * follows OpenID Connect and only grants `offline_access` with `prompt=consent`, so the refresh token never carries it
 * and such a request would fail with invalid_scope. Auth0 reads it as "keep issuing refresh tokens", which rotation
 * already does, so it is dropped here before oidc-provider sees the request.
 */
function dropOfflineAccessOnRefresh(params: URLSearchParams): void {
  const scope = params.get('scope');
  if (params.get('grant_type') !== 'refresh_token' || !scope) return;
  const scopes = scope.split(' ').filter(Boolean);
  if (!scopes.includes('offline_access')) return;
  const kept = scopes.filter((value) => value !== 'offline_access');
  if (kept.length) params.set('scope', kept.join(' '));
  else params.delete('scope');
}

/** Auth0 names the resource indicator of a client-credentials request `audience`; oidc-provider reads `resource`. */
function audienceAsResource(params: URLSearchParams): void {
  const audience = params.get('audience');
  if (params.get('grant_type') !== 'client_credentials' || !audience) return;
  params.delete('audience');
  if (!params.has('resource')) params.set('resource', audience);
}

/**
 * Auth0 also takes token requests as JSON (Management API clients send them so); oidc-provider reads forms only.
 * Undefined when the body is not a JSON object of scalar values.
 */
function paramsFromJson(body: string): URLSearchParams | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(name, String(value));
    else if (value !== null) return undefined;
  }
  return params;
}

/**
 * The form body oidc-provider should see for a token request body of `contentType`, or undefined to pass the
 * request through untouched. An unreadable JSON body becomes an empty form, which oidc-provider refuses as
 * invalid_request like any malformed request.
 */
export function tokenRequestForm(contentType: string, body: string): string | undefined {
  let params: URLSearchParams;
  if (contentType.startsWith('application/json')) params = paramsFromJson(body) ?? new URLSearchParams();
  else if (contentType.startsWith('application/x-www-form-urlencoded')) params = new URLSearchParams(body);
  else return undefined;
  dropOfflineAccessOnRefresh(params);
  audienceAsResource(params);
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

/** A copy of `req` with a form body, for handing a rewritten request to oidc-provider. */
function replayAsForm(req: IncomingMessage, form: string): IncomingMessage {
  const body = Buffer.from(form, 'utf8');
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) };
  delete copy.headers['transfer-encoding'];
  // Marked complete, or destroying the drained copy would also destroy the shared socket.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** The token request to hand to oidc-provider: the original one, or a rewritten form copy (see above). */
export async function adaptTokenRequest(req: IncomingMessage): Promise<IncomingMessage> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('application/json') && !contentType.startsWith('application/x-www-form-urlencoded')) return req;
  const form = tokenRequestForm(contentType, (await readBody(req)).toString('utf8'));
  return form === undefined ? req : replayAsForm(req, form);
}
