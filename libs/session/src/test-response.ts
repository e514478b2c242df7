/** jsdom has no fetch Response; tests build the part of it that the session code reads. */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}
