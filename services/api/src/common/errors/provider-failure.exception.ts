import { BadGatewayException } from '@nestjs/common';

/**
 * A provider the API depends on (mail, SMS, payments…) failed while the API itself is fine: 502 with a
 * message written for the user, e.g. "Failed to send email invite". Whoever throws it logs the cause.
 */
export class ProviderFailureException extends BadGatewayException {}
