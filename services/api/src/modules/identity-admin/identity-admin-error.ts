import { BadGatewayException } from '@nestjs/common';

/**
 * The identity provider's Management API refused or failed a request. A 502: the API itself is fine, its
 * provider is not; the error filter logs the detail and the caller sees a generic failure.
 */
export class IdentityAdminError extends BadGatewayException {
  constructor(
    readonly operation: string,
    readonly providerStatus: number | null,
    detail: string,
  ) {
    super(`Identity provider failed to ${operation}${providerStatus === null ? '' : ` (HTTP ${providerStatus})`}: ${detail}`);
  }
}
