import { createContext, useContext, type ReactNode } from 'react';
import type { FetchLike } from './fetch-like.js';

export interface ApiConfig {
  /** Prefix for `/api/...` paths; '' (default) means the page's own origin, where the edge proxies /api. */
  baseUrl?: string;
  fetch?: FetchLike;
}

const ApiConfigContext = createContext<ApiConfig>({});

/** Optional: points a subtree's API calls elsewhere (tests pass their own fetch and server here). */
export function ApiConfigProvider({ config, children }: { config: ApiConfig; children: ReactNode }) {
  return <ApiConfigContext.Provider value={config}>{children}</ApiConfigContext.Provider>;
}

export function useApiConfig(): ApiConfig {
  return useContext(ApiConfigContext);
}
