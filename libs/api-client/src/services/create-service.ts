import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SERVICE_MESSAGES, type SaveServiceRequest, type ServiceRecord } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { SERVICES_PATH, serviceRecordOf } from './get-services.js';
import { invalidateAfterServiceWrite } from './invalidate-after-service-write.js';

/** POST /api/owner/services; answers the created service. */
export async function createService(
  api: ApiClient,
  request: SaveServiceRequest,
  errorMessage: string = SERVICE_MESSAGES.failedToAdd,
): Promise<ServiceRecord> {
  const body = await api.request<unknown>({ method: 'POST', path: SERVICES_PATH, body: request, errorMessage });
  return serviceRecordOf(body, `POST ${SERVICES_PATH}`);
}

export function useCreateService() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveServiceRequest) => createService(api, request),
    onSuccess: () => invalidateAfterServiceWrite(queryClient),
  });
}
