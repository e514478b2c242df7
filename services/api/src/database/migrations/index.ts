import { PlatformFoundation1763712000000 } from './1763712000000-platform-foundation.js';
import { CustomersAndInvites1763800000000 } from './1763800000000-customers-and-invites.js';
import { OwnerInvitations1763810000000 } from './1763810000000-owner-invitations.js';
import { PaymentsSandbox1763820000000 } from './1763820000000-payments-sandbox.js';
import { SignupPayments1763821000000 } from './1763821000000-signup-payments.js';
import { OutboxMessages1763830000000 } from './1763830000000-outbox-messages.js';
import { SmsConsents1763840000000 } from './1763840000000-sms-consents.js';
import { Leads1763860000000 } from './1763860000000-leads.js';
import { Scheduling1763900000000 } from './1763900000000-scheduling.js';
import { SignInBinding1763950000000 } from './1763950000000-sign-in-binding.js';
import { RateLimitCounters1764100000000 } from './1764100000000-rate-limit-counters.js';
import { GettingPaid1764200000000 } from './1764200000000-getting-paid.js';
import { RefundsAndPaymentActivity1764300000000 } from './1764300000000-refunds-and-payment-activity.js';
import { SettingsAndAdmin1764400000000 } from './1764400000000-settings-and-admin.js';
import { ScheduleVersions1764500000000 } from './1764500000000-schedule-versions.js';
import { UserChangeNotify1764500000001 } from './1764500000001-user-change-notify.js';

/** Every migration in the order it runs (by timestamp); add new ones at the end. */
export const MIGRATIONS = [
  PlatformFoundation1763712000000,
  CustomersAndInvites1763800000000,
  OwnerInvitations1763810000000,
  PaymentsSandbox1763820000000,
  SignupPayments1763821000000,
  OutboxMessages1763830000000,
  SmsConsents1763840000000,
  Leads1763860000000,
  Scheduling1763900000000,
  SignInBinding1763950000000,
  RateLimitCounters1764100000000,
  GettingPaid1764200000000,
  RefundsAndPaymentActivity1764300000000,
  SettingsAndAdmin1764400000000,
  ScheduleVersions1764500000000,
  UserChangeNotify1764500000001,
];
