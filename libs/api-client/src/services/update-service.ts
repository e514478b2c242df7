import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SERVICE_MESSAGES, type SaveServiceRequest, type ServiceRecord } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { servicePath, serviceRecordOf } from './get-services.js';
import { invalidateAfterServiceWrite } from './invalidate-after-service-write.js';

export interface UpdateServiceInput {
  id: string;
  request: SaveServiceRequest;
}

/** PATCH /api/owner/services/{id} with every field (a full edit); the service keeps its key. */
export async function updateService(
  api: ApiClient,
  { id, request }: UpdateServiceInput,
  errorMessage: string = SERVICE_MESSAGES.failedToUpdate,
): Promise<ServiceRecord> {
  const path = servicePath(id);
  const body = await api.request<unknown>({ method: 'PATCH', path, body: request, errorMessage });
  return serviceRecordOf(body, `PATCH ${path}`);
}

export function useUpdateService() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateServiceInput) => updateService(api, input),
    onSuccess: () => invalidateAfterServiceWrite(queryClient),
  });
}
