import type { QueryClient } from '@tanstack/react-query';
import { scheduleQueryKeyRoot } from '../schedule/schedule-query-keys.js';
import { servicesQueryKey } from './get-services.js';

/** Schedule reads carry service names and prices, so they refresh with the services list. */
export function invalidateAfterServiceWrite(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  ]).then(() => undefined);
}
