import { Module } from '@nestjs/common';
import { API_CONFIG, assertIdentityAdminSecretAllowed, type ApiConfig } from '../../config/api-config.js';
import { Auth0IdentityAdmin } from './auth0-identity-admin.js';
import { IdentityAdmin } from './identity-admin.js';

/** Provides `IdentityAdmin`: Auth0's Management API, or the local identity service's compatible subset. */
@Module({
  providers: [
    {
      provide: IdentityAdmin,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => {
        assertIdentityAdminSecretAllowed(config);
        return new Auth0IdentityAdmin(config.identityAdmin);
      },
    },
  ],
  exports: [IdentityAdmin],
})
export class IdentityAdminModule {}
