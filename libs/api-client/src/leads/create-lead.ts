import { useCallback } from 'react';
import type { LeadRequest, LeadResponse } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { buildUrl } from '../api-request.js';
import { useApi, type ApiClient } from '../use-api.js';

export const LEADS_PATH = '/api/public/leads';

export interface CreateLeadInput {
  lead: LeadRequest;
  /** What the screen shows when the call fails (the demo and trial forms say different things). */
  errorMessage: string;
}

export function isLeadResponse(value: unknown): value is LeadResponse {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<LeadResponse>;
  return candidate.ok === true && typeof candidate.id === 'string';
}

/**
 * Lead calls go to the runtime config's public API host when one is set (part 1 §7), else to the page's own
 * origin, and send credentials either way.
 */
export async function createLead(api: ApiClient, input: CreateLeadInput, publicApiBaseUrl = ''): Promise<LeadResponse> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: publicApiBaseUrl ? buildUrl(LEADS_PATH, undefined, publicApiBaseUrl) : LEADS_PATH,
    body: input.lead,
    credentials: 'include',
    errorMessage: input.errorMessage,
  });
  if (!isLeadResponse(body)) throw new Error(`Unexpected response from POST ${LEADS_PATH}`);
  return body;
}

/**
 * The lead form keeps its own idle/sending state, so this is a plain call rather than a React Query mutation: the
 * landing page, where most leads come from, then loads no React Query at all.
 */
export function useCreateLead(): (input: CreateLeadInput) => Promise<LeadResponse> {
  const api = useApi();
  const { runtimeConfig } = useSession();
  return useCallback((input: CreateLeadInput) => createLead(api, input, runtimeConfig.apiBaseUrl), [api, runtimeConfig.apiBaseUrl]);
}
