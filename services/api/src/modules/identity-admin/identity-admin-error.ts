import { Logger } from '@nestjs/common';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';

const logger = new Logger('IdentityAdmin');

/**
 * The identity provider's Management API refused or failed a request. A 502: the API itself is fine, its
 * provider is not. The user is told which step failed; the provider's own answer goes to the log only.
 */
export class IdentityAdminError extends ProviderFailureException {
  constructor(
    readonly operation: string,
    readonly providerStatus: number | null,
    readonly detail: string,
  ) {
    super(`The identity provider could not ${operation}. Please try again.`);
    logger.error(`Identity provider failed to ${operation}${providerStatus === null ? '' : ` (HTTP ${providerStatus})`}: ${detail}`);
  }
}
