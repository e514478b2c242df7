import type { RemoteName } from '@fsp/contracts';

/** How each remote is named when it cannot be shown ("<area> is unavailable right now."). */
export const REMOTE_AREAS: Readonly<Record<RemoteName, string>> = {
  public_site: 'The public site',
  backoffice: 'The back office',
  admin: 'The admin area',
  customer_signup: 'Customer signup',
};

export function unavailableMessage(remote: RemoteName): string {
  return `${REMOTE_AREAS[remote]} is unavailable right now.`;
}
