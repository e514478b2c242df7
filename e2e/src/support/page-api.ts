import type { Page } from '@playwright/test';

/**
 * Calls the API from inside the page with the signed-in user's access token, as the app itself does,
 * for checks the screens do not show (e.g. the role a trial sign-up received).
 */
export async function fetchAsPageUser<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (apiPath) => {
    const entry = Object.entries(localStorage).find(([key]) => key.startsWith('@@auth0spajs@@') && !key.endsWith('@@user@@'));
    const cached = entry ? (JSON.parse(entry[1]) as { body?: { access_token?: string } }) : undefined;
    const token = cached?.body?.access_token;
    if (!token) throw new Error('No access token in local storage');
    const response = await fetch(apiPath, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as never };
  }, path);
}
