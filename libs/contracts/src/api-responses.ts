/** GET /api/health. */
export interface HealthResponse {
  status: 'ok';
}

/** Commands that return nothing else, e.g. POST /api/admin/impersonate/stop. */
export interface OkResponse {
  ok: true;
}
