import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SERVICE_MESSAGES, type ServiceRecord, type ToggleServiceRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { servicePath, serviceRecordOf } from './get-services.js';
import { invalidateAfterServiceWrite } from './invalidate-after-service-write.js';

export interface ToggleServiceInput {
  id: string;
  active: boolean;
}

/** PATCH /api/owner/services/{id} with only `active` (part 2 §4 "Service"). */
export async function toggleService(
  api: ApiClient,
  { id, active }: ToggleServiceInput,
  errorMessage: string = SERVICE_MESSAGES.failedToToggle,
): Promise<ServiceRecord> {
  const path = servicePath(id);
  const request: ToggleServiceRequest = { active };
  const body = await api.request<unknown>({ method: 'PATCH', path, body: request, errorMessage });
  return serviceRecordOf(body, `PATCH ${path}`);
}

export function useToggleService() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToggleServiceInput) => toggleService(api, input),
    onSuccess: () => invalidateAfterServiceWrite(queryClient),
  });
}
