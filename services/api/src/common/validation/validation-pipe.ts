import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
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

/** validator.js's isEmail (and others) call encodeURI, which throws on a lone UTF-16 surrogate: that is bad input. */
class ApiValidationPipe extends ValidationPipe {
  protected override async validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> {
    try {
      return await super.validate(object, validatorOptions);
    } catch (error) {
      if (error instanceof URIError) throw new BadRequestException(INVALID_REQUEST);
      throw error;
    }
  }
}

/** Global validation: unknown fields are refused and the first broken rule becomes the `error` message. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(firstConstraintMessage(errors) ?? INVALID_REQUEST),
  });
}
