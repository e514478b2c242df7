import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type OkResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const STOP_IMPERSONATION_PATH = '/api/admin/impersonate/stop';

export function stopImpersonation(api: ApiClient): Promise<OkResponse> {
  return api.request<OkResponse>({
    method: 'POST',
    path: STOP_IMPERSONATION_PATH,
    errorMessage: MESSAGES.failedToStopImpersonation,
  });
}

export function useStopImpersonation() {
  const api = useApi();
  return useMutation({ mutationFn: () => stopImpersonation(api) });
}
