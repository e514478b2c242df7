import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type ImpersonateStartRequest, type ImpersonationStateResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export type StartImpersonationInput = ImpersonateStartRequest;

export const START_IMPERSONATION_PATH = '/api/admin/impersonate/start';

export function startImpersonation(api: ApiClient, input: StartImpersonationInput): Promise<ImpersonationStateResponse> {
  return api.request<ImpersonationStateResponse>({
    method: 'POST',
    path: START_IMPERSONATION_PATH,
    body: { user_id: input.user_id },
    errorMessage: MESSAGES.failedToImpersonate,
  });
}

export function useStartImpersonation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: StartImpersonationInput) => startImpersonation(api, input) });
}
