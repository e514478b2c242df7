import { Injectable } from '@nestjs/common';

/** "Now" for the owner's payments (earnings months, stale refunds); tests move it instead of waiting. */
@Injectable()
export class OwnerPaymentsClock {
  now(): Date {
    return new Date();
  }
}
