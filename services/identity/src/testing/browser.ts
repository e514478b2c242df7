import { createHash, randomBytes } from 'node:crypto';

/** A tiny cookie-keeping HTTP client standing in for the browser in tests; it never follows redirects by itself. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>): Promise<Response> {
    return this.request(url, { headers });
  }

  postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows same-server redirects until one leaves `origin` (returned) or a page is shown. */
  async follow(response: Response, origin: string): Promise<Response | URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, current.url || origin);
      if (next.origin !== origin) return next;
      current = await this.get(next.href);
    }
    throw new Error('Too many redirects');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
