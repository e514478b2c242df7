import { useMutation } from '@tanstack/react-query';
import { SIGNUP_FORM_MESSAGES, type SignupSubmission, type SignupSubmissionResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { publicSignupPath } from './get-public-signup.js';

export interface SubmitSignupInput {
  code: string;
  submission: SignupSubmission;
}

export function isSignupSubmissionResponse(value: unknown): value is SignupSubmissionResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<SignupSubmissionResponse>;
  return body.ok === true && typeof body.customer_id === 'string' && typeof body.org_id === 'string' && typeof body.org_name === 'string';
}

/** Rejects with an ApiError carrying the server's first broken rule, else "Submission failed". */
export async function submitSignup(api: ApiClient, { code, submission }: SubmitSignupInput): Promise<SignupSubmissionResponse> {
  const path = publicSignupPath(code);
  const body = await api.request<unknown>({ method: 'POST', path, body: submission, errorMessage: SIGNUP_FORM_MESSAGES.submitFailed });
  if (!isSignupSubmissionResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}

export function useSubmitSignup() {
  const api = useApi();
  return useMutation({ mutationFn: (input: SubmitSignupInput) => submitSignup(api, input) });
}
