/** Every invoices read sits under this key, so one invalidation after a write refreshes them all. */
export const invoicesQueryKeyRoot = ['owner', 'invoices'] as const;

export const INVOICES_PATH = '/api/owner/invoices';

/** `/api/owner/invoices/{id}`. */
export function invoicePath(id: string): string {
  return `${INVOICES_PATH}/${encodeURIComponent(id)}`;
}
