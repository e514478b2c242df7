import { Injectable } from '@nestjs/common';

/**
 * The time the authenticated path's caches are measured with (token expiry, the user cache's bound), in epoch
 * milliseconds; tests move it instead of waiting.
 */
@Injectable()
export class AuthClock {
  now(): number {
    return Date.now();
  }
}
