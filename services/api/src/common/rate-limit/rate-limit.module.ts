import { type DynamicModule, Global, Module } from '@nestjs/common';
import { RATE_LIMIT_STORE_KIND, RateLimitStore, type RateLimitStoreKind } from './rate-limit-store.js';

/** Global: guards anywhere (public, leads, messaging budget) get their limiters from the one store. */
@Global()
@Module({})
export class RateLimitModule {
  static forRoot(kind: RateLimitStoreKind): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [{ provide: RATE_LIMIT_STORE_KIND, useValue: kind }, RateLimitStore],
      exports: [RateLimitStore],
    };
  }
}
