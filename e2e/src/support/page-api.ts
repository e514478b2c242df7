import type { Page } from '@playwright/test';

export interface PageApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/**
 * Calls the API from inside the page with the signed-in user's access token, as the app itself does,
 * for checks the screens do not show (e.g. the role a trial sign-up received, or that a write is refused).
 */
export async function fetchAsPageUser<T>(page: Page, path: string, request: PageApiRequest = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ apiPath, method, body }) => {
      const entry = Object.entries(localStorage).find(([key]) => key.startsWith('@@auth0spajs@@') && !key.endsWith('@@user@@'));
      const cached = entry ? (JSON.parse(entry[1]) as { body?: { access_token?: string } }) : undefined;
      const token = cached?.body?.access_token;
      if (!token) throw new Error('No access token in local storage');
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(apiPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
    },
    { apiPath: path, method: request.method ?? 'GET', body: request.body },
  );
}
