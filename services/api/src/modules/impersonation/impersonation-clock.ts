import { Injectable } from '@nestjs/common';

/** The time impersonation expiry is measured with; tests move it instead of waiting. */
@Injectable()
export class ImpersonationClock {
  now(): Date {
    return new Date();
  }
}
