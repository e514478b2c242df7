import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type CreateInvoiceFromOccurrenceRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from '../schedule/schedule-query-keys.js';
import { INVOICES_PATH, invoicesQueryKeyRoot } from './invoice-query-keys.js';

export const CREATE_INVOICE_FROM_OCCURRENCE_PATH = `${INVOICES_PATH}/from-occurrence`;

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The new invoice's id, under `id`, `invoice_id` or `invoice.id`, whichever the answer has (part 1 §3). */
export function createdInvoiceIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  if (nonEmptyText(fields['id'])) return fields['id'];
  if (nonEmptyText(fields['invoice_id'])) return fields['invoice_id'];
  const invoice = fields['invoice'];
  const nested = typeof invoice === 'object' && invoice !== null ? (invoice as Record<string, unknown>)['id'] : undefined;
  return nonEmptyText(nested) ? nested : null;
}

/** POST /api/owner/invoices/from-occurrence: bills one visit; resolves with the new invoice's id. */
export async function createInvoiceFromOccurrence(
  api: ApiClient,
  input: CreateInvoiceFromOccurrenceRequest,
  errorMessage: string = INVOICE_MESSAGES.failedToCreate,
): Promise<string> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: CREATE_INVOICE_FROM_OCCURRENCE_PATH,
    body: { rule_id: input.rule_id, date: input.date },
    errorMessage,
  });
  const id = createdInvoiceIdOf(body);
  if (!id) throw new Error(`Unexpected response from POST ${CREATE_INVOICE_FROM_OCCURRENCE_PATH}`);
  return id;
}

/** Schedule reads carry each visit's invoice, so they reload with the invoice lists. */
export function useCreateInvoiceFromOccurrence(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvoiceFromOccurrenceRequest) => createInvoiceFromOccurrence(api, input, options.errorMessage),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
      ]);
    },
  });
}
