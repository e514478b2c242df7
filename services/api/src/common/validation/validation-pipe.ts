import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { INVALID_REQUEST } from '../errors/error-response.js';

function firstConstraintMessage(errors: readonly ValidationError[]): string | null {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstConstraintMessage(error.children ?? []);
    if (nested) return nested;
  }
  return null;
}

/** Global validation: unknown fields are refused and the first broken rule becomes the `error` message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(firstConstraintMessage(errors) ?? INVALID_REQUEST),
  });
}
