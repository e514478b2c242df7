import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditInterceptor } from './common/audit/audit.interceptor.js';
import { AuditModule } from './common/audit/audit.module.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { AccessTokenVerifier } from './common/auth/access-token-verifier.js';
import { AuthenticatedUserGuard } from './common/auth/authenticated-user.guard.js';
import { EffectiveUserGuard } from './common/auth/effective-user.guard.js';
import { RolesGuard } from './common/auth/roles.guard.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { PublicRateLimitGuard } from './common/rate-limit/public-rate-limit.guard.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { rateLimitStoreKind } from './common/rate-limit/rate-limit-store.js';
import { OrganizationScopeGuard } from './common/tenancy/organization-scope.guard.js';
import { EmbeddedStatisticsJob } from './database/embedded-statistics.job.js';
import { API_CONFIG, type ApiConfig } from './config/api-config.js';
import { dataSourceOptions, type DatabaseConnection } from './database/data-source-options.js';
import { openDatabase } from './database/open-database.js';
import { AdminOrganizationsModule } from './modules/admin-organizations/admin-organizations.module.js';
import { AdminUsersModule } from './modules/admin-users/admin-users.module.js';
import { CustomerInvitesModule } from './modules/customer-invites/customer-invites.module.js';
import { CustomersModule } from './modules/customers/customers.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { IdentityAdminModule } from './modules/identity-admin/identity-admin.module.js';
import { InvoicesModule } from './modules/invoices/invoices.module.js';
import { InvoiceAutopayModule } from './modules/invoices/autopay/invoice-autopay.module.js';
import { InvoicePageModule } from './modules/invoice-page/invoice-page.module.js';
import { ImpersonationModule } from './modules/impersonation/impersonation.module.js';
import { LeadsModule } from './modules/leads/leads.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { OrganizationSettingsModule } from './modules/organization-settings/organization-settings.module.js';
import { OrganizationsModule } from './modules/organizations/organizations.module.js';
import { OwnerInvitationsModule } from './modules/owner-invitations/owner-invitations.module.js';
import { OwnerPaymentsModule } from './modules/owner-payments/owner-payments.module.js';
import { OwnerUsersModule } from './modules/owner-users/owner-users.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { SignupPaymentsModule } from './modules/signup-payments/signup-payments.module.js';
import { StripeWebhooksModule } from './modules/stripe-webhooks/stripe-webhooks.module.js';
import { PublicSignupModule } from './modules/public-signup/public-signup.module.js';
import { ScheduleModule } from './modules/schedule/schedule.module.js';
import { ServicesModule } from './modules/services/services.module.js';
import { TeamsModule } from './modules/teams/teams.module.js';
import { UsersModule } from './modules/users/users.module.js';

export interface AppModuleOptions {
  config: ApiConfig;
  database: DatabaseConnection;
  /** Further feature modules (used by tests to mount probe routes). */
  extraModules?: Type[];
}

@Module({})
export class AppModule {
  static forRoot({ config, database, extraModules = [] }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      // Global so feature modules can @Inject(API_CONFIG) without importing anything.
      global: true,
      exports: [API_CONFIG],
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(database),
          dataSourceFactory: () =>
            openDatabase(
              database,
              { demo: config.seedDemo, demoSchedule: config.seedDemoSchedule, sandboxPayments: !config.payments.stripeSecretKey },
              { countQueries: config.countSqlQueries },
            ),
        }),
        RateLimitModule.forRoot(rateLimitStoreKind(config, database.embedded)),
        JobsModule,
        AuditModule,
        OrganizationsModule,
        OrganizationSettingsModule,
        UsersModule,
        ImpersonationModule,
        HealthModule,
        AdminUsersModule,
        AdminOrganizationsModule,
        OwnerUsersModule,
        CustomerInvitesModule,
        MessagingModule,
        CustomersModule,
        IdentityAdminModule,
        OwnerInvitationsModule,
        LeadsModule,
        PublicSignupModule,
        PaymentsModule,
        OwnerPaymentsModule,
        SignupPaymentsModule,
        ScheduleModule,
        ServicesModule,
        InvoicesModule,
        InvoiceAutopayModule,
        StripeWebhooksModule,
        InvoicePageModule,
        TeamsModule,
        ...extraModules,
      ],
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: AccessTokenVerifier, useValue: new AccessTokenVerifier(config.auth) },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Guard order matters: rate limit, who, as whom, which role, which organization.
        { provide: APP_GUARD, useClass: PublicRateLimitGuard },
        { provide: APP_GUARD, useClass: AuthenticatedUserGuard },
        { provide: APP_GUARD, useClass: EffectiveUserGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: OrganizationScopeGuard },
        { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
        EmbeddedStatisticsJob,
      ],
    };
  }
}
