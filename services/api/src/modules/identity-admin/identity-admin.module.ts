import { Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { Auth0IdentityAdmin } from './auth0-identity-admin.js';
import { IdentityAdmin } from './identity-admin.js';

/** Provides `IdentityAdmin`: Auth0's Management API, or the local identity service's compatible subset. */
@Module({
  providers: [
    {
      provide: IdentityAdmin,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new Auth0IdentityAdmin(config.identityAdmin),
    },
  ],
  exports: [IdentityAdmin],
})
export class IdentityAdminModule {}
